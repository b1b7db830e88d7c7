import { columnsPageLimitAt } from '../../contract';

/**
 * A map that keeps its `maxEntries` last set entries, forgetting the oldest first: for what a server
 * remembers of pages read (where the next starts, how many items come before one).
 */
export function keptLast<Value>(maxEntries: number) {
  const entries = new Map<string, Value>();
  return {
    set(key: string, value: Value) {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    get: (key: string): Value | undefined => entries.get(key),
    get size() {
      return entries.size;
    },
  };
}

/**
 * Which page follows which, for reading ahead: a client walking a list page by page asks for the
 * next page as soon as it has one, so a server that knows the next page's position can make it
 * while the client is still reading the one it has. Keys name a page (its version of the data
 * included); the position is the next page's keyset position, or null after the last page. Kept
 * for at most `maxEntries` pages, the oldest forgotten first.
 */
export function pageSuccessors<Position>(maxEntries: number) {
  const next = keptLast<Position | null>(maxEntries);
  return {
    remember(key: string, position: Position | null) {
      next.set(key, position);
    },
    /** The position of the page after `key`'s: undefined when unknown, null when none follows. */
    after(key: string): Position | null | undefined {
      return next.get(key);
    },
    get size() {
      return next.size;
    },
  };
}

/**
 * The size a reader of worker columns will ask the next page in, after a page of `limit` that
 * started after `workersBefore` items (undefined when not known) or was the first: a reader whose
 * pages start at multiples of the largest (`columnsPageLimitAt`, as the console asks once it has
 * been answered in columns, whatever its first page was) asks for the next such page; any other,
 * for as many as it asked for this time.
 */
export function nextPageLimit(limit: number, first: boolean, workersBefore: number | undefined): number {
  if (workersBefore === undefined) return limit;
  const aligned = first || limit === columnsPageLimitAt(workersBefore);
  return aligned ? columnsPageLimitAt(workersBefore + limit) : limit;
}
