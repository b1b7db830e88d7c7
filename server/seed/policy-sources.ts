/** Plausible policy documents in the service's text DSL, with real edits between revisions. */

interface Grant {
  app: string;
  role: string;
  when: string[];
  groups?: string[];
  note?: string;
}

function grantBlock(grant: Grant): string {
  const lines = [`grant "${grant.app}" {`];
  if (grant.note) lines.push(`  # ${grant.note}`);
  lines.push(`  role = "${grant.role}"`);
  if (grant.groups) lines.push(`  groups = [${grant.groups.map((group) => `"${group}"`).join(', ')}]`);
  for (const condition of grant.when) lines.push(`  when ${condition}`);
  lines.push('}');
  return lines.join('\n');
}

function document(header: string[], sections: string[]): string {
  return [...header, '', ...sections.flatMap((section) => [section, ''])].join('\n').trimEnd() + '\n';
}

const engineeringHeader = (revision: number) => [
  `policy "Engineering access" {`,
  `  description = "Tools every engineer gets, and the extra access leads and on-call need"`,
  `  applies_to  = segment("All engineers")`,
  `  revision    = ${revision}`,
  `}`,
];

const engineeringBase: Grant[] = [
  { app: 'github', role: 'member', groups: ['engineering'], when: ['worker.lifecycleStage == "active"'] },
  { app: 'jira', role: 'user', when: ['worker.lifecycleStage in ["active", "pre_start"]'] },
  { app: 'slack', role: 'member', groups: ['#eng', '#eng-announce'], when: ['true'] },
  { app: 'pagerduty', role: 'responder', when: ['worker.jobTitle contains "Site Reliability"'] },
  {
    app: 'aws',
    role: 'ReadOnly',
    when: ['worker.lifecycleStage == "active"'],
    note: 'Production writes go through the deploy pipeline.',
  },
];

export function engineeringAccessRevisions(): string[] {
  const first = document(engineeringHeader(1), engineeringBase.map(grantBlock));
  const second = document(engineeringHeader(2), [
    ...engineeringBase.slice(0, 3).map(grantBlock),
    grantBlock({
      ...engineeringBase[3]!,
      when: ['worker.jobTitle contains "Site Reliability"', 'or worker.jobTitle contains "Backend"'],
    }),
    grantBlock(engineeringBase[4]!),
    grantBlock({ app: 'datadog', role: 'standard', when: ['worker.lifecycleStage == "active"'] }),
  ]);
  const third = document(engineeringHeader(3), [
    ...engineeringBase.slice(0, 2).map(grantBlock),
    grantBlock({ ...engineeringBase[2]!, groups: ['#eng', '#eng-announce', '#incidents'] }),
    grantBlock({
      ...engineeringBase[3]!,
      when: ['worker.jobTitle contains "Site Reliability"', 'or worker.jobTitle contains "Backend"'],
    }),
    grantBlock({
      ...engineeringBase[4]!,
      role: 'Developer',
      note: 'Developer role in sandbox accounts only; production stays read-only.',
    }),
    grantBlock({ app: 'datadog', role: 'standard', when: ['worker.lifecycleStage == "active"'] }),
    grantBlock({ app: 'figma', role: 'viewer', when: ['worker.jobTitle contains "Frontend"'] }),
    `offboarding {\n  revoke_all after = "0d"\n  transfer "github" repositories to = worker.manager\n}`,
  ]);
  const fourth = document(engineeringHeader(4), [
    grantBlock({
      ...engineeringBase[0]!,
      groups: ['engineering', 'security-champions'],
      when: ['worker.lifecycleStage == "active"', 'and worker.jobTitle contains "Security"'],
    }),
    grantBlock({ ...engineeringBase[0]!, when: ['worker.lifecycleStage == "active"'] }),
    grantBlock(engineeringBase[1]!),
    grantBlock({ ...engineeringBase[2]!, groups: ['#eng', '#eng-announce', '#incidents'] }),
    grantBlock({
      ...engineeringBase[3]!,
      when: [
        'worker.jobTitle contains "Site Reliability"',
        'or worker.jobTitle contains "Backend"',
        'or worker.jobTitle starts_with "Staff"',
      ],
    }),
    grantBlock({
      ...engineeringBase[4]!,
      role: 'Developer',
      note: 'Developer role in sandbox accounts only; production stays read-only.',
    }),
    grantBlock({ app: 'datadog', role: 'standard', when: ['worker.lifecycleStage == "active"'] }),
    grantBlock({ app: 'figma', role: 'editor', when: ['worker.jobTitle contains "Frontend"'] }),
    `offboarding {\n  revoke_all after = "0d"\n  transfer "github" repositories to = worker.manager\n  notify = ["#eng-managers"]\n}`,
  ]);
  return [first, second, third, fourth];
}

const payrollHeader = (revision: number) => [
  `policy "Payroll export" {`,
  `  description = "Nightly export of payroll changes to the payroll provider"`,
  `  applies_to  = all_workers`,
  `  revision    = ${revision}`,
  `}`,
];

