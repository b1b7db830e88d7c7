import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseLogLevel, type LogLevel } from './http/logger';
import type { FaultConfig } from './http/faults';

export const seedNames = ['demo', 'dirty', 'bench', 'huge'] as const;
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
}

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

/** The key that encrypts secrets at rest: SECRETS_KEY, else a key file beside the database. */
function loadSecretsKey(env: NodeJS.ProcessEnv, dataDir: string, database: string): Buffer {
  if (env.SECRETS_KEY) {
    if (!/^[0-9a-fA-F]{64}$/.test(env.SECRETS_KEY)) throw new Error('SECRETS_KEY: expected 64 hex characters');
    return Buffer.from(env.SECRETS_KEY, 'hex');
  }
  if (database === ':memory:') return randomBytes(32);
  const file = path.join(dataDir, 'secrets.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600 });
  return key;
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
    }),
  };
}
