import type { OrgChartWorker } from '../../../../contract';
import { createReportingTreeBuilder, type ReportingTree } from './build-reporting-tree';

type Builder = ReturnType<typeof createReportingTreeBuilder>;

/** One builder per load, found by the load's first record (a new load reads new records). */
const builders = new WeakMap<OrgChartWorker, Builder>();

/**
 * The reporting tree of workers that arrive page after page, built as they arrive: each call reads
 * the records added since the last into nodes, so that once the load is `complete` only placing
 * them remains. Null until then. Calls with the same records are cheap and return the same tree.
 */
export function reportingTreeWhileLoading(records: readonly OrgChartWorker[], complete: boolean): ReportingTree | null {
  const first = records[0];
  if (first === undefined) return null;
  let builder = builders.get(first);
  if (!builder || builder.count > records.length) {
    builder = createReportingTreeBuilder();
    builders.set(first, builder);
  }
  if (!complete) {
    builder.add(records, builder.count);
    return null;
  }
  if (!builder.finished) builder.add(records, builder.count);
  return builder.finish();
}
