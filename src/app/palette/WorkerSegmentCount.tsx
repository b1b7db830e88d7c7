import { useMemo } from 'react';
import { defineMessages, useT } from '../../lib/i18n';
import { PreviewColumns } from '../../lib/segment-rules/evaluate-segment';
import { segmentsOfWorker } from '../../lib/segment-rules/person-segments';
import { useSegmentRules } from '../../lib/segment-rules/use-segment-rules';
import { useOrgChartWorkers } from '../../lib/workforce/org-chart-workers';

const messages = defineMessages({
  inSegments: {
    id: 'menus.palette.workerSegments',
    defaultMessage: '{count, plural, one {in # segment} other {in # segments}}',
    description: 'After a person found by the command palette: how many segments they are in',
  },
});

/**
 * "in 7 segments" after a person found by the palette: every segment decided for them by the
 * segment editor's evaluator. Nothing for a caller who may not read segments (nothing is asked).
 * The person alone is read from the table (the first worker with their id, as the segments' lists
 * name them): every worker as records would be a second or more of one task at a million.
 */
export function WorkerSegmentCount({ workerId, className }: { workerId: string; className?: string }) {
  const t = useT();
  const workers = useOrgChartWorkers();
  const table = workers.complete ? workers.items : null;
  const { allowed, rules } = useSegmentRules({ enabled: table !== null });
  const count = useMemo(() => {
    if (!allowed || !rules || !table) return null;
    const index = table.indexOf(workerId);
    return index < 0 ? null : segmentsOfWorker(new PreviewColumns([table.record(index)]), rules, 0).member.length;
  }, [allowed, rules, table, workerId]);
  if (count === null) return null;
  return <span className={className}>{t(messages.inSegments, { count })}</span>;
}
