import type { Stores } from '../store';
import { costSeries } from './costs';
import { buildLargeTree } from './org';
import { addDays, createRandom, daysAgo, SEED_TODAY } from './random';
import { workspaceBuilder } from './workspace-builder';

export interface LargeWorkspace {
  subdomain: 'bench' | 'huge';
  name: string;
  owner: { id: string; name: string; email: string };
  workers: number;
}

export const largeWorkspaces: Record<'bench' | 'huge', LargeWorkspace> = {
  bench: {
    subdomain: 'bench',
    name: 'Bench Corp',
    workers: 100_000,
    owner: { id: 'usr_bench', name: 'Bench Owner', email: 'owner@bench.test' },
  },
  huge: {
    subdomain: 'huge',
    name: 'Huge Corp',
    workers: 250_000,
    owner: { id: 'usr_huge', name: 'Huge Owner', email: 'owner@huge.test' },
  },
};

/** A large workspace: a deep tree of workers and ten years of daily license costs. */
export function seedLarge(stores: Stores, secretsKey: Buffer, spec: LargeWorkspace) {
  const random = createRandom(spec.workers);
  const workspace = stores.workspaces.create(spec.subdomain, spec.name, daysAgo(3700));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  seed.member(spec.owner, 'owner');
  const workers = seed.workers(buildLargeTree(random, spec.workers, 6));
  const costs = seed.costs(
    costSeries(random, {
      firstDay: addDays(SEED_TODAY, -3652),
      lastDay: SEED_TODAY,
      startHeadcount: Math.round(spec.workers * 0.2),
      endHeadcount: spec.workers,
      pricePerLicense: 720,
      unpricedStretches: [
        ['2019-03-04', '2019-03-10', 40],
        ['2023-08-14', '2023-08-20', 120],
      ],
    }),
  );
  return `${spec.subdomain}: 1 member, ${workers} workers, ${costs} license cost points`;
}
