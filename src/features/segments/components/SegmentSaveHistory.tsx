import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { SAVE_HISTORY_SIZE, useSegmentSaves } from '../api/list-segment-saves';
import styles from './SegmentSaveHistory.module.css';

const WHAT: Record<string, string> = {
  'segment.create': 'Created',
  'segment.replace': 'Saved',
  'segment.delete': 'Deleted',
};

/** Two spellings of one version: the ETag header's (`"abc"`, `W/"abc"`) and the event's (`abc`). */
export function sameVersion(a: string | null, b: string | null): boolean {
  const bare = (tag: string) => tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return a !== null && b !== null && bare(a) === bare(b);
}

interface SegmentSaveHistoryProps {
  segmentId: string;
  /** The version being edited (its ETag header), marked in the list. */
  currentEtag: string | null;
}

/** Who saved this segment, when, and which version (ETag) each save made. */
export function SegmentSaveHistory(props: SegmentSaveHistoryProps) {
  return (
    <AuditTrail title="Save history" placement="section">
      <SaveEvents {...props} />
    </AuditTrail>
  );
}

function SaveEvents({ segmentId, currentEtag }: SegmentSaveHistoryProps) {
  return (
    <AuditTrailEvents
      history={useSegmentSaves(segmentId, true)}
      target={{ type: 'segment', id: segmentId }}
      size={SAVE_HISTORY_SIZE}
      words={{
        subject: 'the save history',
        absent: 'save history',
        list: 'Saves, newest first',
        empty: 'No saves are recorded for this segment.',
        activity: 'See every event on this segment in Activity',
      }}
      showsAddress={false}
      describe={(event, actor) => ({
        phrase: (
          <>
            <strong>{WHAT[event.action] ?? event.action}</strong> by {actor}
          </>
        ),
        after: event.etag ? (
          <>
            · version <code className={styles.etag}>{event.etag}</code>
            {sameVersion(event.etag, currentEtag) ? <span className="badge badge-accent">This version</span> : null}
          </>
        ) : null,
      })}
    />
  );
}
