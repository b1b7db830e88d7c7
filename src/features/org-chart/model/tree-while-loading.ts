import type { WorkerTable } from '../../../lib/workforce/worker-table';
import { createReportingTreeBuilder, type ReportingTree } from './build-reporting-tree';

type Builder = ReturnType<typeof createReportingTreeBuilder>;

/** One builder per load: each load fills a table of its own. */
const builders = new WeakMap<WorkerTable, Builder>();

/**
 * The reporting tree of workers that arrive page after page, built as they arrive: each call reads
 * the workers added since the last into nodes, so that once the load is `complete` only placing
 * them remains. Null until then. Calls with the same workers are cheap and return the same tree.
 */
export function reportingTreeWhileLoading(workers: WorkerTable, complete: boolean): ReportingTree | null {
  if (workers.length === 0) return null;
  let builder = builders.get(workers);
  if (!builder) {
    builder = createReportingTreeBuilder();
    builders.set(workers, builder);
  }
  if (!complete) {
    builder.add(workers, builder.count);
    return null;
  }
  if (!builder.finished) builder.add(workers, builder.count);
  return builder.finish();
}
