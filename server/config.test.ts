import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'service-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('readServerConfig', () => {
  it('has the documented defaults', () => {
    const config = readServerConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: path.join(dataDir, 'service.sqlite'),
      seeds: ['demo'],
    });
    expect(config.app).toMatchObject({ staticDir: 'dist', apiKeyLimit: 25, logLevel: 'info', faults: null });
  });

  it('keeps the secrets key in a file beside the database, and reuses it', () => {
    const first = readServerConfig({ DATA_DIR: dataDir }).app.secretsKey;
    expect(readFileSync(path.join(dataDir, 'secrets.key'), 'utf8').trim()).toBe(first.toString('hex'));
    expect(readServerConfig({ DATA_DIR: dataDir }).app.secretsKey.equals(first)).toBe(true);
  });

  it('takes SECRETS_KEY when given, and refuses a malformed one', () => {
    const key = 'ab'.repeat(32);
    expect(readServerConfig({ DATABASE: ':memory:', SECRETS_KEY: key }).app.secretsKey.toString('hex')).toBe(key);
    expect(() => readServerConfig({ DATABASE: ':memory:', SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });

  it('reads the seeds, the log level and the key limit', () => {
    const config = readServerConfig({
      DATABASE: ':memory:',
      SEED: 'demo, dirty',
      LOG_LEVEL: 'warn',
      API_KEY_LIMIT: '3',
    });
    expect(config.seeds).toEqual(['demo', 'dirty']);
    expect(config.app.logLevel).toBe('warn');
    expect(config.app.apiKeyLimit).toBe(3);
    expect(() => readServerConfig({ DATABASE: ':memory:', SEED: 'demo,acme' })).toThrow(/unknown seed "acme"/);
  });

  it('reads fault injection settings', () => {
    const faults = readServerConfig({
      DATABASE: ':memory:',
      FAULT_LATENCY_MS: '100-800',
      FAULT_ERROR_RATE: '0.2',
      FAULT_PATHS: '^/api/segments',
    }).app.faults;
    expect(faults).toMatchObject({ latencyMs: [100, 800], errorRate: 0.2 });
    expect(faults?.paths?.test('/api/segments/x')).toBe(true);
    expect(readServerConfig({ DATABASE: ':memory:', FAULT_LATENCY_MS: '300' }).app.faults?.latencyMs).toEqual([
      300, 300,
    ]);
    expect(() => readServerConfig({ DATABASE: ':memory:', FAULT_LATENCY_MS: 'slow' })).toThrow(/FAULT_LATENCY_MS/);
    expect(() => readServerConfig({ DATABASE: ':memory:', FAULT_ERROR_RATE: '2' })).toThrow(/FAULT_ERROR_RATE/);
  });
});
