import { defineMessages, useT } from '../../../lib/i18n';
import { useSegmentList } from '../../../lib/segment-rules/use-segment-rules';
import { useAfterPaint } from '../../../lib/use-after-paint';
import type { SegmentOverlayState } from './use-segment-overlay';
import { pickerMessages } from './ChartFrame';
import styles from './OrgChart.module.css';

const messages = defineMessages({
  unavailable: { id: 'org-chart.segment.unavailable', defaultMessage: 'Segments unavailable' },
  loading: { id: 'org-chart.segment.loading', defaultMessage: 'Loading segments…' },
  thisSegment: {
    id: 'org-chart.segment.this',
    defaultMessage: 'This segment',
    description: 'A segment chosen in the link whose name is not known',
  },
  count: {
    id: 'org-chart.segment.count',
    defaultMessage:
      '{bound, select, at_most {{name}: at most {count, number} of {total, plural, one {# person} other {# people}}} at_least {{name}: at least {count, number} of {total, plural, one {# person} other {# people}}} other {{name}: {count, number} of {total, plural, one {# person} other {# people}}}}',
    description: 'The segment shown and its members among the people in the chart; some counts are bounds',
  },
  finding: { id: 'org-chart.segment.finding', defaultMessage: 'Finding the segment’s members…' },
  failed: { id: 'org-chart.segment.failed', defaultMessage: 'The segment could not be read.' },
});

/**
 * "Show segment": highlights a segment's members on the graph and the tree list (the choice is
 * in the URL). Not shown to a caller who may not read segments, and nothing is asked for.
 */
export function SegmentPicker({
  segment,
  overlay,
  total,
  onChoose,
}: {
  segment: string | null;
  overlay: SegmentOverlayState;
  /** People in the chart. */
  total: number;
  onChoose(segment: string | null): void;
}) {
  const t = useT('org-chart');
  const painted = useAfterPaint(true);
  const { allowed, summaries, error } = useSegmentList({ enabled: painted });
  if (!allowed) return null;
  const known = summaries?.some((summary) => summary.id === segment) ?? false;
  return (
    <div className={styles.segmentPicker}>
      <label className={styles.segmentChoice}>
        <span className="visually-hidden">{t(pickerMessages.label)}</span>
        <select className="select" value={segment ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
          <option value="">
            {t(summaries ? pickerMessages.none : error ? messages.unavailable : messages.loading)}
          </option>
          {segment !== null && !known ? (
            <option value={segment}>{overlay.name ?? t(messages.thisSegment)}</option>
          ) : null}
          {summaries?.map((summary) => (
            <option key={summary.id} value={summary.id}>
              {summary.name}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.segmentStatus} role="status">
        {overlay.status === 'ready' && overlay.overlay
          ? t(messages.count, {
              bound: overlay.bound,
              name: overlay.name ?? '',
              count: overlay.overlay.count,
              total,
            })
          : overlay.status === 'loading'
            ? t(messages.finding)
            : overlay.status === 'failed'
              ? t(messages.failed)
              : ''}
      </p>
    </div>
  );
}
