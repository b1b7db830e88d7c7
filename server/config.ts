import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseLogLevel, type LogLevel } from './http/logger';
import type { FaultConfig } from './http/faults';

export const seedNames = ['demo', 'dirty', 'bench', 'huge', 'giga', 'audit'] as const;
export type SeedName = (typeof seedNames)[number];

/** What `createApp` needs; every field has a default (see `defaultAppConfig`). */
export interface AppConfig {
  staticDir: string;
  apiKeyLimit: number;
  secretsKey: Buffer;
  logLevel: LogLevel;
  /** Where log lines go (stdout by default; tests capture them). */
  writeLog?: (line: string) => void;
  faults: FaultConfig | null;
  /** The clock (tests move it to expire sessions, codes and keys). */
  now: () => Date;
  /** Workspaces are served at `{workspace}.{serviceDomain}` only. */
  serviceDomain: string;
  /** How many proxies in front of the API to believe X-Forwarded-* from (0: none). */
  trustProxy: number;
  /** Failed authentication allowed before 401s without checking; null: unlimited. */
  authFailureLimits: AuthFailureLimits | null;
  /** The development sign-in provider (anyone picks any member): on by default, off in production
   *  unless `DEV_SIGN_IN=on` (see `readServerConfig`). Off, it is not listed and its pages are unknown. */
  devSignIn: boolean;
  /** TEST ONLY (`DISABLED_ENDPOINTS`): endpoints answered as unknown, e.g. `GET /members`, to see
   *  how clients (the service check) behave against a service that lacks them. */
  disabledEndpoints: readonly string[];
  /** Whether the org chart offers the worker-columns form (an assumed extension, contract/assumed.ts)
   *  to clients that ask for it; off (`WORKER_COLUMNS=off`), it speaks only the spec's JSON, as a
   *  service without the extension does. */
  workerColumns: boolean;
}

/** Token buckets of failed authentication: each holds `perX` failures and refills over `windowMs`. */
export interface AuthFailureLimits {
  perAddress: number;
  perWorkspace: number;
  windowMs: number;
}

const defaultAuthFailureLimits: AuthFailureLimits = { perAddress: 20, perWorkspace: 100, windowMs: 300_000 };

export interface ServerConfig {
  port: number;
  host: string;
  database: string;
  dataDir: string;
  seeds: SeedName[];
  app: AppConfig;
}

export function defaultAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    staticDir: 'dist',
    apiKeyLimit: 25,
    secretsKey: randomBytes(32),
    logLevel: 'info',
    faults: null,
    now: () => new Date(),
    serviceDomain: 'localhost',
    trustProxy: 0,
    authFailureLimits: null,
    devSignIn: true,
    disabledEndpoints: [],
    workerColumns: true,
    ...overrides,
  };
}

function parseSeeds(raw: string | undefined): SeedName[] {
  const names = (raw ?? 'demo')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(seedNames as readonly string[]).includes(name)) {
      throw new Error(`SEED: unknown seed "${name}" (known: ${seedNames.join(', ')})`);
    }
  }
  return names as SeedName[];
}

function parseLatency(raw: string | undefined): [number, number] | null {
  if (!raw) return null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(raw.trim());
  if (!match) throw new Error(`FAULT_LATENCY_MS: expected "300" or "100-800", got "${raw}"`);
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (high < low) throw new Error('FAULT_LATENCY_MS: the range must be low-high');
  return [low, high];
}

function parseFaults(env: NodeJS.ProcessEnv): FaultConfig | null {
  const latencyMs = parseLatency(env.FAULT_LATENCY_MS);
  const errorRate = env.FAULT_ERROR_RATE ? Number(env.FAULT_ERROR_RATE) : 0;
  if (!Number.isFinite(errorRate) || errorRate < 0 || errorRate > 1) {
    throw new Error('FAULT_ERROR_RATE: expected a number from 0 to 1');
  }
  if (!latencyMs && errorRate === 0) return null;
  return { latencyMs, errorRate, paths: env.FAULT_PATHS ? new RegExp(env.FAULT_PATHS) : null };
}

const MAKE_A_KEY = 'make one with `openssl rand -hex 32`';

