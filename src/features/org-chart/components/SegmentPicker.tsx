import { formatInteger } from '../../../lib/format';
import { useSegmentList } from '../../../lib/segment-rules/use-segment-rules';
import { useAfterPaint } from '../../../lib/use-after-paint';
import type { SegmentOverlayState } from './use-segment-overlay';
import styles from './OrgChart.module.css';

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
  const painted = useAfterPaint(true);
  const { allowed, summaries, error } = useSegmentList({ enabled: painted });
  if (!allowed) return null;
  const known = summaries?.some((summary) => summary.id === segment) ?? false;
  const prefix = overlay.bound === 'at_most' ? 'at most ' : overlay.bound === 'at_least' ? 'at least ' : '';
  return (
    <div className={styles.segmentPicker}>
      <label className={styles.segmentChoice}>
        <span className="visually-hidden">Show segment</span>
        <select className="select" value={segment ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
          <option value="">
            {summaries ? 'Show segment: none' : error ? 'Segments unavailable' : 'Loading segments…'}
          </option>
          {segment !== null && !known ? <option value={segment}>{overlay.name ?? 'This segment'}</option> : null}
          {summaries?.map((summary) => (
            <option key={summary.id} value={summary.id}>
              {summary.name}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.segmentStatus} role="status">
        {overlay.status === 'ready' && overlay.overlay
          ? `${overlay.name}: ${prefix}${formatInteger(overlay.overlay.count)} of ${formatInteger(total)} people`
          : overlay.status === 'loading'
            ? 'Finding the segment’s members…'
            : overlay.status === 'failed'
              ? 'The segment could not be read.'
              : ''}
      </p>
    </div>
  );
}
