import type { Stores } from '../store';
import { costSeries, type CostSeries } from './costs';
import { buildCompany } from './org';
import {
  engineeringAccessRevisions,
  generatedRoutingTableRevisions,
  legacyImportRevisions,
  offboardingRevisions,
  payrollExportRevisions,
} from './policy-sources';
import { createRandom, daysAgo, SEED_TODAY, addDays } from './random';
import { deriveEmailAlias, mapCostCenter, normalizePhoneNumbers } from './script-sources';
import { acmeDepartments } from './org';
import { attribute, literal, workspaceBuilder } from './workspace-builder';

/** Fixed ids others may rely on (tests, docs, end-to-end specs). */
export const acmeIds = {
  users: {
    ada: 'usr_ada',
    grace: 'usr_grace',
    hedy: 'usr_hedy',
    frances: 'usr_frances',
    katherine: 'usr_katherine',
  },
  segments: {
    allEngineers: '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a11',
    salesLeadership: '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a12',
    startingSoon: '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a13',
    financeAndLegal: '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a14',
    boardObservers: '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a15',
  },
  boardObserverWorkerIds: ['wrk_0002', 'wrk_0004', 'wrk_0006'],
  scripts: {
    normalizePhoneNumbers: 'scr_normalize_phone_numbers',
    deriveEmailAlias: 'scr_derive_email_alias',
    mapCostCenter: 'scr_map_cost_center',
  },
  secrets: {
    stripeApiKey: 'sec_stripe_api_key',
    slackWebhookUrl: 'sec_slack_webhook_url',
    hrSystemToken: 'sec_hr_system_token',
    payrollSigningKey: 'sec_payroll_signing_key',
  },
  policies: {
    engineeringAccess: 'pol_engineering_access',
    payrollExport: 'pol_payroll_export',
    offboarding: 'pol_offboarding',
    legacyImport: 'pol_legacy_import',
    generatedRoutingTable: 'pol_generated_routing_table',
  },
} as const;

export const globexIds = {
  users: { hank: 'usr_hank', mindy: 'usr_mindy' },
  segment: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e21',
  secret: 'sec_globex_erp_password',
  policy: 'pol_globex_onboarding',
} as const;

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const hex = '0123456789abcdef';

/** Acme's two years of license costs, for its `workers` (the head count the plan ends at). */
export const acmeCostPlan = (workers: number): CostSeries => ({
  firstDay: addDays(SEED_TODAY, -729),
  lastDay: SEED_TODAY,
  startHeadcount: 318,
  endHeadcount: workers,
  pricePerLicense: 1188,
  missingDays: ['2025-07-14', '2025-07-15', '2025-07-16'],
  unpricedStretches: [
    ['2025-02-10', '2025-02-16', 3],
    ['2025-09-01', '2025-09-05', 6],
    ['2026-05-18', '2026-05-21', 2],
  ],
});

/** Globex's one year of license costs. */
export const globexCostPlan = (workers: number): CostSeries => ({
  firstDay: addDays(SEED_TODAY, -364),
  lastDay: SEED_TODAY,
  startHeadcount: 31,
  endHeadcount: workers,
  pricePerLicense: 960,
});

