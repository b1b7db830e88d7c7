import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { auditActions, auditTargetTypes } from '../../../../contract';
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

/** A filter's value as people read it: a member's name, an action's words. */
function valueText(key: FilterKey, value: string, names: ReadonlyMap<string, string>): string {
  if (key === 'actor') return names.get(value) ?? value;
  if (key === 'action') return actionLabel(value);
  if (key === 'targetType') return targetTypeLabel(value);
  return value;
}

export interface FilterBarProps {
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  refused: RefusedFilter | null;
}

/** The filters as chips (each removable in one click), and a form to set them. */
export function FilterBar({ filters, names, refused }: FilterBarProps) {
  const active = activeFilters(filters);
  return (
    <div className={styles.filterBar}>
      {active.length > 0 ? (
        <ul className={styles.chips} aria-label="Filters">
          {active.map(({ key, value }) => {
            const text = `${FILTER_LABELS[key]}: ${valueText(key, value, names)}`;
            const invalid = refused?.key === key;
            return (
              <li key={key} className={`${styles.chip} ${invalid ? styles.chipInvalid : ''}`}>
                <span>
                  {text}
                  {invalid ? <span className="visually-hidden"> (refused by the service)</span> : null}
                </span>
                <Link
                  to={filtersSearch(withFilter(filters, key, null)) || '?'}
                  className={styles.chipRemove}
                  aria-label={`Remove the filter ${text}`}
                  title="Remove this filter"
                >
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            );
          })}
          {active.length > 1 ? (
            <li>
              <Link to="?" className="btn btn-small btn-ghost">
                Clear all filters
              </Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="muted">Showing every event. Filter by person, action, object or dates.</p>
      )}
      <FilterForm key={filtersSearch(filters)} filters={filters} names={names} refused={refused} />
    </div>
  );
}

function FilterForm({ filters, names, refused }: FilterBarProps) {
  const navigate = useNavigate();
  const id = useId();
  const people = [...names].sort((a, b) => a[1].localeCompare(b[1]));
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
      <summary>Change filters</summary>
      <form className={styles.filterForm} onSubmit={onSubmit} aria-label="Filters">
        <div className={styles.field}>
          <label htmlFor={`${id}-actor`}>Person</label>
          <select className="select" {...fieldProps('actor')}>
            <option value="">Anyone</option>
            {actorUnlisted ? <option value={filters.actor}>{filters.actor}</option> : null}
            {people.map(([userId, name]) => (
              <option key={userId} value={userId}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-action`}>Action</label>
          <select className="select" {...fieldProps('action')}>
            <option value="">Any action</option>
            {filters.action && !(auditActions as readonly string[]).includes(filters.action) ? (
              <option value={filters.action}>{filters.action}</option>
            ) : null}
            {auditActions.map((code) => (
              <option key={code} value={code}>
                {actionLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-targetType`}>Object type</label>
          <select className="select" {...fieldProps('targetType')}>
            <option value="">Any object</option>
            {filters.targetType && !(auditTargetTypes as readonly string[]).includes(filters.targetType) ? (
              <option value={filters.targetType}>{filters.targetType}</option>
            ) : null}
            {auditTargetTypes.map((code) => (
              <option key={code} value={code}>
                {targetTypeLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-targetId`}>Object id</label>
          <input className="input mono" autoComplete="off" spellCheck={false} {...fieldProps('targetId')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>From</label>
          <input className="input" type="date" {...fieldProps('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>To</label>
          <input className="input" type="date" {...fieldProps('to')} />
        </div>
        {refused ? (
          <p id={`${id}-refused`} className={`field-error ${styles.formError}`}>
            The service refused the {refused.label} filter: {refused.message}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary btn-small">
            Apply filters
          </button>
        </div>
      </form>
    </details>
  );
}
