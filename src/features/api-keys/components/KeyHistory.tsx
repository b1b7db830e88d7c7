import type { AuditEvent } from '../../../../contract';
import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { KEY_HISTORY_SIZE, useKeyHistory } from '../api/list-key-history';

const WHAT: Record<string, string> = {
  'api_key.create': 'Created',
  'api_key.rotate': 'Rotated',
  'api_key.revoke': 'Revoked',
};

interface KeyHistoryProps {
  keyId: string;
  keyName: string;
}

/** A key's rotations (and its creation and revocation): who, when, from where. */
export function KeyHistory(props: KeyHistoryProps) {
  return (
    <AuditTrail title="Rotations" label={`Rotations of ${props.keyName}`}>
      <KeyEvents {...props} />
    </AuditTrail>
  );
}

function KeyEvents({ keyId, keyName }: KeyHistoryProps) {
  return (
    <AuditTrailEvents
      history={useKeyHistory(keyId, true)}
      target={{ type: 'api_key', id: keyId }}
      size={KEY_HISTORY_SIZE}
      words={{
        subject: 'the key’s history',
        absent: 'history of this key',
        list: `History of ${keyName}, newest first`,
        activity: 'See every event on this key in Activity',
      }}
      summary={countRotations}
      describe={(event, actor) => ({
        phrase: (
          <>
            <strong>{WHAT[event.action] ?? event.action}</strong> by {actor}
          </>
        ),
      })}
    />
  );
}

function countRotations(events: readonly AuditEvent[]): string {
  const rotations = events.filter((event) => event.action === 'api_key.rotate').length;
  return rotations === 0 ? 'Never rotated.' : rotations === 1 ? 'Rotated once.' : `Rotated ${rotations} times.`;
}
