import { describe, expect, it } from 'vitest';
import { rolePermissions, type Permission, type Role } from '../../contract';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const usersByRole: Record<Role, string> = {
  owner: 'usr_ada',
  admin: 'usr_grace',
  hr_editor: 'usr_hedy',
  finance_viewer: 'usr_frances',
};
const cookies = Object.fromEntries(
  await Promise.all(Object.entries(usersByRole).map(async ([role, user]) => [role, await server.signIn(user)])),
) as Record<Role, string>;

/** One request per endpoint with the permission it needs; writes that are refused never reach validation. */
const endpoints: { name: string; permission: Permission | null; method?: string; path: string; body?: unknown }[] = [
  { name: 'list segments', permission: 'segments:read', path: '/segments' },
  { name: 'read a segment', permission: 'segments:read', path: `/segments/${acmeIds.segments.allEngineers}` },
  { name: 'create a segment', permission: 'segments:write', method: 'POST', path: '/segments', body: {} },
  {
    name: 'replace a segment',
    permission: 'segments:write',
    method: 'PUT',
    path: `/segments/${acmeIds.segments.allEngineers}`,
    body: {},
  },
  {
    name: 'delete a segment',
    permission: 'segments:write',
    method: 'DELETE',
    path: `/segments/${acmeIds.segments.allEngineers}`,
  },
  { name: 'list workers', permission: 'workers:read', path: '/workers' },
  { name: 'org chart', permission: 'workers:read', path: '/workers/org-chart' },
  { name: 'license costs', permission: 'licenses:read', path: '/licenses/costs' },
  { name: 'list secrets', permission: 'secrets:read', path: '/secrets' },
  { name: 'reveal a secret', permission: 'secrets:reveal', method: 'POST', path: '/secrets/sec_nope/reveal' },
  { name: 'list policies', permission: 'policies:read', path: '/policies' },
  { name: 'read a policy', permission: 'policies:read', path: '/policies/pol_engineering_access' },
  { name: 'policy revisions', permission: 'policies:read', path: '/policies/pol_engineering_access/revisions' },
  { name: 'policy revision', permission: 'policies:read', path: '/policies/pol_engineering_access/revisions/1' },
  { name: 'list scripts', permission: 'scripts:read', path: '/scripts' },
  { name: 'read a script', permission: 'scripts:read', path: '/scripts/scr_map_cost_center' },
  { name: 'create a script', permission: 'scripts:write', method: 'POST', path: '/scripts', body: {} },
  { name: 'members', permission: 'members:read', path: '/members' },
  { name: 'list API keys', permission: 'api_keys:manage', path: '/api-keys' },
  { name: 'me', permission: null, path: '/me' },
];

describe.each(Object.keys(usersByRole) as Role[])('role %s', (role) => {
  it.each(endpoints)('$name: allowed exactly when the role has $permission', async (endpoint) => {
    const result = await server.api(endpoint.path, {
      method: endpoint.method,
      cookie: cookies[role],
      body: endpoint.body,
    });
    const allowed = endpoint.permission === null || rolePermissions[role].includes(endpoint.permission);
    if (allowed) {
      expect(result.status === 403 && result.json?.errors[0].errorCode === 'forbidden').toBe(false);
    } else {
      expect(result.status).toBe(403);
      expect(result.json).toEqual({ result: null, errors: [expect.objectContaining({ errorCode: 'forbidden' })] });
    }
  });
});

describe('unauthenticated callers', () => {
  it.each(endpoints)('$name answers 401', async (endpoint) => {
    const result = await server.api(endpoint.path, { method: endpoint.method, body: endpoint.body });
    expect(result.status).toBe(401);
  });
});
