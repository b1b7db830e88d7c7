import type * as z from 'zod/mini';
import { PAGE_LIMIT, type Cursor } from '../../../contract';
import { ApiError } from './api-error';
import { getPage, type Page } from './client';

export type FetchPage<T> = (cursor: Cursor | null, signal: AbortSignal) => Promise<Page<T>>;

export interface PagesProgress {
  loaded: number;
  total: number | null;
}

/** More pages than any workspace has: a service that keeps sending new cursors is stopped here. */
export const MAX_PAGES = 10_000;

function pagesNeverEnd(reason: string): ApiError {
  return new ApiError({
    status: 200,
    errorCode: 'malformed_response',
    message: `The service sent pages that never end (${reason}).`,
  });
}

/** Where a load puts each item it reads: an array unless told otherwise. */
export interface ItemCollection<T> {
  push(item: T): unknown;
  readonly length: number;
  /** Told how many items to expect in all, when the service says, before they come. */
  reserve?(total: number): void;
  /** Called once the last page is in. */
  seal?(): void;
}

/**
 * Follows `nextCursor` until the last page, keeping what it has: after a failure or a
 * cancellation, loading again resumes at the page that did not arrive instead of starting over.
 * A cursor that comes back twice, or more than `maxPages` pages, fails as a malformed response.
 */
export class AllPagesLoader<T, C extends ItemCollection<T> = T[]> {
  total: number | null = null;
  complete = false;
  private cursor: Cursor | null = null;
  private pages = 0;
  private readonly seenCursors = new Set<string>();

  constructor(
    private readonly fetchPage: FetchPage<T>,
    private readonly maxPages = MAX_PAGES,
    readonly items: C = [] as unknown as C,
  ) {}

  async loadRemaining(signal: AbortSignal, onProgress?: (progress: PagesProgress) => void): Promise<C> {
    let asked: Promise<Page<T>> | null = null;
    while (!this.complete) {
      if (this.pages >= this.maxPages) throw pagesNeverEnd(`more than ${this.maxPages} pages`);
      const page = await (asked ?? this.fetchPage(this.cursor, signal));
      asked = null;
      signal.throwIfAborted();
      const next = page.pagination.nextCursor;
      const last = !page.pagination.hasMore || next === null;
      if (!last) {
        const key = JSON.stringify(next);
        if (this.seenCursors.has(key)) throw pagesNeverEnd(`the cursor ${key} came back twice`);
        this.seenCursors.add(key);
        // The next page is asked for before this one is taken in, so that the service works on it
        // meanwhile. If it fails, the loop's next turn throws, and a resume asks for it again.
        if (this.pages + 1 < this.maxPages) asked = this.fetchPage(next, signal);
      }
      this.pages += 1;
      if (this.total === null && page.pagination.total !== null) this.items.reserve?.(page.pagination.total);
      for (const item of page.items) this.items.push(item);
      this.total = page.pagination.total;
      this.cursor = next;
      this.complete = last;
      if (last) this.items.seal?.();
      onProgress?.({ loaded: this.items.length, total: this.total });
    }
    return this.items;
  }
}

/** Every item of a collection, page after page. */
export function readAllPages<T>(
  fetchPage: FetchPage<T>,
  { signal = new AbortController().signal, maxPages }: { signal?: AbortSignal; maxPages?: number } = {},
): Promise<T[]> {
  return new AllPagesLoader(fetchPage, maxPages).loadRemaining(signal);
}

/** Every item of the collection at `path`, in pages as large as the API allows. */
export function getAllPages<T>(path: string, itemSchema: z.ZodMiniType<T>, { signal }: { signal?: AbortSignal } = {}) {
  return readAllPages(
    (cursor, pageSignal) => getPage(path, itemSchema, { cursor, limit: PAGE_LIMIT.max, signal: pageSignal }),
    { signal },
  );
}
