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
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '../../../contract';
import { defineMessages, languageFor, saveLanguageChoice, setLocale, T, useT } from '../../lib/i18n';
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
import { WorkerSegmentCount } from './WorkerSegmentCount';
import styles from './CommandPalette.module.css';

const messages = defineMessages({
  loadingWorkers: {
    id: 'menus.palette.loadingWorkers',
    defaultMessage: '{percent, select, none {Loading workers…} other {Loading workers ({percent, number, percent})…}}',
  },
  dialog: { id: 'menus.palette.dialog', defaultMessage: 'Command palette' },
  label: { id: 'menus.palette.label', defaultMessage: 'Search the workspace or run an action' },
  placeholderWithPeople: {
    id: 'menus.palette.placeholderWithPeople',
    defaultMessage: 'Find a page, segment, person or action…',
  },
  placeholder: { id: 'menus.palette.placeholder', defaultMessage: 'Find a page, segment or action…' },
  results: { id: 'menus.palette.results', defaultMessage: 'Results' },
  loading: { id: 'menus.palette.loading', defaultMessage: 'Loading…' },
  nothing: { id: 'menus.palette.nothing', defaultMessage: 'Nothing matches “{query}”.' },
  count: { id: 'menus.palette.count', defaultMessage: '{count, plural, one {# result} other {# results}}' },
  hint: {
    id: 'menus.palette.hint',
    defaultMessage: '<kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close',
    description: 'Key names inside <kbd> may be translated as printed on keyboards',
  },
});

const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>;

const WORKERS_SHOWN = 8;
/** Workers are read (the whole org chart) only once the user types this many characters. */
const WORKER_QUERY_MIN = 2;

/** Reads every worker (the org chart's shared query) and hands over the index once built. */
function WorkerIndexLoader({ onIndex }: { onIndex: (index: SearchIndex) => void }) {
  const { index, loaded, total } = useWorkerIndex();
  const t = useT('menus');
  useEffect(() => {
    if (index) onIndex(index);
  }, [index, onIndex]);
  if (index) return null;
  return (
    <p className={styles.status}>
      {t(messages.loadingWorkers, { percent: total ? Math.round((loaded / total) * 100) / 100 : 'none' })}
    </p>
  );
}

export default function CommandPalette({ session, onClose }: { session: Session; onClose: () => void }) {
  const navigate = useNavigate();
  // The palette's words load with its code, on first use (the `menus` catalogue).
  const t = useT('menus');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [recent, setRecent] = useState(readRecentItems);
  const lists = useListIndex(session, t);
  const readsWorkers = session.permissions.includes('workers:read');
  const [workerIndex, setWorkerIndex] = useState<SearchIndex | null>(null);
  const [workersWanted, setWorkersWanted] = useState(false);
  if (!workersWanted && readsWorkers && query.trim().length >= WORKER_QUERY_MIN) setWorkersWanted(true);

  const listResults = useMemo(
    () => searchIndex(lists.index, deferredQuery, lists.index.size),
    [lists.index, deferredQuery],
  );
  const workerResults = useMemo(
    () =>
      workerIndex && queryTerms(deferredQuery).length > 0 ? searchIndex(workerIndex, deferredQuery, WORKERS_SHOWN) : [],
    [workerIndex, deferredQuery],
  );
  // Recent areas and actions in today's words: they were kept in the language of the day they were chosen.
  const recentNow = useMemo(() => {
    const current = new Map<string, PaletteItem>();
    for (let position = 0; position < lists.index.size; position += 1) {
      const item = lists.index.itemAt(position);
      current.set(item.id, item);
    }
    return recent.map((item) => current.get(item.id) ?? item);
  }, [recent, lists.index]);
  const groups = useMemo(
    () => groupResults(limitPerKind([...listResults, ...workerResults], deferredQuery), recentNow, deferredQuery, t),
    [listResults, workerResults, recentNow, deferredQuery, t],
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
    } else if (item.action === 'set-language' && item.locale) {
      saveLanguageChoice(session.user.id, item.locale);
      void setLocale(languageFor(session.user.id));
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
      aria-label={t(messages.dialog)}
      unmountOnHide
    >
      <ComboboxProvider value={query} setValue={setQuery} open focusLoop includesBaseElement={false}>
        <ComboboxLabel className="visually-hidden">{t(messages.label)}</ComboboxLabel>
        <div className={styles.inputRow}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className={styles.searchIcon}>
            <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Combobox
            autoSelect
            className={styles.input}
            placeholder={t(readsWorkers ? messages.placeholderWithPeople : messages.placeholder)}
            aria-describedby="palette-hint"
          />
        </div>
        {workersWanted ? <WorkerIndexLoader onIndex={setWorkerIndex} /> : null}
        <ComboboxList className={styles.list} aria-label={t(messages.results)} data-query={deferredQuery}>
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
                  {item.kind === 'worker' ? (
                    <WorkerSegmentCount workerId={item.id.replace(/^worker:/, '')} className={styles.itemDetail} />
                  ) : null}
                </ComboboxItem>
              ))}
            </ComboboxGroup>
          ))}
        </ComboboxList>
        <p role="status" className={count === 0 ? styles.status : 'visually-hidden'}>
          {lists.loading && count === 0
            ? t(messages.loading)
            : count === 0
              ? t(messages.nothing, { query: deferredQuery.trim() })
              : t(messages.count, { count })}
        </p>
        <p id="palette-hint" className={styles.hint}>
          <T message={messages.hint} values={{ kbd }} />
        </p>
      </ComboboxProvider>
    </Dialog>
  );
}
