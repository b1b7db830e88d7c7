import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuditEvent, AuditTargetType } from '../../contract';
import { formatRelative, formatUtc } from '../lib/format';
import { isEndpointAbsent, type Page } from '../lib/http';
import { defineMessages, getLocale, loadNamespaces, T, useErrorMessages, useT, type Translate } from '../lib/i18n';
import { useMemberNames } from '../lib/members';
import { useHasPermission } from '../lib/session';
import { describeError } from './states';
import styles from './AuditTrail.module.css';

// Their own namespace: loaded where a history button is shown (owners and admins), not on every page.
const messages = defineMessages({
  loading: {
    id: 'auditTrail.loading',
    defaultMessage: 'Loading {subject}…',
    description:
      '{subject}: a feature’s name for the history, e.g. “the key’s history” (the first letter of the result is capitalised)',
  },
  absent: {
    id: 'auditTrail.absent',
    defaultMessage: 'This service keeps no activity log, so there is no {absent}.',
    description: '{absent}: a feature’s noun phrase for the history, e.g. “history of this key”',
  },
  failed: {
    id: 'auditTrail.failed',
    defaultMessage: '{subject} could not be loaded: {reason}',
    description:
      '{subject}: a feature’s name for the history, e.g. “the key’s history” (its first letter is capitalised); {reason}: what went wrong',
  },
  tryAgain: { id: 'auditTrail.tryAgain', defaultMessage: 'Try again' },
  anonymous: {
    id: 'auditTrail.anonymous',
    defaultMessage: 'someone not signed in',
    description: 'Who did something, when nobody was signed in',
  },
  apiKey: { id: 'auditTrail.apiKey', defaultMessage: 'API key {name}', description: 'Who did something: an API key' },
  from: {
    id: 'auditTrail.from',
    defaultMessage: 'from <mono>{address}</mono>',
    description: 'After the time of an event: the network address it came from',
  },
  latest: {
    id: 'auditTrail.latest',
    defaultMessage: 'The latest {size, number}.',
    description: 'When the log holds more events than the list shows',
  },
});

const NAMESPACE = 'auditTrail';

const mono = (chunks: ReactNode[]) => <span className="mono">{chunks}</span>;

/**
 * A short history of one object read from the activity log, behind a button: who did what to it,
 * when and from where. Only for those who may read the activity log (owners and admins); the
 * events (children) mount when it is opened, so their one read is made then.
 */
export function AuditTrail({
  title,
  label,
  placement = 'inline',
  children,
}: {
  /** The button's words: "Reveal history". */
  title: string;
  /** The button's accessible name where its words alone would be ambiguous: "Rotations of CI deploys". */
  label?: string;
  /** In a card, below its details (`inline`), or a page's own section whose heading is the button. */
  placement?: 'inline' | 'section';
  /** The events (`AuditTrailEvents`), rendered while open. */
  children: ReactNode;
}) {
  const allowed = useHasPermission('audit:read');
  const [open, setOpen] = useState(false);
  const id = useId();
  // The list's words, fetched with the button so that they are there when it is opened.
  useEffect(() => {
    if (allowed) void loadNamespaces(getLocale(), [NAMESPACE]).catch(() => undefined);
  }, [allowed]);
  if (!allowed) return null;
  const button = (
    <button
      type="button"
      className={placement === 'section' ? styles.toggle : 'btn btn-small btn-ghost'}
      aria-expanded={open}
      aria-controls={`${id}-panel`}
      aria-label={label}
      onClick={() => setOpen((value) => !value)}
    >
      <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
    </button>
  );
  const panel = (
    <div id={`${id}-panel`} hidden={!open}>
      {open ? children : null}
    </div>
  );
  if (placement === 'section') {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {button}
        </h2>
        {panel}
      </section>
    );
  }
  return (
    <div className={styles.inline}>
      {button}
      {panel}
    </div>
  );
}

