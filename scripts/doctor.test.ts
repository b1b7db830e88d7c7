import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeyScopes } from '../contract';
import type { AppConfig } from '../server/config';
import { createTestServer } from '../server/test/harness';

const run = promisify(execFile);
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
const doctor = path.resolve(import.meta.dirname, 'doctor.ts');

interface Row {
  group: string;
  name: string;
  status: 'pass' | 'fail' | 'warn' | 'skip';
  reason: string;
}

let server: ServerType | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** The reference API on a random port, and a key of Grace Hopper (admin) with every scope. */
async function startService(config: Partial<AppConfig> = {}) {
  const service = createTestServer({ config });
  const { secret } = await service.createApiKey('usr_grace', { scopes: [...apiKeyScopes] });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return { url: `http://acme.localhost:${port}`, secret, signIn: service.signIn };
}

async function runDoctor(args: string[]) {
  try {
    const { stdout } = await run(tsx, [doctor, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

async function report(args: string[]) {
  const { code, stdout } = await runDoctor([...args, '--json']);
  return { code, report: JSON.parse(stdout) as { rows: Row[]; ok: boolean; notProbed: string[] } };
}

const failing = (rows: Row[]) => rows.filter((row) => row.status === 'fail');

describe('the doctor against the reference API', () => {
  it('passes every row with a key that has every scope, and prints a table', async () => {
    const { url, secret } = await startService();
    const { code, report: result } = await report([url, '--api-key', secret]);
    expect(result.rows.filter((row) => row.status !== 'pass')).toEqual([]);
    expect(code).toBe(0);
    expect(result.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'GET /me',
        'GET /workers/org-chart',
        'GET /licenses/costs',
        'GET /policies/{id}/revisions/{number}',
        'PUT /segments/{id} with a stale If-Match → 412',
      ]),
    );
    expect(result.notProbed.join('\n')).toContain('POST /scripts');

    const text = await runDoctor([url, '--api-key', secret]);
    expect(text.stdout).toMatch(/✓ GET \/segments\s+\d+ items? in \d+ pages?/);
    expect(text.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed: the console has what it needs/);
  }, 60_000);

  it('says whether the deployment offers the org chart in worker columns, an optional extension', async () => {
    const name = 'GET /workers/org-chart as worker columns';
    const offered = await startService();
    const withColumns = await report([offered.url, '--api-key', offered.secret]);
    expect(withColumns.report.rows.find((row) => row.name === name)).toMatchObject({
      group: 'Assumed endpoints',
      status: 'pass',
      reason: expect.stringMatching(/^offered: .*, the pagination first, pages of up to 20,000$/),
    });
    server?.close();
    const plain = await startService({ workerColumns: false });
    const without = await report([plain.url, '--api-key', plain.secret]);
    expect(without.report.rows.find((row) => row.name === name)).toMatchObject({
      status: 'skip',
      reason: expect.stringMatching(/^not offered \(optional\)/),
    });
    expect(without.code).toBe(0);
  }, 60_000);

  it('names the endpoint that fails under injected faults, and exits non-zero', async () => {
    const { url, secret } = await startService({
      faults: { latencyMs: null, errorRate: 1, paths: /^\/api\/licenses\/costs/ },
    });
    const { code, report: result } = await report([url, '--api-key', secret]);
    expect(code).toBe(1);
    expect(failing(result.rows)).toEqual([
      expect.objectContaining({ name: 'GET /licenses/costs', reason: 'HTTP 500 internal_error, expected 200' }),
    ]);
  }, 60_000);

  it('names an assumed endpoint the service lacks and what the console loses', async () => {
    const { url, secret } = await startService({ disabledEndpoints: ['GET /members'] });
    const { code, report: result } = await report([url, '--api-key', secret]);
    expect(code).toBe(1);
    expect(failing(result.rows)).toEqual([
      expect.objectContaining({
        group: 'Assumed endpoints',
        name: 'GET /members',
        reason: expect.stringMatching(/^absent \(HTTP 400 not_found\); the console loses: .*names/),
      }),
    ]);
  }, 60_000);

  it('without a key: the bad key is refused, everything that needs one is skipped, and it fails', async () => {
    const { url } = await startService();
    const { code, report: result } = await report([url]);
    expect(code).toBe(1);
    expect(result.rows.find((row) => row.name === 'A bad API key is refused')?.status).toBe('pass');
    expect(failing(result.rows).map((row) => row.name)).toEqual(['GET /me']);
  }, 60_000);

  it('with a session cookie instead of a key, checks as that user (If-Match PUTs included)', async () => {
    const { url, signIn } = await startService();
    const cookie = await signIn('usr_grace');
    const { code, report: result } = await report([url, '--cookie', cookie]);
    expect(result.rows.filter((row) => row.status !== 'pass')).toEqual([]);
    expect(code).toBe(0);
    expect(result.rows.find((row) => row.name === 'GET /me')?.reason).toMatch(/by session; permissions: /);
    expect(result.rows.find((row) => row.name.endsWith('stale If-Match → 412'))?.reason).toBe(
      '412 precondition_failed',
    );
  }, 60_000);

  it('with the API on another origin, names the CORS headers the service does not send', async () => {
    const { url, secret } = await startService();
    const consoleUrl = url.replace('acme.localhost', 'console.localhost');
    const { code, report: result } = await report([consoleUrl, '--api-key', secret, '--api-base', `${url}/api`]);
    expect(code).toBe(1);
    expect(failing(result.rows)).toEqual([
      expect.objectContaining({
        name: 'CORS preflight for a save',
        reason: expect.stringContaining('Access-Control-Allow-Origin is missing, not http://console.localhost:'),
      }),
      expect.objectContaining({ name: 'CORS on a read', reason: expect.stringContaining('ETag not in') }),
    ]);
  }, 60_000);

  it('exits 2 with the usage on a bad command line', async () => {
    const { code } = await runDoctor(['not a url']);
    expect(code).toBe(2);
  });
});