export function seedAcme(stores: Stores, secretsKey: Buffer) {
  const random = createRandom(20261120);
  const workspace = stores.workspaces.create('acme', 'Acme Corp', daysAgo(900));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  const { users } = acmeIds;
  seed.member({ id: users.ada, name: 'Ada Lovelace', email: 'ada@acme.test' }, 'owner');
  seed.member({ id: users.grace, name: 'Grace Hopper', email: 'grace@acme.test' }, 'admin');
  seed.member({ id: users.hedy, name: 'Hedy Lamarr', email: 'hedy@acme.test' }, 'hr_editor');
  seed.member({ id: users.frances, name: 'Frances Allen', email: 'frances@acme.test' }, 'finance_viewer');
  seed.member({ id: users.katherine, name: 'Katherine Johnson', email: 'katherine@acme.test' }, 'hr_editor');

  const workers = seed.workers(buildCompany(random, { name: 'Morgan Reyes' }, acmeDepartments, 4));
  const costs = seed.costs(costSeries(random, acmeCostPlan(workers)));

  const { segments } = acmeIds;
  seed.segment({
    id: segments.allEngineers,
    name: 'All engineers',
    scope: 'rule_based',
    match: 'all',
    clauses: [{ left: attribute('department'), operator: 'equals', values: [literal('Engineering')] }],
    at: daysAgo(300, '10:12:00'),
    userId: users.hedy,
  });
  seed.segment({
    id: segments.salesLeadership,
    name: 'Sales leadership',
    scope: 'rule_based',
    match: 'all',
    clauses: [
      { left: attribute('department'), operator: 'equals', values: [literal('Sales')] },
      { left: attribute('jobTitle'), operator: 'contains', values: [literal('Head')] },
    ],
    at: daysAgo(120, '15:40:00'),
    userId: users.katherine,
  });
  seed.segment({
    id: segments.startingSoon,
    name: 'Starting soon',
    scope: 'rule_based',
    match: 'all',
    clauses: [{ left: attribute('lifecycleStage'), operator: 'equals', values: [literal('pre_start')] }],
    at: daysAgo(45, '08:05:00'),
    userId: users.hedy,
  });
  seed.segment({
    id: segments.financeAndLegal,
    name: 'Finance and legal',
    scope: 'rule_based',
    match: 'any',
    clauses: [{ left: attribute('department'), operator: 'in', values: [literal('Finance'), literal('Legal')] }],
    at: daysAgo(200, '11:30:00'),
    userId: users.grace,
  });
  seed.segment({
    id: segments.boardObservers,
    name: 'Board observers',
    scope: 'manual',
    match: 'all',
    clauses: [],
    includedWorkerIds: [...acmeIds.boardObserverWorkerIds],
    at: daysAgo(12, '17:20:00'),
    userId: users.ada,
  });

  const { scripts } = acmeIds;
  seed.script({
    id: scripts.normalizePhoneNumbers,
    name: 'normalize-phone-numbers',
    code: normalizePhoneNumbers,
    at: daysAgo(400),
    userId: users.grace,
  });
  seed.script({
    id: scripts.deriveEmailAlias,
    name: 'derive-email-alias',
    code: deriveEmailAlias,
    at: daysAgo(380),
    userId: users.grace,
  });
  seed.script({
    id: scripts.mapCostCenter,
    name: 'map-cost-center',
    code: mapCostCenter,
    at: daysAgo(250),
    userId: users.ada,
  });

  const { secrets } = acmeIds;
  seed.secret({
    id: secrets.stripeApiKey,
    name: 'stripe-api-key',
    description: 'Charges for the benefits marketplace',
    value: `sk_live_${random.chars(base62, 24)}`,
    at: daysAgo(500),
  });
  seed.secret({
    id: secrets.slackWebhookUrl,
    name: 'slack-webhook-url',
    description: 'Posts onboarding updates to #people-ops',
    value: `https://hooks.slack.com/services/T0${random.chars(base62, 8)}/B0${random.chars(base62, 8)}/${random.chars(base62, 24)}`,
    at: daysAgo(420),
  });
  seed.secret({
    id: secrets.hrSystemToken,
    name: 'hr-system-token',
    description: 'Reads workers from the HR system',
    value: `hrs_${random.chars(hex, 40)}`,
    at: daysAgo(610),
  });
  seed.secret({
    id: secrets.payrollSigningKey,
    name: 'payroll-signing-key',
    description: 'Signs payroll exports',
    value: `-----BEGIN PRIVATE KEY-----\n${random.chars(base62 + '+/', 64)}\n${random.chars(base62 + '+/', 64)}\n-----END PRIVATE KEY-----`,
    at: daysAgo(610),
  });
  seed.reveal(secrets.slackWebhookUrl, users.grace, daysAgo(2, '14:32:00'));

  const { policies } = acmeIds;
  const revisions = (sources: string[], authors: string[], daysBack: number[]) =>
    sources.map((source, index) => ({
      source,
      createdByUserId: authors[index] ?? users.ada,
      createdAt: daysAgo(daysBack[index] ?? 0, `1${index}:0${index}:00`),
    }));
  seed.policy({
    id: policies.engineeringAccess,
    name: 'Engineering access',
    revisions: revisions(
      engineeringAccessRevisions(),
      [users.ada, users.grace, users.hedy, users.grace],
      [280, 190, 64, 9],
    ),
    segmentIds: [segments.allEngineers],
  });
  seed.policy({
    id: policies.payrollExport,
    name: 'Payroll export',
    revisions: revisions(payrollExportRevisions(), [users.ada, users.grace, users.ada], [350, 140, 30]),
    secrets: [{ id: secrets.payrollSigningKey, disclosureForbidden: true }],
  });
  seed.policy({
    id: policies.offboarding,
    name: 'Offboarding',
    revisions: revisions(offboardingRevisions(), [users.grace, users.hedy], [220, 75]),
  });
  seed.policy({
    id: policies.legacyImport,
    name: 'Legacy import',
    revisions: revisions(legacyImportRevisions(), [users.ada, users.grace], [700, 690]),
  });
  seed.policy({
    id: policies.generatedRoutingTable,
    name: 'Generated routing table',
    revisions: revisions(generatedRoutingTableRevisions(), [users.grace, users.grace], [40, 3]),
  });

  return `acme: 5 members, ${workers} workers, ${costs} license cost points, 5 segments, 3 scripts, 4 secrets, 5 policies`;
}

