import type { SeedName } from '../config';
import type { Db } from '../db/open';
import { createStores, type Stores } from '../store';
import { seedLargeAuditLog } from './audit-log';
import { largeWorkspaces, seedLarge } from './bench';
import { seedAcme, seedGlobex } from './demo';
import { seedDirty } from './dirty';

type WorkspaceSeed = { subdomain: string; apply: (stores: Stores, secretsKey: Buffer) => string };

const seeds: Record<SeedName, WorkspaceSeed[]> = {
  demo: [
    { subdomain: 'acme', apply: seedAcme },
    { subdomain: 'globex', apply: seedGlobex },
  ],
  dirty: [{ subdomain: 'dirty', apply: seedDirty }],
  bench: [{ subdomain: 'bench', apply: (stores, key) => seedLarge(stores, key, largeWorkspaces.bench) }],
  huge: [{ subdomain: 'huge', apply: (stores, key) => seedLarge(stores, key, largeWorkspaces.huge) }],
  giga: [{ subdomain: 'giga', apply: (stores, key) => seedLarge(stores, key, largeWorkspaces.giga) }],
  audit: [{ subdomain: 'audit', apply: (stores, key) => seedLargeAuditLog(stores, key) }],
};

/**
 * Applies the named seeds, each workspace in one transaction, skipping workspaces already
 * present (so it is safe to run on every start). Returns one line per workspace saying what it did.
 */
export function applySeeds(db: Db, names: readonly SeedName[], secretsKey: Buffer): string[] {
  const stores = createStores(db);
  const report: string[] = [];
  for (const name of names) {
    for (const seed of seeds[name]) {
      if (stores.workspaces.findBySubdomain(seed.subdomain)) {
        report.push(`${seed.subdomain}: already present, left as is`);
        continue;
      }
      const started = performance.now();
      const summary = db.transaction(() => seed.apply(stores, secretsKey))();
      report.push(`${summary} (${Math.round(performance.now() - started)} ms)`);
    }
  }
  return report;
}
