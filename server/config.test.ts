import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('has the documented defaults for the domain, proxies and failed-authentication limits', () => {
    const { app } = readServerConfig({ DATABASE: ':memory:' });
    expect(app).toMatchObject({ serviceDomain: 'localhost', trustProxy: 0 });
    expect(app.authFailureLimits).toEqual({ perAddress: 20, perWorkspace: 100, windowMs: 300_000 });
  });

  it('reads SERVICE_DOMAIN, TRUST_PROXY and the failed-authentication limits', () => {
    const { app } = readServerConfig({
      DATABASE: ':memory:',
      SERVICE_DOMAIN: 'Console.Example.com',
      TRUST_PROXY: 'true',
      AUTH_FAILURES_PER_ADDRESS: '5',
      AUTH_FAILURES_PER_WORKSPACE: '0',
      AUTH_FAILURE_WINDOW_SECONDS: '60',
    });
    expect(app).toMatchObject({ serviceDomain: 'console.example.com', trustProxy: 1 });
    expect(app.authFailureLimits).toEqual({ perAddress: 5, perWorkspace: 0, windowMs: 60_000 });
    expect(readServerConfig({ DATABASE: ':memory:', TRUST_PROXY: '2' }).app.trustProxy).toBe(2);
    expect(readServerConfig({ DATABASE: ':memory:', TRUST_PROXY: 'false' }).app.trustProxy).toBe(0);
    expect(readServerConfig({ DATABASE: ':memory:', AUTH_FAILURE_LIMITS: 'off' }).app.authFailureLimits).toBeNull();
    expect(() => readServerConfig({ DATABASE: ':memory:', SERVICE_DOMAIN: 'https://x.test' })).toThrow(
      /SERVICE_DOMAIN/,
    );
    expect(() => readServerConfig({ DATABASE: ':memory:', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readServerConfig({ DATABASE: ':memory:', AUTH_FAILURES_PER_ADDRESS: '-1' })).toThrow(
      /AUTH_FAILURES_PER_ADDRESS/,
    );
  });

  describe('in production (NODE_ENV=production)', () => {
    const productionDir = mkdtempSync(path.join(tmpdir(), 'service-production-'));
    const keyOutside = path.join(mkdtempSync(path.join(tmpdir(), 'service-key-')), 'secrets.key');
    writeFileSync(keyOutside, 'cd'.repeat(32) + '\n');
    const env = { NODE_ENV: 'production', DATA_DIR: productionDir };

    it('refuses to start without a secrets key, saying how to make one, and writes no key file', () => {
      expect(() => readServerConfig(env)).toThrow(/NODE_ENV=production needs .*SECRETS_KEY.*openssl rand -hex 32/);
      expect(() => readFileSync(path.join(productionDir, 'secrets.key'))).toThrow();
    });

    it('refuses a key file inside DATA_DIR, even the one a demo wrote there', () => {
      const inside = path.join(productionDir, 'secrets.key');
      writeFileSync(inside, 'ab'.repeat(32));
      expect(() => readServerConfig(env)).toThrow(/NODE_ENV=production/);
      expect(() => readServerConfig({ ...env, SECRETS_KEY_FILE: inside })).toThrow(/outside DATA_DIR/);
      rmSync(inside);
    });

    it('takes SECRETS_KEY, or SECRETS_KEY_FILE outside DATA_DIR', () => {
      expect(readServerConfig({ ...env, SECRETS_KEY: 'ef'.repeat(32) }).app.secretsKey.toString('hex')).toBe(
        'ef'.repeat(32),
      );
      expect(readServerConfig({ ...env, SECRETS_KEY_FILE: keyOutside }).app.secretsKey.toString('hex')).toBe(
        'cd'.repeat(32),
      );
      expect(() => readServerConfig({ ...env, SECRETS_KEY_FILE: `${keyOutside}.missing` })).toThrow(
        /does not exist.*openssl rand -hex 32/,
      );
    });

    afterAll(() => {
      rmSync(productionDir, { recursive: true, force: true });
      rmSync(path.dirname(keyOutside), { recursive: true, force: true });
    });
  });

  it('outside production keeps the demo convenience: a key file in DATA_DIR, or SECRETS_KEY_FILE anywhere', () => {
    const inside = path.join(dataDir, 'chosen.key');
    writeFileSync(inside, '12'.repeat(32));
    expect(readServerConfig({ DATA_DIR: dataDir, SECRETS_KEY_FILE: inside }).app.secretsKey.toString('hex')).toBe(
      '12'.repeat(32),
    );
  });
});
