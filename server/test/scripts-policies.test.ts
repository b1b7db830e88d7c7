import { describe, expect, it } from 'vitest';
import { SCRIPT_NAME_MAX } from '../../contract';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const ada = await server.signIn('usr_ada');
const hedy = await server.signIn('usr_hedy');
const createScript = (body: unknown, cookie = ada) => server.api('/scripts', { method: 'POST', cookie, body });

describe('POST /scripts', () => {
  it('creates: 201 {result: {id}}, readable afterwards with its code', async () => {
    const code = 'function main(worker) {\n  return worker.name;\n}\n';
    const result = await createScript({ name: '  upper-name  ', code });
    expect(result.status).toBe(201);
    expect(Object.keys(result.json?.result)).toEqual(['id']);
    const read = await server.api(`/scripts/${result.json?.result.id}`, { cookie: ada });
    expect(read.json?.result).toMatchObject({
      name: 'upper-name',
      code,
      sizeBytes: Buffer.byteLength(code),
      createdByUserId: 'usr_ada',
    });
  });

  it('compiles but never runs the code', async () => {
    const marker = '__scriptRan';
    const result = await createScript({ name: 'side-effects', code: `globalThis.${marker} = true; process.exit(1);` });
    expect(result.status).toBe(201);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it('answers invalid_script on code that does not compile, naming line and column', async () => {
    const result = await createScript({ name: 'broken', code: 'const a = 1;\nconst b = ;\n' });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'invalid_script', target: 'code' });
    expect(result.json?.errors[0].errorMessage).toMatch(/line 2, column 11/);
  });

  it('answers invalid_script with the field as target for shape errors', async () => {
    const result = await createScript({ name: 'x'.repeat(SCRIPT_NAME_MAX + 1), code: 7 });
    expect(result.json?.errors.map((e: { target: string }) => e.target)).toEqual(['name', 'code']);
    expect(result.json?.errors.every((e: { errorCode: string }) => e.errorCode === 'invalid_script')).toBe(true);
  });

  it('answers script_name_conflict for a taken name, case-insensitively', async () => {
    const result = await createScript({ name: 'Map-Cost-Center', code: 'let a;' });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'script_name_conflict', target: 'name' });
  });

  it('needs scripts:write', async () => {
    expect((await createScript({ name: 'hr', code: 'let a;' }, hedy)).status).toBe(403);
  });
});

describe('GET /scripts', () => {
  it('filters by name and answers script_not_found for unknown ids', async () => {
    const list = await server.api('/scripts?q=COST', { cookie: hedy });
    expect(list.json?.results.map((s: { name: string }) => s.name)).toEqual(['map-cost-center']);
    expect(list.json?.results[0]).not.toHaveProperty('code');
    const missing = await server.api('/scripts/scr_nope', { cookie: hedy });
    expect(missing.status).toBe(400);
    expect(missing.json?.errors[0].errorCode).toBe('script_not_found');
  });
});

describe('policies', () => {
  const { policies } = acmeIds;

  it('list with their latest revision', async () => {
    const { json } = await server.api('/policies', { cookie: hedy });
    expect(json?.results.map((p: { name: string; latestRevision: number }) => [p.name, p.latestRevision])).toEqual([
      ['Engineering access', 4],
      ['Generated routing table', 2],
      ['Legacy import', 2],
      ['Offboarding', 2],
      ['Payroll export', 3],
    ]);
  });

  it('list revisions newest first with their authors', async () => {
    const { json } = await server.api(`/policies/${policies.engineeringAccess}/revisions`, { cookie: hedy });
    expect(
      json?.results.map((r: { number: number; createdByUserId: string }) => [r.number, r.createdByUserId]),
    ).toEqual([
      [4, 'usr_grace'],
      [3, 'usr_hedy'],
      [2, 'usr_grace'],
      [1, 'usr_ada'],
    ]);
  });

  it('return one revision with its source', async () => {
    const { status, json } = await server.api(`/policies/${policies.legacyImport}/revisions/2`, { cookie: hedy });
    expect(status).toBe(200);
    expect(json?.result.source).toContain("<script>alert('xss')</script>");
    expect(json?.result.source).toContain('<img src=x onerror="alert(1)">');
    const big = await server.api(`/policies/${policies.generatedRoutingTable}/revisions/1`, { cookie: hedy });
    expect(big.json?.result.source.split('\n').length).toBeGreaterThanOrEqual(10_000);
  });

  it('return the revision asked for by its number (counted from 1), with its author and a UTC creation time', async () => {
    for (const [number, author] of [
      [1, 'usr_ada'],
      [3, 'usr_hedy'],
      [4, 'usr_grace'],
    ] as const) {
      const { status, json } = await server.api(`/policies/${policies.engineeringAccess}/revisions/${number}`, {
        cookie: hedy,
      });
      expect(status).toBe(200);
      expect(json?.result).toMatchObject({ number, createdByUserId: author });
      expect(json?.result.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    }
  });

  it('answer policy_not_found and policy_revision_not_found (400)', async () => {
    const policy = await server.api('/policies/pol_nope/revisions/1', { cookie: hedy });
    expect(policy.status).toBe(400);
    expect(policy.json?.errors[0].errorCode).toBe('policy_not_found');
    expect((await server.api('/policies/pol_nope', { cookie: hedy })).json?.errors[0].errorCode).toBe(
      'policy_not_found',
    );
    for (const number of ['5', '0', '-1', '1.5', 'one', '01']) {
      const result = await server.api(`/policies/${policies.engineeringAccess}/revisions/${number}`, { cookie: hedy });
      expect(result.status, number).toBe(400);
      expect(result.json?.errors[0].errorCode, number).toBe('policy_revision_not_found');
    }
  });
});