export function payrollExportRevisions(): string[] {
  const secretBlock = [
    'uses secret "payroll-signing-key" {',
    '  purpose   = "Signs every export file"',
    '  disclose  = never',
    '}',
  ].join('\n');
  const schedule = (cron: string) => `schedule {\n  cron     = "${cron}"\n  timezone = "Europe/London"\n}`;
  const fields = (extra: string[]) =>
    [
      'export fields {',
      '  employee_id  = worker.id',
      '  legal_name   = worker.name',
      '  department   = worker.department',
      '  cost_center  = script("map-cost-center", worker.department)',
      ...extra,
      '}',
    ].join('\n');
  const checks = [
    'validate {',
    '  require worker.id matches "^wrk_[0-9]+$"',
    '  require worker.name is not empty',
    '  require worker.department is not empty',
    '  on_failure = "hold_row"',
    '}',
  ].join('\n');
  const target = `deliver to "sftp://payroll.example.net/inbound" {\n  sign_with = secret("payroll-signing-key")\n  format    = "csv"\n  encoding  = "utf-8"\n}`;
  return [
    document(payrollHeader(1), [secretBlock, schedule('0 2 * * *'), fields([]), checks, target]),
    document(payrollHeader(2), [
      secretBlock,
      schedule('0 1 * * 1-5'),
      fields(['  start_date   = worker.startDate']),
      checks,
      target,
    ]),
    document(payrollHeader(3), [
      secretBlock,
      schedule('0 1 * * 1-5'),
      checks.replace('"hold_row"', '"hold_export"'),
      fields(['  start_date   = worker.startDate', '  manager_id   = worker.managerId']),
      target.replace('"csv"', '"csv"\n  compress  = "gzip"'),
      'exclude when worker.lifecycleStage == "pre_start"',
    ]),
  ];
}

export function offboardingRevisions(): string[] {
  const header = (revision: number) => [
    `policy "Offboarding" {`,
    `  description = "What happens to accounts when someone leaves"`,
    `  applies_to  = workers where lifecycleStage == "leaver"`,
    `  revision    = ${revision}`,
    `}`,
  ];
  const steps = (days: string, extra: string[]) => [
    `step "suspend accounts" {\n  after  = "0d"\n  action = suspend(all_accounts)\n}`,
    `step "transfer files" {\n  after  = "${days}"\n  action = transfer(drive, to = worker.manager)\n}`,
    `step "delete accounts" {\n  after  = "30d"\n  action = delete(all_accounts)\n  except = ["payroll", "pension"]\n}`,
    `step "archive mailbox" {\n  after  = "1d"\n  action = archive(mailbox, retain = "7y")\n}`,
    `exception "contractors" {\n  when   worker.jobTitle contains "Contractor"\n  skip   = ["archive mailbox"]\n}`,
    ...extra,
  ];
  return [
    document(header(1), steps('7d', [])),
    document(
      header(2),
      steps('3d', [
        `step "notify manager" {\n  after  = "0d"\n  action = notify(worker.manager, template = "leaver-checklist")\n}`,
      ]),
    ),
  ];
}

/** An old import, kept because it holds markup that a viewer must show as text, never run. */
export function legacyImportRevisions(): string[] {
  const header = (revision: number) => [
    `policy "Legacy import" {`,
    `  description = "Imported from the previous HR system; do not edit by hand"`,
    `  applies_to  = all_workers`,
    `  revision    = ${revision}`,
    `}`,
  ];
  const body = [
    `import "legacy-hr" {\n  source = "csv"\n  mapping = {\n    "EmpNo"     = worker.id\n    "FullName"  = worker.name\n    "Dept"      = worker.department\n    "Title"     = worker.jobTitle\n    "MgrNo"     = worker.managerId\n    "Status"    = worker.lifecycleStage\n  }\n  skip_rows_where = "Status == 'X'"\n  encoding = "windows-1252"\n}`,
    `transform "Status" {\n  "A" -> "active"\n  "P" -> "pre_start"\n  "L" -> "leaver"\n}`,
    `# Notes field copied verbatim from the old system:\n# <script>alert('xss')</script>\nnote = "<script>alert('xss')</script>"`,
  ];
  return [
    document(header(1), body),
    document(header(2), [
      ...body,
      `# Avatar markup from the old profile page:\navatar_html = "<img src=x onerror=\\"alert(1)\\">"\n# raw: <img src=x onerror="alert(1)">`,
    ]),
  ];
}

const queues = [
  'finance-emea',
  'finance-amer',
  'finance-apac',
  'people-ops',
  'it-helpdesk',
  'facilities',
  'legal-intake',
  'security',
];

/** About 10,000 lines of generated routing rules; the second revision changes a few hundred of them. */
export function generatedRoutingTableRevisions(lines = 10_000): string[] {
  const header = (revision: number) => [
    `# GENERATED by routing-sync; edits are overwritten.`,
    `policy "Generated routing table" {`,
    `  revision = ${revision}`,
    `}`,
    '',
  ];
  const route = (index: number, revision: number) => {
    const changed = revision === 2 && index % 31 === 7;
    const queue = queues[(index * 7 + (changed ? 3 : 0)) % queues.length];
    const priority = ((index * 13) % 5) + 1 + (changed ? 1 : 0);
    return `route "cc-${String(10_000 + index)}" -> queue "${queue}" priority ${priority}`;
  };
  return [1, 2].map((revision) => {
    const body = Array.from({ length: lines - 5 }, (_, index) => route(index, revision));
    return [...header(revision), ...body].join('\n') + '\n';
  });
}