const globexOnboardingSource = `policy "Globex onboarding" {
  description = "Accounts every new Globex hire gets on day one"
  applies_to  = workers where lifecycleStage == "pre_start"
  revision    = 1
}

grant "email" {
  role = "user"
  when worker.lifecycleStage in ["pre_start", "active"]
}

grant "erp" {
  role = "viewer"
  when worker.department == "Finance"
}
`;

export function seedGlobex(stores: Stores, secretsKey: Buffer) {
  const random = createRandom(7041);
  const workspace = stores.workspaces.create('globex', 'Globex Inc', daysAgo(600));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  const { users } = globexIds;
  seed.member({ id: users.hank, name: 'Hank Scorpio', email: 'hank@globex.test' }, 'owner');
  seed.member({ id: users.mindy, name: 'Mindy Simmons', email: 'mindy@globex.test' }, 'finance_viewer');
  const departments = acmeDepartments.slice(0, 4).map((department, index) => ({
    ...department,
    size: [15, 10, 8, 6][index] ?? 5,
  }));
  const workers = seed.workers(buildCompany(random, { name: 'Hank Scorpio' }, departments, 4));
  const costs = seed.costs(costSeries(random, globexCostPlan(workers)));
  seed.segment({
    id: globexIds.segment,
    name: 'Globex sales team',
    scope: 'rule_based',
    match: 'all',
    clauses: [{ left: attribute('department'), operator: 'equals', values: [literal('Sales')] }],
    at: daysAgo(90),
    userId: users.hank,
  });
  seed.secret({
    id: globexIds.secret,
    name: 'erp-password',
    description: 'Service account for the ERP export',
    value: `gx-${random.chars(base62, 20)}`,
    at: daysAgo(300),
  });
  seed.policy({
    id: globexIds.policy,
    name: 'Globex onboarding',
    revisions: [{ source: globexOnboardingSource, createdByUserId: users.hank, createdAt: daysAgo(100) }],
  });
  return `globex: 2 members, ${workers} workers, ${costs} license cost points, 1 segment, 1 secret, 1 policy`;
}
