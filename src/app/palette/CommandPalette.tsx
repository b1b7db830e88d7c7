import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxProvider,
  Dialog,
} from '@ariakit/react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '../../../contract';
import { formatQuantity } from '../../lib/format';
import { saveThemeChoice } from '../../lib/theme';
import {
  groupResults,
  limitPerKind,
  queryTerms,
  rememberRecent,
  searchIndex,
  type PaletteItem,
  type SearchIndex,
} from './palette-search';
import { useListIndex, useWorkerIndex } from './palette-sources';
import { readRecentItems, saveRecentItems } from './recent-items';
import styles from './CommandPalette.module.css';

const WORKERS_SHOWN = 8;
/** Workers are read (the whole org chart) only once the user types this many characters. */
const WORKER_QUERY_MIN = 2;

/** Reads every worker (the org chart's shared query) and hands over the index once built. */
function WorkerIndexLoader({ onIndex }: { onIndex: (index: SearchIndex) => void }) {
  const { index, loaded, total } = useWorkerIndex();
  useEffect(() => {
    if (index) onIndex(index);
  }, [index, onIndex]);
  if (index) return null;
  return <p className={styles.status}>Loading workers{total ? ` (${Math.round((loaded / total) * 100)}%)` : ''}…</p>;
}

export default function CommandPalette({ session, onClose }: { session: Session; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [recent, setRecent] = useState(readRecentItems);
  const lists = useListIndex(session);
  const readsWorkers = session.permissions.includes('workers:read');
  const [workerIndex, setWorkerIndex] = useState<SearchIndex | null>(null);
  const [workersWanted, setWorkersWanted] = useState(false);
  if (!workersWanted && readsWorkers && query.trim().length >= WORKER_QUERY_MIN) setWorkersWanted(true);

  const listResults = useMemo(
    () => searchIndex(lists.index, deferredQuery, lists.index.items.length),
    [lists.index, deferredQuery],
  );
  const workerResults = useMemo(
    () =>
      workerIndex && queryTerms(deferredQuery).length > 0 ? searchIndex(workerIndex, deferredQuery, WORKERS_SHOWN) : [],
    [workerIndex, deferredQuery],
  );
  const groups = useMemo(
    () => groupResults(limitPerKind([...listResults, ...workerResults], deferredQuery), recent, deferredQuery),
    [listResults, workerResults, recent, deferredQuery],
  );
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  const choose = (item: PaletteItem) => {
    const next = rememberRecent(recent, item);
    setRecent(next);
    saveRecentItems(next);
    onClose();
    if (item.action === 'toggle-theme') {
      const dark = document.documentElement.dataset.theme === 'dark';
      saveThemeChoice(dark ? 'light' : 'dark');
    } else if (item.to) {
      void navigate(item.to);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      className={styles.palette}
      backdrop={<div className="dialog-backdrop" />}
      aria-label="Command palette"
      unmountOnHide
    >
      <ComboboxProvider value={query} setValue={setQuery} open focusLoop includesBaseElement={false}>
        <ComboboxLabel className="visually-hidden">Search the workspace or run an action</ComboboxLabel>
        <div className={styles.inputRow}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className={styles.searchIcon}>
            <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Combobox
            autoSelect
            className={styles.input}
            placeholder={readsWorkers ? 'Find a page, segment, person or action…' : 'Find a page, segment or action…'}
            aria-describedby="palette-hint"
          />
        </div>
        {workersWanted ? <WorkerIndexLoader onIndex={setWorkerIndex} /> : null}
        <ComboboxList className={styles.list} aria-label="Results" data-query={deferredQuery}>
          {groups.map((group) => (
            <ComboboxGroup key={group.id} className={styles.group}>
              <ComboboxGroupLabel className={styles.groupLabel}>{group.label}</ComboboxGroupLabel>
              {group.items.map((item) => (
                <ComboboxItem
                  key={`${group.id}-${item.id}`}
                  className={styles.item}
                  value={item.label}
                  setValueOnClick={false}
                  hideOnClick={false}
                  onClick={() => choose(item)}
                >
                  <span className={styles.itemLabel}>{item.label}</span>
                  {item.detail ? <span className={styles.itemDetail}>{item.detail}</span> : null}
                </ComboboxItem>
              ))}
            </ComboboxGroup>
          ))}
        </ComboboxList>
        <p role="status" className={count === 0 ? styles.status : 'visually-hidden'}>
          {lists.loading && count === 0
            ? 'Loading…'
            : count === 0
              ? `Nothing matches “${deferredQuery.trim()}”.`
              : formatQuantity(count, 'result')}
        </p>
        <p id="palette-hint" className={styles.hint}>
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </ComboboxProvider>
    </Dialog>
  );
}
