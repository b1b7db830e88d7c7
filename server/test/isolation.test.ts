import { describe, expect, it } from 'vitest';
import { acmeIds, globexIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const ada = await server.signIn('usr_ada');
const hank = await server.signIn('usr_hank', 'globex');

describe('workspace isolation (acme vs globex)', () => {
  it('signs in only members of the workspace', async () => {
    await expect(server.signIn('usr_hank', 'acme')).rejects.toThrow(/sign-in failed/);
  });

  it('lists only the workspace own records', async () => {
    const acmeSegments = (await server.api('/segments', { cookie: ada })).json?.results.map(
      (s: { id: string }) => s.id,
    );
    const globexSegments = (await server.api('/segments', { workspace: 'globex', cookie: hank })).json?.results.map(
      (s: { id: string }) => s.id,
    );
    expect(acmeSegments).toEqual(expect.arrayContaining(Object.values(acmeIds.segments)));
    expect(globexSegments).toContain(globexIds.segment);
    expect(acmeSegments.filter((id: string) => globexSegments.includes(id))).toEqual([]);
    const members = (await server.api('/members', { workspace: 'globex', cookie: hank })).json?.results;
    expect(members.map((m: { userId: string }) => m.userId).sort()).toEqual(['usr_hank', 'usr_mindy']);
    expect((await server.api('/workers/org-chart', { cookie: ada })).json?.pagination.total).toBe(399);
    expect((await server.api('/workers/org-chart', { workspace: 'globex', cookie: hank })).json?.pagination.total).toBe(
      40,
    );
  });

  it("names each org-chart worker's manager from the same workspace, though worker ids repeat across workspaces", async () => {
    const workers = (await server.api('/workers/org-chart?limit=5000', { workspace: 'globex', cookie: hank })).json
      ?.results as { id: string; name: string; managerId: string | null; manager: string | null }[];
    const names = new Map(workers.map((worker) => [worker.id, worker.name]));
    const acmeChart = (await server.api('/workers/org-chart?limit=5000', { cookie: ada })).json?.results;
    expect(acmeChart.some((worker: { id: string }) => names.has(worker.id))).toBe(true);
    for (const worker of workers.filter((w) => w.managerId !== null)) {
      expect(worker.manager, worker.id).toBe(names.get(worker.managerId!));
    }
  });

  it('does not reach another workspace records by id', async () => {
    const segment = await server.api(`/segments/${globexIds.segment}`, { cookie: ada });
    expect(segment.json?.errors[0].errorCode).toBe('segment_not_found');
    const put = await server.api(`/segments/${globexIds.segment}`, {
      method: 'PUT',
      cookie: ada,
      body: {},
      headers: { 'If-Match': '*' },
    });
    expect(put.json?.errors[0].errorCode).toBe('segment_not_found');
    const reveal = await server.api(`/secrets/${globexIds.secret}/reveal`, { method: 'POST', cookie: ada });
    expect(reveal.json?.errors[0].errorCode).toBe('workspace_secret_not_found');
    const policy = await server.api(`/policies/${globexIds.policy}/revisions/1`, { cookie: ada });
    expect(policy.json?.errors[0].errorCode).toBe('policy_not_found');
    const script = await server.api(`/scripts/${acmeIds.scripts.mapCostCenter}`, { workspace: 'globex', cookie: hank });
    expect(script.json?.errors[0].errorCode).toBe('script_not_found');
  });

  it('does not let one workspace manage another workspace keys', async () => {
    const { id } = await server.createApiKey('usr_ada');
    const revoke = await server.api(`/api-keys/${id}/revoke`, { method: 'POST', workspace: 'globex', cookie: hank });
    expect(revoke.json?.errors[0].errorCode).toBe('api_key_not_found');
    expect((await server.api('/api-keys', { workspace: 'globex', cookie: hank })).json?.results).toEqual([]);
  });

  it('keeps names unique per workspace only', async () => {
    const created = await server.api('/segments', {
      method: 'POST',
      workspace: 'globex',
      cookie: hank,
      body: {
        name: 'All engineers',
        scope: 'rule_based',
        match: 'all',
        clauses: [
          {
            left: { kind: 'worker_attribute', value: 'department' },
            operator: 'equals',
            values: [{ kind: 'literal', value: 'Engineering' }],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
  });
});
