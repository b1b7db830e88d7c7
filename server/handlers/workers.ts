import { PAGE_LIMIT, WORKER_COLUMNS_MEDIA_TYPE, WORKER_COLUMNS_PAGE_LIMIT } from '../../contract';
import type { Encoding } from '../http/compress';
import { cachedJsonText, encodedBodyCache, encodedJson, keptEncodingOf } from '../http/encoded-bodies';
import { collection, joinedItemsCollectionBody } from '../http/envelope';
import { validationError } from '../http/errors';
import {
  encodeCursor,
  pageBounds,
  readPageRequest,
  toPage,
  type CursorKey,
  type PageRequest,
} from '../http/pagination';
import { keptLast, nextPageLimit, pageSuccessors } from '../http/read-ahead';
import { prefersWorkerColumns, workerColumnsCoder } from '../http/worker-columns';
import type { OrgChartRow } from '../store/workers';
import { queryText, type AppContext, type Deps } from './deps';

/** Compressed org-chart pages kept (a 5,000-worker page is ~55 KB: a 250,000-worker chart is ~3 MB). */
export const ORG_CHART_CACHE_BYTES = 32 * 1024 * 1024;

/** The spec's JSON, or the worker-columns extension (contract/assumed.ts). */
type PageForm = 'json' | 'columns';

/**
 * Rows of worker columns read in one turn while a page is made (see `columnsPage`): some 5 ms of
 * work, so that no reader waits behind the making of another's page of 20,000.
 */
export const ORG_CHART_SLICE_ROWS = 2_500;

/** Attempts at a page whose workers change while it is made; the last reads it in one turn. */
const PAGE_ATTEMPTS = 3;

/** How a page is made: from which version of the workers, kept under which key, in which form. */
interface PageMaking {
  version: string | null;
  key: string | null;
  form: PageForm;
  /** Rows of worker columns read in one turn. */
  sliceRows: number;
}

/** The workers changed between two slices of a page: it is made again from the new version. */
class WorkersMoved extends Error {}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Pages whose successor is remembered for reading ahead (a million workers are 200 pages of 5,000). */
const READ_AHEAD_PAGES = 10_000;

/**
 * Pages made ahead of the one a reader is sent: the first readers to ask for a page then find it
 * made rather than wait for its making (a server makes a page of 20,000 several times faster than
 * 20 readers at once take it in).
 */
export const READ_AHEAD_DEPTH = 2;

