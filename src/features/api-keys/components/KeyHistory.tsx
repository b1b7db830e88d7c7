import type { ReactNode } from 'react';
import type { AuditEvent } from '../../../../contract';
import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
import { KEY_HISTORY_SIZE, useKeyHistory } from '../api/list-key-history';

const messages = defineMessages({
  title: {
    id: 'api-keys.history.title',
    defaultMessage: 'Rotations',
    description: 'The button that shows a key’s history',
  },
  label: { id: 'api-keys.history.label', defaultMessage: 'Rotations of {name}', description: '{name}: the key’s name' },
  subject: {
    id: 'api-keys.history.subject',
    defaultMessage: 'the key’s history',
    description: 'In “Loading {subject}…” and “{subject} could not be loaded”',
  },
  absent: {
    id: 'api-keys.history.absent',
    defaultMessage: 'history of this key',
    description: 'In “This service keeps no activity log, so there is no {absent}.”',
  },
  list: { id: 'api-keys.history.list', defaultMessage: 'History of {name}, newest first' },
  activity: { id: 'api-keys.history.activity', defaultMessage: 'See every event on this key in Activity' },
  created: {
    id: 'api-keys.history.created',
    defaultMessage: '<b>Created</b> by {actor}',
    description: '{actor}: a member’s name, or “API key …”; the time follows',
  },
  rotated: { id: 'api-keys.history.rotated', defaultMessage: '<b>Rotated</b> by {actor}' },
  revoked: { id: 'api-keys.history.revoked', defaultMessage: '<b>Revoked</b> by {actor}' },
  other: {
    id: 'api-keys.history.other',
    defaultMessage: '<b>{action}</b> by {actor}',
    description: '{action}: an action the console has no words for, as its code',
  },
  rotations: {
    id: 'api-keys.history.rotations',
    defaultMessage: '{count, plural, =0 {Never rotated.} one {Rotated once.} other {Rotated # times.}}',
  },
});

const WHAT: Record<string, MessageDescriptor> = {
  'api_key.create': messages.created,
  'api_key.rotate': messages.rotated,
  'api_key.revoke': messages.revoked,
};

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

interface KeyHistoryProps {
  keyId: string;
  keyName: string;
}

/** A key's rotations (and its creation and revocation): who, when, from where. */
export function KeyHistory(props: KeyHistoryProps) {
  const t = useT('api-keys');
  return (
    <AuditTrail title={t(messages.title)} label={t(messages.label, { name: props.keyName })}>
      <KeyEvents {...props} />
    </AuditTrail>
  );
}

function KeyEvents({ keyId, keyName }: KeyHistoryProps) {
  const t = useT('api-keys');
  return (
    <AuditTrailEvents
      history={useKeyHistory(keyId, true)}
      target={{ type: 'api_key', id: keyId }}
      size={KEY_HISTORY_SIZE}
      words={{
        subject: t(messages.subject),
        absent: t(messages.absent),
        list: t(messages.list, { name: keyName }),
        activity: t(messages.activity),
      }}
      summary={(events) => t(messages.rotations, { count: countRotations(events) })}
      describe={(event, actor) => ({
        phrase: <T message={WHAT[event.action] ?? messages.other} values={{ action: event.action, actor, b: bold }} />,
      })}
    />
  );
}

function countRotations(events: readonly AuditEvent[]): number {
  return events.filter((event) => event.action === 'api_key.rotate').length;
}
