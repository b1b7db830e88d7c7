import type { MiddlewareHandler } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppEnv } from './context';

export interface FaultConfig {
  /** Added delay, picked uniformly in [low, high] milliseconds. */
  latencyMs: [number, number] | null;
  /** Share of requests (0..1) answered 500 `internal_error`. */
  errorRate: number;
  /** Only paths matching this are affected (all /api paths when null). */
  paths: RegExp | null;
}

export class InjectedFault extends Error {
  constructor() {
    super('Injected fault (FAULT_ERROR_RATE)');
  }
}

/** Fault injection for demos and resilience tests; mounted on /api only. */
export function faultInjection(faults: FaultConfig, random: () => number = Math.random): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (faults.paths && !faults.paths.test(c.req.path)) return next();
    if (faults.latencyMs) {
      const [low, high] = faults.latencyMs;
      await sleep(low + Math.round(random() * (high - low)));
    }
    if (faults.errorRate > 0 && random() < faults.errorRate) throw new InjectedFault();
    return next();
  };
}