function parseHexKey(raw: string, name: string): Buffer {
  const text = raw.trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${name}: expected 64 hex characters (${MAKE_A_KEY})`);
  return Buffer.from(text, 'hex');
}

const isInside = (dir: string, file: string) => {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * The key that encrypts secrets at rest: SECRETS_KEY, else SECRETS_KEY_FILE, else (not in
 * production) a key file beside the database. In production the key must not sit in DATA_DIR,
 * where a copy of the folder would be a copy of every secret.
 */
function loadSecretsKey(env: NodeJS.ProcessEnv, dataDir: string, database: string): Buffer {
  if (env.SECRETS_KEY) return parseHexKey(env.SECRETS_KEY, 'SECRETS_KEY');
  const production = env.NODE_ENV === 'production';
  if (env.SECRETS_KEY_FILE) {
    if (production && isInside(dataDir, env.SECRETS_KEY_FILE)) {
      throw new Error(
        `SECRETS_KEY_FILE: in production the key must live outside DATA_DIR (${dataDir}), or a copy of the data is a copy of every secret`,
      );
    }
    if (!existsSync(env.SECRETS_KEY_FILE)) {
      throw new Error(`SECRETS_KEY_FILE: ${env.SECRETS_KEY_FILE} does not exist (${MAKE_A_KEY})`);
    }
    return parseHexKey(readFileSync(env.SECRETS_KEY_FILE, 'utf8'), 'SECRETS_KEY_FILE');
  }
  if (production) {
    throw new Error(
      'NODE_ENV=production needs the key that encrypts secrets: set SECRETS_KEY to 64 hex characters, or SECRETS_KEY_FILE to a file outside DATA_DIR holding them; make one with `openssl rand -hex 32 > /etc/service/secrets.key`',
    );
  }
  if (database === ':memory:') return randomBytes(32);
  const file = path.join(dataDir, 'secrets.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600 });
  return key;
}

function parseCount(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name}: expected a whole number, 0 or more`);
  return value;
}

/** `SERVICE_DOMAIN`: a host name without scheme, port or dots at either end. */
function parseServiceDomain(raw: string | undefined): string {
  const domain = (raw ?? 'localhost').trim().toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain)) {
    throw new Error(`SERVICE_DOMAIN: expected a host name such as example.com, got "${raw}"`);
  }
  return domain;
}

/** `TRUST_PROXY`: unset, `false` or `0` believes no forwarded header; `true` is one proxy; else a count. */
function parseTrustProxy(raw: string | undefined): number {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  return parseCount(value, 'TRUST_PROXY', 0);
}

/** The failed-authentication limits; `AUTH_FAILURE_LIMITS=off` lifts them (benchmarks, load tests). */
function parseAuthFailureLimits(env: NodeJS.ProcessEnv): AuthFailureLimits | null {
  if (env.AUTH_FAILURE_LIMITS?.trim().toLowerCase() === 'off') return null;
  const windowSeconds = parseCount(
    env.AUTH_FAILURE_WINDOW_SECONDS,
    'AUTH_FAILURE_WINDOW_SECONDS',
    defaultAuthFailureLimits.windowMs / 1000,
  );
  if (windowSeconds === 0) throw new Error('AUTH_FAILURE_WINDOW_SECONDS: expected 1 or more');
  return {
    perAddress: parseCount(
      env.AUTH_FAILURES_PER_ADDRESS,
      'AUTH_FAILURES_PER_ADDRESS',
      defaultAuthFailureLimits.perAddress,
    ),
    perWorkspace: parseCount(
      env.AUTH_FAILURES_PER_WORKSPACE,
      'AUTH_FAILURES_PER_WORKSPACE',
      defaultAuthFailureLimits.perWorkspace,
    ),
    windowMs: windowSeconds * 1000,
  };
}

/** `DEV_SIGN_IN`: `on` or `off`; unset, the development provider is on except in production. */
function parseDevSignIn(raw: string | undefined, production: boolean): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return !production;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`DEV_SIGN_IN: expected "on" or "off", got "${raw}"`);
}

/** `DISABLED_ENDPOINTS` (test only): `GET /members,GET /workers`, paths as in contract/endpoints.ts. */
function parseDisabledEndpoints(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^(GET|POST|PUT|DELETE) \/\S*$/.test(entry)) {
      throw new Error(`DISABLED_ENDPOINTS: expected "GET /members"-style entries, got "${entry}"`);
    }
  }
  return entries;
}

/** `WORKER_COLUMNS`: `on` (the default) or `off`. */
function parseWorkerColumns(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`WORKER_COLUMNS: expected "on" or "off", got "${raw}"`);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? './data';
  const database = env.DATABASE ?? path.join(dataDir, 'service.sqlite');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: invalid port "${env.PORT}"`);
  const apiKeyLimit = Number(env.API_KEY_LIMIT ?? 25);
  if (!Number.isInteger(apiKeyLimit) || apiKeyLimit < 1) throw new Error('API_KEY_LIMIT: expected a positive integer');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    database,
    dataDir,
    seeds: parseSeeds(env.SEED),
    app: defaultAppConfig({
      staticDir: env.STATIC_DIR ?? 'dist',
      apiKeyLimit,
      secretsKey: loadSecretsKey(env, dataDir, database),
      logLevel: parseLogLevel(env.LOG_LEVEL),
      faults: parseFaults(env),
      serviceDomain: parseServiceDomain(env.SERVICE_DOMAIN),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      authFailureLimits: parseAuthFailureLimits(env),
      devSignIn: parseDevSignIn(env.DEV_SIGN_IN, env.NODE_ENV === 'production'),
      disabledEndpoints: parseDisabledEndpoints(env.DISABLED_ENDPOINTS),
      workerColumns: parseWorkerColumns(env.WORKER_COLUMNS),
    }),
  };
}