export function workerHandlers(deps: Deps) {
  const { workers } = deps.stores;
  const orgChartPages = encodedBodyCache(ORG_CHART_CACHE_BYTES);
  const successors = pageSuccessors<CursorKey>(READ_AHEAD_PAGES);
  /** How many workers come before a page, by where it starts (`startKey`), where that is known. */
  const starts = keptLast<number>(READ_AHEAD_PAGES);
  const startKey = (workspaceId: number, version: string, after: CursorKey) =>
    JSON.stringify([workspaceId, version, after]);
  /** How many workers come before the page starting after `after`, in `version`, when known. */
  const workersBefore = (workspaceId: number, version: string, after: CursorKey | null) =>
    after === null ? 0 : starts.get(startKey(workspaceId, version, after));
  /** Whether the worker-columns form is offered (see contract/assumed.ts); off, only the spec's JSON. */
  const columnsOffered = deps.config.workerColumns;
  const pageKey = (workspaceId: number, version: string, request: PageRequest, form: PageForm) =>
    JSON.stringify(['org-chart', form, workspaceId, version, request.limit, request.after]);

  /**
   * A page of worker columns, read and coded `sliceRows` rows at a time, each slice in a turn of its
   * own: the server answers other readers between (a page of 20,000 is some 40 ms of work, a slice
   * of 2,500 a few). Every slice is read from the workers of `version`; should a write come between
   * two, the page is given up (`WorkersMoved`) rather than made of two versions.
   */
  const columnsPage = async (workspaceId: number, request: PageRequest, version: string | null, sliceRows: number) => {
    const coder = workerColumnsCoder(request.limit);
    let after = request.after;
    for (;;) {
      const slice = workers.orgChartRows(workspaceId, {
        limit: Math.min(sliceRows, request.limit - coder.count),
        after,
      });
      coder.add(slice.rows);
      if (!slice.hasMore || coder.count >= request.limit)
        return { coder, last: slice.last, hasMore: slice.hasMore, total: slice.total };
      after = [slice.last as OrgChartRow[0]];
      await nextTurn();
      if (workers.version() !== version) throw new WorkersMoved();
    }
  };

  /** Makes a page's body, and remembers where the page after it starts (for reading ahead). */
  const makePage =
    (workspaceId: number, request: PageRequest, { version, key, form, sliceRows }: PageMaking) =>
    async () => {
      const page =
        form === 'columns'
          ? await columnsPage(workspaceId, request, version, sliceRows)
          : workers.orgChartPage(workspaceId, request);
      const next = page.hasMore && page.last !== null ? [page.last] : null;
      if (key !== null) successors.remember(key, next);
      const before = version === null ? undefined : workersBefore(workspaceId, version, request.after);
      if (version !== null && next !== null && before !== undefined) {
        const count = 'coder' in page ? page.coder.count : page.count;
        starts.set(startKey(workspaceId, version, next), before + count);
      }
      const pagination = {
        nextCursor: next ? encodeCursor('org-chart', next) : null,
        limit: request.limit,
        hasMore: page.hasMore,
        total: page.total,
      };
      return 'coder' in page ? page.coder.body(pagination) : joinedItemsCollectionBody(page.items, pagination);
    };

  /** The size a reader walking the chart will ask the page after this one in (see `nextPageLimit`). */
  const nextLimit = (workspaceId: number, version: string, request: PageRequest, form: PageForm) =>
    form === 'columns'
      ? nextPageLimit(request.limit, request.after === null, workersBefore(workspaceId, version, request.after))
      : request.limit;

  /**
   * Makes the `depth` pages after `request`'s in later turns, one after the other (a reader walking
   * the chart asks for them next), each unless it is kept or being made already, or the workers
   * have changed since. A failure here is let go: the reader who asks for that page makes it again
   * and is told.
   */
  const readAhead = (
    workspaceId: number,
    version: string,
    request: PageRequest,
    encoding: Encoding,
    form: PageForm,
    depth: number,
  ) => {
    const after = successors.after(pageKey(workspaceId, version, request, form));
    if (!after) return;
    setImmediate(() => {
      if (workers.version() !== version) return;
      const next = { limit: nextLimit(workspaceId, version, request, form), after };
      const nextKey = pageKey(workspaceId, version, next, form);
      const make = makePage(workspaceId, next, { version, key: nextKey, form, sliceRows: ORG_CHART_SLICE_ROWS });
      encodedJson(orgChartPages, nextKey, encoding, make).then(
        () => depth > 1 && readAhead(workspaceId, version, next, encoding, form, depth - 1),
        () => {},
      );
    });
  };

  return {
    /**
     * Each page is made once per version of the workers (any write makes a new one) and kept
     * compressed: the console reads the whole chart page by page, again on every visit. Readers
     * asking for a page while it is being made share that making (20 people opening the chart at
     * once make each page once), and the next `READ_AHEAD_DEPTH` pages are made ahead, while the
     * reader takes in the one it has. A page of worker columns (up to 20,000) is made in slices, so
     * that other readers are answered meanwhile. Only pages are ever in memory, never the whole chart.
     *
     * A client that asks for the worker-columns form in `Accept` (contract/assumed.ts) gets the
     * same page in it, when it is offered, in pages of up to `WORKER_COLUMNS_PAGE_LIMIT.max`; anyone
     * else the spec's JSON. Either says `Vary: Accept`.
     */
    async orgChart(c: AppContext) {
      const form: PageForm = columnsOffered && prefersWorkerColumns(c.req.header('Accept')) ? 'columns' : 'json';
      const bounds = form === 'columns' ? WORKER_COLUMNS_PAGE_LIMIT : pageBounds.bulk;
      const request = readPageRequest((name) => c.req.query(name), 'org-chart', 1, bounds);
      const workspaceId = c.get('workspace').id;
      const headers: Record<string, string> = columnsOffered ? { Vary: 'Accept' } : {};
      if (form === 'columns') headers['Content-Type'] = WORKER_COLUMNS_MEDIA_TYPE;
      for (let attempt = 1; ; attempt += 1) {
        const version = workers.version();
        // Pages of an older version (any write, in any workspace, makes a new one) are never asked
        // for again: let go now, not once 32 MB of them have piled up.
        if (version !== null) orgChartPages.holdVersion(version);
        // The workers changed under the slices of every attempt but the last: that one is read in one
        // turn, for this reader alone (not shared with a making in slices that could be given up).
        const last = attempt === PAGE_ATTEMPTS;
        const key = version === null || last ? null : pageKey(workspaceId, version, request, form);
        const sliceRows = key === null ? request.limit : ORG_CHART_SLICE_ROWS;
        const make = makePage(workspaceId, request, { version, key, form, sliceRows });
        try {
          const response = await cachedJsonText(c, orgChartPages, key, make, headers);
          const encoding = keptEncodingOf(c);
          if (key !== null && version !== null && encoding !== null) {
            readAhead(workspaceId, version, request, encoding, form, READ_AHEAD_DEPTH);
          }
          return response;
        } catch (error) {
          if (!(error instanceof WorkersMoved)) throw error;
        }
      }
    },

    /** `?q=` searches names; `?ids=a,b` resolves ids to workers (one page, in the order asked). */
    list(c: AppContext) {
      const workspaceId = c.get('workspace').id;
      const ids = queryText(c, 'ids');
      if (ids !== undefined) {
        const wanted = [
          ...new Set(
            ids
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ];
        if (wanted.length > PAGE_LIMIT.max) throw validationError(`Ask for at most ${PAGE_LIMIT.max} ids.`, 'ids');
        const results = workers.resolve(workspaceId, wanted);
        return collection(c, {
          results,
          pagination: { nextCursor: null, limit: PAGE_LIMIT.max, hasMore: false, total: results.length },
        });
      }
      const request = readPageRequest((name) => c.req.query(name), 'workers', 2);
      const { rows, total } = workers.searchPage(workspaceId, queryText(c, 'q'), request);
      return collection(c, toPage(rows, request, total, 'workers', workers.summaryKeyOf, workers.toSummary));
    },
  };
}
