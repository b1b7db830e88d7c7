import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { auditActions, auditTargetTypes } from '../../../../contract';
import { compareText } from '../../../lib/format';
import { defineMessages, useT, type Translate } from '../../../lib/i18n';
import { actionLabel, targetTypeLabel } from '../model/event-text';
import {
  activeFilters,
  FILTER_KEYS,
  FILTER_LABELS,
  filtersSearch,
  withFilter,
  type ActivityFilters,
  type FilterKey,
} from '../model/filters';
import type { RefusedFilter } from '../model/refused-filter';
import styles from './ActivityPage.module.css';

const messages = defineMessages({
  chips: { id: 'activity.filters.label', defaultMessage: 'Filters' },
  chip: {
    id: 'activity.filters.chip',
    defaultMessage: '{filter}: {value}',
    description: 'A filter set: its name and value (“Person: Grace Hopper”)',
  },
  refusedChip: {
    id: 'activity.filters.refusedChip',
    defaultMessage: '(refused by the service)',
    description: 'Read by screen readers after a filter the service refused',
  },
  remove: { id: 'activity.filters.removeLabel', defaultMessage: 'Remove the filter {filter}' },
  removeTitle: { id: 'activity.filters.removeTitle', defaultMessage: 'Remove this filter' },
  clearAll: { id: 'activity.filters.clearAll', defaultMessage: 'Clear all filters' },
  none: {
    id: 'activity.filters.none',
    defaultMessage: 'Showing every event. Filter by person, action, object or dates.',
  },
  change: { id: 'activity.filters.change', defaultMessage: 'Change filters' },
  anyone: { id: 'activity.filters.anyone', defaultMessage: 'Anyone' },
  anyAction: { id: 'activity.filters.anyAction', defaultMessage: 'Any action' },
  anyObject: { id: 'activity.filters.anyObject', defaultMessage: 'Any object' },
  objectId: { id: 'activity.filters.objectId', defaultMessage: 'Object id' },
  refused: {
    id: 'activity.filters.refused',
    defaultMessage: 'The service refused the {filter} filter: {message}',
    description: '{filter} is the filter’s name (“From”); {message} is the service’s own reason, in English',
  },
  apply: { id: 'activity.filters.apply', defaultMessage: 'Apply filters' },
});

/** A filter's value as people read it: a member's name, an action's words. */
function valueText(key: FilterKey, value: string, names: ReadonlyMap<string, string>, t: Translate): string {
  if (key === 'actor') return names.get(value) ?? value;
  if (key === 'action') return actionLabel(value, t);
  if (key === 'targetType') return targetTypeLabel(value, t);
  return value;
}

export interface FilterBarProps {
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  refused: RefusedFilter | null;
}

/** The filters as chips (each removable in one click), and a form to set them. */
export function FilterBar({ filters, names, refused }: FilterBarProps) {
  const t = useT('activity');
  const active = activeFilters(filters);
  return (
    <div className={styles.filterBar}>
      {active.length > 0 ? (
        <ul className={styles.chips} aria-label={t(messages.chips)}>
          {active.map(({ key, value }) => {
            const text = t(messages.chip, { filter: t(FILTER_LABELS[key]), value: valueText(key, value, names, t) });
            const invalid = refused?.key === key;
            return (
              <li key={key} className={`${styles.chip} ${invalid ? styles.chipInvalid : ''}`}>
                <span>
                  {text}
                  {invalid ? <span className="visually-hidden"> {t(messages.refusedChip)}</span> : null}
                </span>
                <Link
                  to={filtersSearch(withFilter(filters, key, null)) || '?'}
                  className={styles.chipRemove}
                  aria-label={t(messages.remove, { filter: text })}
                  title={t(messages.removeTitle)}
                >
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            );
          })}
          {active.length > 1 ? (
            <li>
              <Link to="?" className="btn btn-small btn-ghost">
                {t(messages.clearAll)}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="muted">{t(messages.none)}</p>
      )}
      <FilterForm key={filtersSearch(filters)} filters={filters} names={names} refused={refused} />
    </div>
  );
}

function FilterForm({ filters, names, refused }: FilterBarProps) {
  const t = useT('activity');
  const navigate = useNavigate();
  const id = useId();
  const people = [...names].sort((a, b) => compareText(a[1], b[1]));
  const actorUnlisted = filters.actor !== undefined && !names.has(filters.actor);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let next: ActivityFilters = {};
    for (const key of FILTER_KEYS) next = withFilter(next, key, String(data.get(key) ?? ''));
    void navigate(filtersSearch(next) || '?');
  };

  const fieldProps = (key: FilterKey) => ({
    id: `${id}-${key}`,
    name: key,
    defaultValue: filters[key] ?? '',
    'aria-invalid': refused?.key === key ? true : undefined,
    'aria-describedby': refused?.key === key ? `${id}-refused` : undefined,
  });

  return (
    <details className={styles.filterPanel} open={refused !== null || undefined}>
      <summary>{t(messages.change)}</summary>
      <form className={styles.filterForm} onSubmit={onSubmit} aria-label={t(messages.chips)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-actor`}>{t(FILTER_LABELS.actor)}</label>
          <select className="select" {...fieldProps('actor')}>
            <option value="">{t(messages.anyone)}</option>
            {actorUnlisted ? <option value={filters.actor}>{filters.actor}</option> : null}
            {people.map(([userId, name]) => (
              <option key={userId} value={userId}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-action`}>{t(FILTER_LABELS.action)}</label>
          <select className="select" {...fieldProps('action')}>
            <option value="">{t(messages.anyAction)}</option>
            {filters.action && !(auditActions as readonly string[]).includes(filters.action) ? (
              <option value={filters.action}>{filters.action}</option>
            ) : null}
            {auditActions.map((code) => (
              <option key={code} value={code}>
                {actionLabel(code, t)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-targetType`}>{t(FILTER_LABELS.targetType)}</label>
          <select className="select" {...fieldProps('targetType')}>
            <option value="">{t(messages.anyObject)}</option>
            {filters.targetType && !(auditTargetTypes as readonly string[]).includes(filters.targetType) ? (
              <option value={filters.targetType}>{filters.targetType}</option>
            ) : null}
            {auditTargetTypes.map((code) => (
              <option key={code} value={code}>
                {targetTypeLabel(code, t)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-targetId`}>{t(messages.objectId)}</label>
          <input className="input mono" autoComplete="off" spellCheck={false} {...fieldProps('targetId')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t(FILTER_LABELS.from)}</label>
          <input className="input" type="date" {...fieldProps('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t(FILTER_LABELS.to)}</label>
          <input className="input" type="date" {...fieldProps('to')} />
        </div>
        {refused ? (
          <p id={`${id}-refused`} className={`field-error ${styles.formError}`}>
            {t(messages.refused, { filter: refused.label, message: refused.message })}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary btn-small">
            {t(messages.apply)}
          </button>
        </div>
      </form>
    </details>
  );
}
