import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useEffect, useState } from 'react';
import type { WorkerSummary } from '../../../../contract';
import { LIST_SEARCH_DELAY_MS } from '../../../lib/list-search';
import { useWorkerSearch } from '../api/search-workers';
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
  const workers = results.data?.items ?? [];
  const waiting = search.trim() !== query || results.isFetching;

  let status: string | null = null;
  if (search.trim() === '') status = null;
  else if (results.isError) status = 'Search failed. Check your connection and type again.';
  else if (workers.length === 0) status = waiting ? 'Searching…' : `No worker’s name contains “${search.trim()}”.`;

  return (
    <ComboboxProvider value={search} setValue={setSearch} resetValueOnHide>
      <ComboboxLabel className="field-label">{label}</ComboboxLabel>
      <Combobox id={inputId} className="input" placeholder="Search by name" autoSelect autoComplete="list" />
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
                {[worker.jobTitle, worker.department].filter(Boolean).join(' · ') || 'No job title'}
                <span className="mono"> {worker.id}</span>
                {inList ? ' · already listed' : inOther ? ` · ${elsewhereLabel}` : ''}
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
