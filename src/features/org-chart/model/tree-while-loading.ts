import type { WorkerTable } from '../../../lib/workforce/worker-table';
import { createReportingTreeBuilder, type ReportingTree } from './build-reporting-tree';

type Builder = ReturnType<typeof createReportingTreeBuilder>;

interface Load {
  builder: Builder;
  /** The tree of what had arrived, last drawn: when it was made, and with how many workers. */
  drawn: ReportingTree | null;
  drawnAt: number;
  drawnWith: number;
}

/** One builder per load: each load fills a table of its own. */
const loads = new WeakMap<WorkerTable, Load>();

/** The levels the chart opens on (see `defaultExpanded`): the top of the tree it draws first. */
export const OPENING_LEVELS = 2;

/**
 * How often, at most, the tree of what has arrived is made again while pages arrive, and by how much
 * the workers must have grown since: each is a copy of the tree so far and a new drawing of the
 * chart, which would slow the load down if made for every page.
 */
export const REDRAW_WHILE_ARRIVING_MS = 1000;
export const REDRAW_WHEN_GROWN = 2;

/**
 * Whether the tree of what has arrived can be drawn, from the lowest level anyone was placed at as
 * they arrived: its top (the root, and the levels the chart opens on) is in once someone below those
 * levels has arrived, for a service that sends managers before their reports as the reference API
 * does. The cards say their counts are so far either way, and later pages move nothing in view.
 */
export function canDrawWhileArriving(deepest: number, openingLevels = OPENING_LEVELS): boolean {
  return deepest > openingLevels;
}

export interface WhileLoadingOptions {
  /** The time now (ms), to space the trees made while arriving (see `REDRAW_WHILE_ARRIVING_MS`). */
  now?: number;
  every?: number;
}

/**
 * The reporting tree of workers that arrive page after page, built as they arrive: each call reads
 * the workers added since the last into nodes, so that once the load is `complete` only placing
 * them remains. Before that, the tree of what has arrived (`ReportingTree.arriving`), once its top
 * can be drawn (see `canDrawWhileArriving`), made again at most every `every` ms and once the workers
 * have doubled; null until then.
 * Calls with the same workers are cheap and return the same tree.
 */
export function reportingTreeWhileLoading(
  workers: WorkerTable,
  complete: boolean,
  { now = performance.now(), every = REDRAW_WHILE_ARRIVING_MS }: WhileLoadingOptions = {},
): ReportingTree | null {
  if (workers.length === 0) return null;
  let load = loads.get(workers);
  if (!load) {
    load = { builder: createReportingTreeBuilder(), drawn: null, drawnAt: -Infinity, drawnWith: 0 };
    loads.set(workers, load);
  }
  const { builder } = load;
  if (complete) {
    if (!builder.finished) builder.add(workers, builder.count);
    return builder.finish();
  }
  builder.add(workers, builder.count);
  if (!canDrawWhileArriving(builder.deepest) || builder.count === load.drawnWith) return load.drawn;
  // The first as soon as it can be drawn; then at most every `every` ms, once the workers have grown.
  if (load.drawn && (now - load.drawnAt < every || builder.count < load.drawnWith * REDRAW_WHEN_GROWN)) {
    return load.drawn;
  }
  load.drawn = builder.snapshot();
  load.drawnAt = now;
  load.drawnWith = builder.count;
  return load.drawn;
}
