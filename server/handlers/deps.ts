import type { Context } from 'hono';
import type { AppConfig } from '../config';
import type { FailedAuthLimiter } from '../http/auth-limits';
import type { AppEnv } from '../http/context';
import type { Stores } from '../store';

export interface Deps {
  stores: Stores;
  config: AppConfig;
  /** Failed-authentication limits shared by the API's checks and sign-in (absent or null: none). */
  limiter?: FailedAuthLimiter | null;
}

export type AppContext = Context<AppEnv>;

export const nowIso = (deps: Deps) => deps.config.now().toISOString();

/** A query parameter, with an empty value treated as absent. */
export function queryText(c: AppContext, name: string): string | undefined {
  const value = c.req.query(name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
