import { useCallback, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Cursor } from '../../contract';
import { AllPagesLoader, type ItemCollection, type Page, type PagesProgress } from './http';
import type { Text } from './i18n';
import { useLatest } from './use-latest';

export type { PagesProgress };

/**
 * How often the progress is shown while pages pour in: each showing renders the page again, which
 * at a page every 25 ms (250,000 workers) took a third of the main thread.
 */
const PROGRESS_EVERY_MS = 100;

/** `show` called at once, then at most every `interval` ms with the latest value; `flush` shows what waits. */
function throttled<T>(show: (value: T) => void, interval: number) {
  let shownAt = -Infinity;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    shownAt = performance.now();
    show(waiting.value);
    waiting = null;
  };
  return {
    report(value: T) {
      waiting = { value };
      const wait = shownAt + interval - performance.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush,
  };
}

/** Loaders in progress, per query client, so a stopped or failed load resumes where it was. */
type AnyLoader = AllPagesLoader<unknown, ItemCollection<unknown>>;
const loadersByClient = new WeakMap<QueryClient, Map<string, AnyLoader>>();

function loadersOf(queryClient: QueryClient): Map<string, AnyLoader> {
  let loaders = loadersByClient.get(queryClient);
  if (!loaders) {
    loaders = new Map();
    loadersByClient.set(queryClient, loaders);
  }
  return loaders;
}

export interface AllPagesResult<C> {
  /** Every item once complete; the part loaded so far while loading or after a cancel. */
  items: C;
  complete: boolean;
  progress: PagesProgress;
  isLoading: boolean;
  error: Error | null;
  cancelled: boolean;
  cancel: () => void;
  /** Resumes after a failure or a cancel, from the page that did not arrive. */
  resume: () => void;
  /** Drops everything and loads from the first page. */
  reload: () => void;
}

/**
 * Loads every page of a collection into the query cache, with progress, cancel and resume. Items
 * go into an array, or into what `collect` makes (one per load).
 */
export function useAllPages<T, C extends ItemCollection<T> = T[]>(options: {
  queryKey: QueryKey;
  fetchPage: (cursor: Cursor | null, signal: AbortSignal) => Promise<Page<T>>;
  collect?: () => C;
  staleTime?: number;
  /** What is loaded, for the message shown when a background refresh fails (a message, or words). */
  subject?: Text;
  /** False to load nothing for now. */
  enabled?: boolean;
}): AllPagesResult<C> {
  const { queryKey, fetchPage, collect, staleTime = 5 * 60_000, subject, enabled = true } = options;
  const queryClient = useQueryClient();
  const loaders = loadersOf(queryClient);
  const keyHash = JSON.stringify(queryKey);
  const [progress, setProgress] = useState<PagesProgress>({ loaded: 0, total: null });
  const [cancelled, setCancelled] = useState(false);
  const fetchPageRef = useLatest(fetchPage);
  const collectRef = useLatest(collect);
  const [nothingYet] = useState(() => collect?.() ?? ([] as unknown as C));

  const loaderFor = useCallback((): AllPagesLoader<T, C> => {
    let loader = loaders.get(keyHash) as AllPagesLoader<T, C> | undefined;
    if (!loader) {
      loader = new AllPagesLoader<T, C>(
        (cursor, signal) => fetchPageRef.current(cursor, signal),
        undefined,
        collectRef.current?.(),
      );
      loaders.set(keyHash, loader as unknown as AnyLoader);
    }
    return loader;
  }, [collectRef, fetchPageRef, keyHash, loaders]);

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const loader = loaderFor();
      const progress = throttled(setProgress, PROGRESS_EVERY_MS);
      let items: C;
      try {
        items = await loader.loadRemaining(signal, progress.report);
      } finally {
        progress.flush();
      }
      loaders.delete(keyHash);
      // A new array for react-query to see a change; another collection is complete as it is.
      return Array.isArray(items) ? (items.slice() as unknown as C) : items;
    },
    staleTime,
    meta: subject ? { subject } : undefined,
    enabled: enabled && !cancelled,
    throwOnError: false,
  });

  const cancel = useCallback(() => {
    setCancelled(true);
    void queryClient.cancelQueries({ queryKey });
  }, [queryClient, queryKey]);

  const resume = useCallback(() => {
    setCancelled(false);
    void query.refetch();
  }, [query]);

  const reload = useCallback(() => {
    loaders.delete(keyHash);
    setProgress({ loaded: 0, total: null });
    setCancelled(false);
    void queryClient.resetQueries({ queryKey });
  }, [keyHash, loaders, queryClient, queryKey]);

  const loader = loaders.get(keyHash);
  const partial = (loader?.items as C | undefined) ?? nothingYet;
  const items = query.data ?? partial;
  // A component mounted after pages arrived (it suspended, or came back) has seen no progress of its
  // own: the loader, which outlives it, knows how far the load went.
  const shown = progress.total === null && loader ? { loaded: loader.items.length, total: loader.total } : progress;
  return {
    items,
    complete: query.data !== undefined,
    progress: query.data ? { loaded: query.data.length, total: query.data.length } : shown,
    isLoading: query.isFetching,
    error: query.data ? null : query.error,
    cancelled,
    cancel,
    resume,
    reload,
  };
}
