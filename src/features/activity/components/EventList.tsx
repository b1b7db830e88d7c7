import { Link } from 'react-router';
import { formatRelative, formatUtc } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import type { AuditEvent } from '../../../../contract';
import { actionLabel, actorFilterValue, actorText, targetHref, targetTypeLabel } from '../model/event-text';
import { filtersSearch, withFilter, type ActivityFilters } from '../model/filters';
import styles from './ActivityPage.module.css';

const messages = defineMessages({
  when: { id: 'activity.column.when', defaultMessage: 'When' },
  who: { id: 'activity.column.who', defaultMessage: 'Who' },
  what: { id: 'activity.column.what', defaultMessage: 'What' },
  on: { id: 'activity.column.on', defaultMessage: 'On', description: 'Column of the object acted on' },
  from: { id: 'activity.column.from', defaultMessage: 'From address', description: 'Column of the IP address' },
  list: { id: 'activity.list.label', defaultMessage: 'Events, newest first' },
  fresh: {
    id: 'activity.event.new',
    defaultMessage: 'New',
    description: 'Badge on an event that came in by live refresh',
  },
  object: {
    id: 'activity.event.object',
    defaultMessage: '{type} {id}',
    description: 'An object named by its type and id: “Segment seg_eng”',
  },
  byPerson: { id: 'activity.event.byPersonLabel', defaultMessage: 'Only this person: events by {who}' },
  onlyPerson: { id: 'activity.event.byPerson', defaultMessage: 'Only this person' },
  version: {
    id: 'activity.event.version',
    defaultMessage: 'version',
    description: 'Read by screen readers before the ETag',
  },
  etag: { id: 'activity.event.etagTitle', defaultMessage: 'The ETag of the version this save made' },
  open: { id: 'activity.event.open', defaultMessage: 'Open {object}' },
  onObject: { id: 'activity.event.onObjectLabel', defaultMessage: 'Only this object: events on {object}' },
  onlyObject: { id: 'activity.event.onObject', defaultMessage: 'Only this object' },
  fromAddress: {
    id: 'activity.event.fromAddress',
    defaultMessage: 'from',
    description: 'Read by screen readers before the IP address: “from 203.0.113.9”',
  },
});

export interface EventListProps {
  events: readonly AuditEvent[];
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  /** Ids of events that came in by live refresh since the page opened (marked "New"). */
  freshIds: ReadonlySet<string>;
}

/** The events, newest first: when, who, what, on which object, from where; each row filters on its person or object in one click. */
export function EventList({ events, filters, names, freshIds }: EventListProps) {
  const t = useT('activity');
  return (
    <div>
      {/* The columns' names, for the eye (each row says what it is to a screen reader). */}
      <div className={styles.columns} aria-hidden="true">
        <span>{t(messages.when)}</span>
        <span>{t(messages.who)}</span>
        <span>{t(messages.what)}</span>
        <span>{t(messages.on)}</span>
        <span>{t(messages.from)}</span>
      </div>
      <ol className={styles.events} aria-label={t(messages.list)}>
        {events.map((event) => (
          <EventRow key={event.id} event={event} filters={filters} names={names} fresh={freshIds.has(event.id)} />
        ))}
      </ol>
    </div>
  );
}

function EventRow({
  event,
  filters,
  names,
  fresh,
}: {
  event: AuditEvent;
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  fresh: boolean;
}) {
  const t = useT('activity');
  const who = actorText(event.actor, names, t);
  const actor = actorFilterValue(event.actor);
  const typeName = targetTypeLabel(event.targetType, t);
  const objectName = t(messages.object, { type: typeName, id: event.targetId });
  const objectHref = targetHref(event.targetType, event.targetId);
  const fromThisPerson = actor === null ? null : filtersSearch(withFilter(filters, 'actor', actor));
  const onThisObject = filtersSearch(
    withFilter(withFilter(filters, 'targetType', event.targetType), 'targetId', event.targetId),
  );
  const failed = event.action === 'auth.failed' || event.action === 'auth.limited' || event.action.endsWith('_refused');

  return (
    <li className={`${styles.event} ${fresh ? styles.fresh : ''}`}>
      <span className={styles.when}>
        <time dateTime={event.at} title={formatUtc(event.at)}>
          {formatRelative(event.at)}
        </time>
        {fresh ? <span className="badge badge-accent">{t(messages.fresh)}</span> : null}
      </span>
      <span className={styles.who}>
        <span className={styles.cellText}>{who}</span>
        {fromThisPerson !== null && filters.actor !== actor ? (
          <Link to={fromThisPerson} className={styles.filterLink} aria-label={t(messages.byPerson, { who })}>
            {t(messages.onlyPerson)}
          </Link>
        ) : null}
      </span>
      <span className={`${styles.action} ${failed ? styles.failed : ''}`}>
        {actionLabel(event.action, t)}
        {event.etag ? (
          <span className={styles.etag}>
            {' '}
            <span className="visually-hidden">{t(messages.version)} </span>
            <code title={t(messages.etag)}>{event.etag}</code>
          </span>
        ) : null}
      </span>
      <span className={styles.object}>
        <span className={styles.cellText}>
          <span className="muted">{typeName}</span>{' '}
          {objectHref ? (
            <Link to={objectHref} className="mono" aria-label={t(messages.open, { object: objectName })}>
              {event.targetId}
            </Link>
          ) : (
            <span className="mono">{event.targetId}</span>
          )}
        </span>
        {filters.targetId !== event.targetId || filters.targetType !== event.targetType ? (
          <Link
            to={onThisObject}
            className={styles.filterLink}
            aria-label={t(messages.onObject, { object: objectName })}
          >
            {t(messages.onlyObject)}
          </Link>
        ) : null}
      </span>
      <span className={`${styles.address} mono`}>
        {event.clientAddress ? (
          <>
            <span className="visually-hidden">{t(messages.fromAddress)} </span>
            {event.clientAddress}
          </>
        ) : null}
      </span>
    </li>
  );
}
