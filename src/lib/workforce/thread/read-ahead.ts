import type { Cursor, Pagination } from '../../../../contract';

/** What a read of one page gives: its pagination when it worked (to go on from), anything else. */
export type PageReading<Result> = Promise<{ result: Result; pagination: Pagination | null }>;

/**
 * Reads cursor-paged pages ahead of what is asked: once a page's pagination is known (told by
 * `readPage` through `paginationKnown` as soon as it is, else when the page is read), the next one
 * (by its `nextCursor`) is started, up to `depth` pages nobody has asked for yet. A page asked for that was
 * read ahead is handed over (once); any other is read then. Asking for the first page (cursor
 * null) drops what was read ahead: a new load starts.
 */
export function createReadAhead<Result>(
  readPage: (
    cursor: Cursor | null,
    signal: AbortSignal,
    paginationKnown: (pagination: Pagination) => void,
  ) => PageReading<Result>,
  depth: number,
) {
  interface Reading {
    result: Promise<Result>;
    controller: AbortController;
  }
  const keyOf = (cursor: Cursor | null) => JSON.stringify(cursor);
  const ahead = new Map<string, Reading>();
  const asked = new Map<number, Reading>();
  /** The page after the last one read, not started yet. */
  let frontier: { cursor: Cursor } | null = null;

  const fill = () => {
    while (frontier && ahead.size < depth) {
      const { cursor } = frontier;
      frontier = null;
      ahead.set(keyOf(cursor), start(cursor));
    }
  };

  function start(cursor: Cursor | null): Reading {
    const controller = new AbortController();
    let followed = false;
    const follow = (pagination: Pagination | null) => {
      if (followed) return;
      followed = true;
      if (!pagination?.hasMore || pagination.nextCursor === null) return;
      const next = pagination.nextCursor;
      // Not within `start`: the reading is counted among those ahead first.
      queueMicrotask(() => {
        if (controller.signal.aborted) return;
        frontier = { cursor: next };
        fill();
      });
    };
    const result = readPage(cursor, controller.signal, follow).then(({ result, pagination }) => {
      follow(pagination);
      return result;
    });
    return { result, controller };
  }

  return {
    /** The page at `cursor`; null when the request was cancelled meanwhile. */
    async ask(request: number, cursor: Cursor | null): Promise<Result | null> {
      const key = keyOf(cursor);
      if (cursor === null) {
        for (const reading of ahead.values()) reading.controller.abort();
        ahead.clear();
      }
      if (frontier && keyOf(frontier.cursor) === key) frontier = null;
      const reading = ahead.get(key) ?? start(cursor);
      ahead.delete(key);
      fill();
      asked.set(request, reading);
      try {
        const result = await reading.result;
        return reading.controller.signal.aborted ? null : result;
      } finally {
        asked.delete(request);
      }
    },
    cancel(request: number): void {
      asked.get(request)?.controller.abort();
    },
  };
}
