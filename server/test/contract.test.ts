import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  apiKeySchema,
  apiKeyWithSecretSchema,
  authProviderSchema,
  collectionEnvelopeSchema,
  licenseCostPointSchema,
  memberSchema,
  orgChartWorkerSchema,
  paths,
  policyRevisionSchema,
  policyRevisionSummarySchema,
  policySummarySchema,
  revealedSecretSchema,
  scriptCreatedSchema,
  scriptSchema,
  scriptSummarySchema,
  secretSummarySchema,
  segmentSchema,
  segmentSummarySchema,
  sessionSchema,
  singleEnvelopeSchema,
  workerSummarySchema,
} from '../../contract';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer();
const ada = await server.signIn('usr_ada');
const dana = await server.signIn('usr_dana', 'dirty');

const single = (schema: z.ZodMiniType) => z.strictObject(singleEnvelopeSchema(schema).shape);
const collection = (schema: z.ZodMiniType) => z.strictObject(collectionEnvelopeSchema(schema).shape);

describe('responses parse with the contract schemas', () => {
  const reads: [string, z.ZodMiniType][] = [
    [paths.authProviders, collection(authProviderSchema)],
    [paths.me, single(sessionSchema)],
    [paths.members, collection(memberSchema)],
    [paths.segments, collection(segmentSummarySchema)],
    [paths.segment(acmeIds.segments.boardObservers), single(segmentSchema)],
    [paths.workers, collection(workerSummarySchema)],
    [`${paths.workers}?ids=wrk_0001,wrk_0400`, collection(workerSummarySchema)],
    [`${paths.orgChart}?limit=5000`, collection(orgChartWorkerSchema)],
    [paths.licenseCosts, collection(licenseCostPointSchema)],
    [paths.scripts, collection(scriptSummarySchema)],
    [paths.script(acmeIds.scripts.mapCostCenter), single(scriptSchema)],
    [paths.secrets, collection(secretSummarySchema)],
    [paths.policies, collection(policySummarySchema)],
    [paths.policy(acmeIds.policies.engineeringAccess), single(policySummarySchema)],
    [paths.policyRevisions(acmeIds.policies.engineeringAccess), collection(policyRevisionSummarySchema)],
    [paths.policyRevision(acmeIds.policies.legacyImport, 2), single(policyRevisionSchema)],
    [paths.apiKeys, collection(apiKeySchema)],
  ];

  it.each(reads)('GET %s', async (path, schema) => {
    const { status, json } = await server.api(path, { cookie: ada });
    expect(status).toBe(200);
    schema.parse(json);
  });

  it('dirty data still parses (org chart and worker search)', async () => {
    collection(orgChartWorkerSchema).parse(
      (await server.api(`${paths.orgChart}?limit=5000`, { workspace: 'dirty', cookie: dana })).json,
    );
    collection(workerSummarySchema).parse(
      (await server.api(`${paths.workers}?limit=200`, { workspace: 'dirty', cookie: dana })).json,
    );
  });

  it('writes', async () => {
    const created = await server.api(paths.scripts, {
      method: 'POST',
      cookie: ada,
      body: { name: 'contract-check', code: 'let a = 1;' },
    });
    expect(created.status).toBe(201);
    single(scriptCreatedSchema).parse(created.json);
    const reveal = await server.api(paths.revealSecret(acmeIds.secrets.slackWebhookUrl), {
      method: 'POST',
      cookie: ada,
    });
    single(revealedSecretSchema).parse(reveal.json);
    const segment = await server.api(paths.segments, {
      method: 'POST',
      cookie: ada,
      body: { name: 'Contract check', scope: 'manual', match: 'all', clauses: [], includedWorkerIds: ['wrk_0001'] },
    });
    single(segmentSchema).parse(segment.json);
    const key = await server.api(paths.apiKeys, {
      method: 'POST',
      cookie: ada,
      body: { name: 'contract', scopes: ['segments:read'], expiresAt: null },
    });
    single(apiKeyWithSecretSchema).parse(key.json);
    const id = key.json?.result.apiKey.id as string;
    single(apiKeyWithSecretSchema).parse(
      (await server.api(paths.rotateApiKey(id), { method: 'POST', cookie: ada })).json,
    );
    single(apiKeySchema).parse((await server.api(paths.revokeApiKey(id), { method: 'POST', cookie: ada })).json);
  });
});
