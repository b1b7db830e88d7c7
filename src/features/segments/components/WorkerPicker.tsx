import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useEffect, useState } from 'react';
import type { WorkerSummary } from '../../../../contract';
import { LIST_SEARCH_DELAY_MS } from '../../../lib/list-search';
import { useWorkerSearch } from '../api/search-workers';
import { defineMessages, useT } from '../../../lib/i18n';

const messages = defineMessages({
  failed: { id: 'segments.picker.failed', defaultMessage: 'Search failed. Check your connection and type again.' },
  searching: { id: 'segments.picker.searching', defaultMessage: 'Searching…' },
  none: { id: 'segments.picker.none', defaultMessage: 'No worker’s name contains “{q}”.' },
  placeholder: { id: 'segments.picker.placeholder', defaultMessage: 'Search by name' },
  noJobTitle: { id: 'segments.picker.noJobTitle', defaultMessage: 'No job title' },
  listed: { id: 'segments.picker.listed', defaultMessage: ' · already listed' },
  elsewhere: {
    id: 'segments.picker.elsewhere',
    defaultMessage: ' · {label}',
    description: '{label}: “already excluded”',
  },
});
import styles from './SegmentEditor.module.css';

function useDebouncedValue(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Finds a worker by name and hands it over; workers already listed are shown but not offered. */
export function WorkerPicker({
  label,
  inputId,
  listed,
  elsewhere,
  elsewhereLabel,
  onPick,
}: {
  label: string;
  inputId: string;
  /** Ids already in this list. */
  listed: ReadonlySet<string>;
  /** Ids in the other list (a worker cannot be in both). */
  elsewhere: ReadonlySet<string>;
  elsewhereLabel: string;
  onPick: (worker: WorkerSummary) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), LIST_SEARCH_DELAY_MS);
  const results = useWorkerSearch(query);
  const t = useT('segments');
  const workers = results.data?.items ?? [];
  const waiting = search.trim() !== query || results.isFetching;

  let status: string | null = null;
  if (search.trim() === '') status = null;
  else if (results.isError) status = t(messages.failed);
  else if (workers.length === 0) status = waiting ? t(messages.searching) : t(messages.none, { q: search.trim() });

  return (
    <ComboboxProvider value={search} setValue={setSearch} resetValueOnHide>
      <ComboboxLabel className="field-label">{label}</ComboboxLabel>
      <Combobox id={inputId} className="input" placeholder={t(messages.placeholder)} autoSelect autoComplete="list" />
      <ComboboxPopover gutter={4} sameWidth unmountOnHide className={styles.popover} aria-busy={waiting}>
        {workers.map((worker) => {
          const inList = listed.has(worker.id);
          const inOther = elsewhere.has(worker.id);
          return (
            <ComboboxItem
              key={worker.id}
              value={worker.name}
              className={styles.option}
              disabled={inList || inOther}
              setValueOnClick={false}
              onClick={() => {
                onPick(worker);
                setSearch('');
              }}
            >
              <span className={styles.optionName}>{worker.name}</span>
              <span className={styles.optionDetail}>
                {[worker.jobTitle, worker.department].filter(Boolean).join(' · ') || t(messages.noJobTitle)}
                <span className="mono"> {worker.id}</span>
                {inList ? t(messages.listed) : inOther ? t(messages.elsewhere, { label: elsewhereLabel }) : ''}
              </span>
            </ComboboxItem>
          );
        })}
        {status ? (
          <div className={styles.optionStatus} role="status">
            {status}
          </div>
        ) : null}
      </ComboboxPopover>
    </ComboboxProvider>
  );
}
