import type { ReactNode } from 'react';
import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
import { SAVE_HISTORY_SIZE, useSegmentSaves } from '../api/list-segment-saves';
import styles from './SegmentSaveHistory.module.css';

const messages = defineMessages({
  title: { id: 'segments.history.title', defaultMessage: 'Save history' },
  subject: {
    id: 'segments.history.subject',
    defaultMessage: 'the save history',
    description: 'In “Loading {subject}…” and “{subject} could not be loaded”',
  },
  absent: {
    id: 'segments.history.absent',
    defaultMessage: 'save history',
    description: 'In “This service keeps no activity log, so there is no {absent}.”',
  },
  list: { id: 'segments.history.list', defaultMessage: 'Saves, newest first' },
  empty: { id: 'segments.history.empty', defaultMessage: 'No saves are recorded for this segment.' },
  activity: { id: 'segments.history.activity', defaultMessage: 'See every event on this segment in Activity' },
  created: { id: 'segments.history.created', defaultMessage: '<b>Created</b> by {actor}' },
  saved: { id: 'segments.history.saved', defaultMessage: '<b>Saved</b> by {actor}' },
  deleted: { id: 'segments.history.deleted', defaultMessage: '<b>Deleted</b> by {actor}' },
  other: {
    id: 'segments.history.other',
    defaultMessage: '<b>{action}</b> by {actor}',
    description: '{action}: the event’s code, for one the console has no words for',
  },
  version: {
    id: 'segments.history.version',
    defaultMessage: '· version <code></code>',
    description: '<code></code> is replaced by the version tag (ETag)',
  },
  thisVersion: { id: 'segments.history.thisVersion', defaultMessage: 'This version' },
});

const WHAT: Record<string, MessageDescriptor> = {
  'segment.create': messages.created,
  'segment.replace': messages.saved,
  'segment.delete': messages.deleted,
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
  const t = useT('segments');
  return (
    <AuditTrail title={t(messages.title)} placement="section">
      <SaveEvents {...props} />
    </AuditTrail>
  );
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function SaveEvents({ segmentId, currentEtag }: SegmentSaveHistoryProps) {
  const t = useT('segments');
  return (
    <AuditTrailEvents
      history={useSegmentSaves(segmentId, true)}
      target={{ type: 'segment', id: segmentId }}
      size={SAVE_HISTORY_SIZE}
      words={{
        subject: t(messages.subject),
        absent: t(messages.absent),
        list: t(messages.list),
        empty: t(messages.empty),
        activity: t(messages.activity),
      }}
      showsAddress={false}
      describe={(event, actor) => ({
        phrase: <T message={WHAT[event.action] ?? messages.other} values={{ actor, action: event.action, b: bold }} />,
        after: event.etag ? (
          <>
            <T message={messages.version} values={{ code: () => <code className={styles.etag}>{event.etag}</code> }} />
            {sameVersion(event.etag, currentEtag) ? (
              <span className="badge badge-accent">{t(messages.thisVersion)}</span>
            ) : null}
          </>
        ) : null,
      })}
    />
  );
}