/** What a feature's query of the activity log gives (its `useQuery` result fits). */
export interface AuditTrailHistory {
  data: Page<AuditEvent> | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** A feature's words for its history. */
export interface AuditTrailWords {
  /** The history, in its loading and failure notes: "the reveal history". */
  subject: string;
  /** What a service without an activity log has none of: "reveal history" (“…so there is no reveal history.”). */
  absent: string;
  /** The list's accessible name: "Reveal history of PAYROLL_TOKEN, newest first". */
  list: string;
  /** Said in place of the list and the link when there is no event; without it, only the link shows. */
  empty?: string;
  /** The link to the object's events in Activity: "See every event on this secret in Activity". */
  activity: string;
  /** Who did it when nobody signed in did, as the feature's phrase places it (default "someone not signed in"). */
  anonymous?: string;
}

/** How one event reads. */
export interface AuditEventWording {
  /** Who did what, before the time: <strong>Grace Hopper</strong> revealed it. */
  phrase: ReactNode;
  /** After the time (and the address): "· version abc". */
  after?: ReactNode;
  /** Set apart in the danger colour (a refused reveal). */
  alarm?: boolean;
}

interface AuditTrailEventsProps {
  history: AuditTrailHistory;
  /** The object: the link to Activity is filtered on it. */
  target: { type: AuditTargetType; id: string };
  /** How many events the query asks for: with more in the log, the list says it shows the latest ones. */
  size: number;
  words: AuditTrailWords;
  /** One event, given who did it (a member's name, an API key's, or nobody signed in). */
  describe: (event: AuditEvent, actor: string) => AuditEventWording;
  /** A line above the list about all the events shown: "Rotated 2 times." */
  summary?: (events: readonly AuditEvent[]) => string;
  /** Whether each event says the address it came from (default true). */
  showsAddress?: boolean;
}

/**
 * The events of an `AuditTrail`, newest first, in every state of their read: loading, no activity
 * log in this service (404), failed (with a way to try again), none, or the list.
 */
export function AuditTrailEvents(props: AuditTrailEventsProps) {
  // A status with no words while the list's own words load (fetched with the button, so rarely seen).
  return (
    <Suspense fallback={<p className="muted" role="status" />}>
      <EventsInWords {...props} />
    </Suspense>
  );
}

function EventsInWords(props: AuditTrailEventsProps) {
  const t = useT(NAMESPACE);
  return (
    <Suspense fallback={<Loading subject={props.words.subject} t={t} />}>
      <EventsBody {...props} />
    </Suspense>
  );
}

function Loading({ subject, t }: { subject: string; t: Translate }) {
  return (
    <p className="muted" role="status">
      {sentenceStart(t(messages.loading, { subject }))}
    </p>
  );
}

function EventsBody({ history, target, size, words, describe, summary, showsAddress = true }: AuditTrailEventsProps) {
  const t = useT(NAMESPACE);
  const { error, data } = history;
  const { names } = useMemberNames();
  useErrorMessages(Boolean(error));

  if (isEndpointAbsent(error)) {
    return <p className="muted">{t(messages.absent, { absent: words.absent })}</p>;
  }
  if (error) {
    return (
      <div className="alert alert-danger" role="alert">
        <span>{sentenceStart(t(messages.failed, { subject: words.subject, reason: describeError(error).title }))}</span>
        <button type="button" className="btn btn-small" onClick={() => void history.refetch()}>
          {t(messages.tryAgain)}
        </button>
      </div>
    );
  }
  if (!data) return <Loading subject={words.subject} t={t} />;
  const events = data.items;
  if (events.length === 0 && words.empty !== undefined) return <p className="muted">{words.empty}</p>;
  const anonymous = words.anonymous ?? t(messages.anonymous);
  return (
    <>
      {summary ? <p className={styles.summary}>{summary(events)}</p> : null}
      {events.length > 0 ? (
        <ol className={styles.list} aria-label={words.list}>
          {events.map((event) => {
            const { phrase, after, alarm } = describe(event, actorName(event, names, anonymous, t));
            return (
              <li key={event.id} className={alarm ? styles.alarm : undefined}>
                {phrase}{' '}
                <time dateTime={event.at} title={formatUtc(event.at)}>
                  {formatRelative(event.at)}
                </time>
                {showsAddress && event.clientAddress ? (
                  <>
                    {' '}
                    <T message={messages.from} values={{ address: event.clientAddress, mono }} />
                  </>
                ) : null}
                {after ? <> {after}</> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className={styles.more}>
        {data.pagination.hasMore ? `${t(messages.latest, { size })} ` : null}
        <Link to={`/activity?targetType=${target.type}&targetId=${encodeURIComponent(target.id)}`}>
          {words.activity}
        </Link>
      </p>
    </>
  );
}

/** Who did it: the member's name, the API key's, or the id when no name is known. */
function actorName(event: AuditEvent, names: ReadonlyMap<string, string>, anonymous: string, t: Translate): string {
  const { actor } = event;
  if (actor.type === 'user') return names.get(actor.userId) ?? actor.name ?? actor.userId;
  if (actor.type === 'api_key') return t(messages.apiKey, { name: actor.name ?? actor.apiKeyId });
  return anonymous;
}

function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
