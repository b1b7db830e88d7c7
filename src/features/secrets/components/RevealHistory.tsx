import type { AuditEvent } from '../../../../contract';
import { AuditTrail, AuditTrailEvents } from '../../../components/AuditTrail';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { REVEAL_HISTORY_SIZE, useRevealHistory } from '../api/list-reveal-history';

const messages = defineMessages({
  title: { id: 'secrets.history.title', defaultMessage: 'Reveal history' },
  subject: {
    id: 'secrets.history.subject',
    defaultMessage: 'the reveal history',
    description: 'In “Loading {subject}…” and “{Subject} could not be loaded”',
  },
  absent: {
    id: 'secrets.history.absent',
    defaultMessage: 'reveal history',
    description: 'In “This service keeps no activity log, so there is no {absent}.”',
  },
  list: {
    id: 'secrets.history.list',
    defaultMessage: 'Reveal history of {name}, newest first',
    description: 'Accessible name of the list of reveals; name: the secret’s name',
  },
  empty: { id: 'secrets.history.empty', defaultMessage: 'Nobody has revealed this secret.' },
  activity: { id: 'secrets.history.activity', defaultMessage: 'See every event on this secret in Activity' },
  anonymous: {
    id: 'secrets.history.anonymous',
    defaultMessage: 'Someone not signed in',
    description: 'Who revealed it, when nobody signed in did',
  },
  refused: {
    id: 'secrets.history.refused',
    defaultMessage: '<actor>{name}</actor> was refused the value',
    description: 'One event of the history; name: who asked',
  },
  revealed: {
    id: 'secrets.history.revealed',
    defaultMessage: '<actor>{name}</actor> revealed it',
    description: 'One event of the history; name: who revealed the value',
  },
});

interface RevealHistoryProps {
  secretId: string;
  secretName: string;
}

/** Who revealed this secret (or was refused its value), when and from where. */
export function RevealHistory(props: RevealHistoryProps) {
  const t = useT('secrets');
  return (
    <AuditTrail title={t(messages.title)}>
      <RevealEvents {...props} />
    </AuditTrail>
  );
}

function RevealEvents({ secretId, secretName }: RevealHistoryProps) {
  const t = useT('secrets');
  return (
    <AuditTrailEvents
      history={useRevealHistory(secretId, true)}
      target={{ type: 'secret', id: secretId }}
      size={REVEAL_HISTORY_SIZE}
      words={{
        subject: t(messages.subject),
        absent: t(messages.absent),
        list: t(messages.list, { name: secretName }),
        empty: t(messages.empty),
        activity: t(messages.activity),
        anonymous: t(messages.anonymous),
      }}
      describe={describeReveal}
    />
  );
}

function describeReveal(event: AuditEvent, actor: string) {
  const refused = event.action === 'secret.reveal_refused';
  return {
    phrase: (
      <T
        message={refused ? messages.refused : messages.revealed}
        values={{ name: actor, actor: (chunks) => <strong>{chunks}</strong> }}
      />
    ),
    alarm: refused,
  };
}
