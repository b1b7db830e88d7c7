import { describe, expect, it } from 'vitest';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const ada = await server.signIn('usr_ada');

/** JSON text nested `depth` levels deep: `[[[ … ]]]`. */
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** A body whose every field is a deeply nested array, sent as raw JSON text. */
const deepBody = (fields: string[], depth = 50_000) =>
  `{${fields.map((field) => `${JSON.stringify(field)}:${nestedJson(depth)}`).join(',')}}`;

describe('input that is never a 500', () => {
  it('POST /scripts: code nested too deeply to compile is invalid_script on code', async () => {
    const code = nestedJson(5_000);
    expect(code.length).toBe(10_000);
    const result = await server.api('/scripts', { method: 'POST', cookie: ada, body: { name: 'deep', code } });
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([
      { errorCode: 'invalid_script', errorMessage: 'The code is too deeply nested to compile.', target: 'code' },
    ]);
  });

  it('POST /scripts: deeply nested JSON in every field names each field', async () => {
    const result = await server.api('/scripts', { method: 'POST', cookie: ada, body: deepBody(['name', 'code']) });
    expect(result.status).toBe(400);
    expect(result.json?.errors.map((error: { target: string }) => error.target)).toEqual(['name', 'code']);
    expect(result.json?.errors[0].errorCode).toBe('invalid_script');
  });

  it('POST and PUT /segments: deeply nested JSON anywhere is invalid_segment on that field', async () => {
    const fields = ['name', 'scope', 'match', 'clauses', 'includedWorkerIds', 'excludedWorkerIds'];
    const created = await server.api('/segments', { method: 'POST', cookie: ada, body: deepBody(fields) });
    expect(created.status).toBe(400);
    expect(created.json?.errors.map((error: { target: string }) => error.target)).toEqual([
      'name',
      'scope',
      'match',
      'clauses.0',
      'includedWorkerIds.0',
      'excludedWorkerIds.0',
    ]);

    const inClause = `{"name":"Deep clause","scope":"rule_based","match":"all","clauses":[{"left":${nestedJson(100_000)},"operator":"equals","values":[${nestedJson(100_000)}]}]}`;
    const replaced = await server.api(`/segments/${acmeIds.segments.allEngineers}`, {
      method: 'PUT',
      cookie: ada,
      headers: { 'If-Match': '*' },
      body: inClause,
    });
    expect(replaced.status).toBe(400);
    expect(replaced.json?.errors).toEqual([
      expect.objectContaining({ errorCode: 'invalid_segment', target: 'clauses.0.left' }),
    ]);
  });

  it('POST /api-keys: deeply nested JSON is validation_error on the field', async () => {
    const result = await server.api('/api-keys', {
      method: 'POST',
      cookie: ada,
      body: deepBody(['name', 'scopes', 'expiresAt']),
    });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'name' });
  });

  it('writes that take no body refuse a deeply nested one without failing', async () => {
    const secret = acmeIds.secrets[Object.keys(acmeIds.secrets)[0] as keyof typeof acmeIds.secrets];
    const result = await server.api(`/secrets/${secret}/reveal`, {
      method: 'POST',
      cookie: ada,
      body: nestedJson(100_000),
    });
    expect(result.status).toBeLessThan(500);
  });
});
