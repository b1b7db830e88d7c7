import type { AuditEvent } from '../../../../contract';
import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { REVEAL_HISTORY_SIZE, useRevealHistory } from '../api/list-reveal-history';

interface RevealHistoryProps {
  secretId: string;
  secretName: string;
}

/** Who revealed this secret (or was refused its value), when and from where. */
export function RevealHistory(props: RevealHistoryProps) {
  return (
    <AuditTrail title="Reveal history">
      <RevealEvents {...props} />
    </AuditTrail>
  );
}

function RevealEvents({ secretId, secretName }: RevealHistoryProps) {
  return (
    <AuditTrailEvents
      history={useRevealHistory(secretId, true)}
      target={{ type: 'secret', id: secretId }}
      size={REVEAL_HISTORY_SIZE}
      words={{
        subject: 'the reveal history',
        absent: 'reveal history',
        list: `Reveal history of ${secretName}, newest first`,
        empty: 'Nobody has revealed this secret.',
        activity: 'See every event on this secret in Activity',
        anonymous: 'Someone not signed in',
      }}
      describe={describeReveal}
    />
  );
}

function describeReveal(event: AuditEvent, actor: string) {
  const refused = event.action === 'secret.reveal_refused';
  return {
    phrase: (
      <>
        <strong>{actor}</strong> {refused ? 'was refused the value' : 'revealed it'}
      </>
    ),
    alarm: refused,
  };
}
