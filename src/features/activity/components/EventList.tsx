import { Link } from 'react-router';
import { formatRelative, formatUtc } from '../../../lib/format';
import type { AuditEvent } from '../../../../contract';
import { actionLabel, actorFilterValue, actorText, targetHref, targetTypeLabel } from '../model/event-text';
import { filtersSearch, withFilter, type ActivityFilters } from '../model/filters';
import styles from './ActivityPage.module.css';

export interface EventListProps {
  events: readonly AuditEvent[];
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  /** Ids of events that came in by live refresh since the page opened (marked "New"). */
  freshIds: ReadonlySet<string>;
}

/** The events, newest first: when, who, what, on which object, from where; each row filters on its person or object in one click. */
export function EventList({ events, filters, names, freshIds }: EventListProps) {
  return (
    <div>
      {/* The columns' names, for the eye (each row says what it is to a screen reader). */}
      <div className={styles.columns} aria-hidden="true">
        <span>When</span>
        <span>Who</span>
        <span>What</span>
        <span>On</span>
        <span>From address</span>
      </div>
      <ol className={styles.events} aria-label="Events, newest first">
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
  const who = actorText(event.actor, names);
  const actor = actorFilterValue(event.actor);
  const objectName = `${targetTypeLabel(event.targetType)} ${event.targetId}`;
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
        {fresh ? <span className="badge badge-accent">New</span> : null}
      </span>
      <span className={styles.who}>
        <span className={styles.cellText}>{who}</span>
        {fromThisPerson !== null && filters.actor !== actor ? (
          <Link to={fromThisPerson} className={styles.filterLink} aria-label={`Only events by ${who}`}>
            Only this person
          </Link>
        ) : null}
      </span>
      <span className={`${styles.action} ${failed ? styles.failed : ''}`}>
        {actionLabel(event.action)}
        {event.etag ? (
          <span className={styles.etag}>
            {' '}
            <span className="visually-hidden">version </span>
            <code title="The ETag of the version this save made">{event.etag}</code>
          </span>
        ) : null}
      </span>
      <span className={styles.object}>
        <span className={styles.cellText}>
          <span className="muted">{targetTypeLabel(event.targetType)}</span>{' '}
          {objectHref ? (
            <Link to={objectHref} className="mono" aria-label={`Open ${objectName}`}>
              {event.targetId}
            </Link>
          ) : (
            <span className="mono">{event.targetId}</span>
          )}
        </span>
        {filters.targetId !== event.targetId || filters.targetType !== event.targetType ? (
          <Link to={onThisObject} className={styles.filterLink} aria-label={`Only events on ${objectName}`}>
            Only this object
          </Link>
        ) : null}
      </span>
      <span className={`${styles.address} mono`}>
        {event.clientAddress ? (
          <>
            <span className="visually-hidden">from </span>
            {event.clientAddress}
          </>
        ) : null}
      </span>
    </li>
  );
}
