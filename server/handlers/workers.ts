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
import { pageSuccessors } from '../http/read-ahead';
import { prefersWorkerColumns, workerColumnsBody } from '../http/worker-columns';
import { queryText, type AppContext, type Deps } from './deps';

/** Compressed org-chart pages kept (a 5,000-worker page is ~55 KB: a 250,000-worker chart is ~3 MB). */
export const ORG_CHART_CACHE_BYTES = 32 * 1024 * 1024;

/** The spec's JSON, or the worker-columns extension (contract/assumed.ts). */
type PageForm = 'json' | 'columns';

/** Pages whose successor is remembered for reading ahead (a million workers are 200 pages of 5,000). */
const READ_AHEAD_PAGES = 10_000;

export function workerHandlers(deps: Deps) {
  const { workers } = deps.stores;
  const orgChartPages = encodedBodyCache(ORG_CHART_CACHE_BYTES);
  const successors = pageSuccessors<CursorKey>(READ_AHEAD_PAGES);
  /** Whether the worker-columns form is offered (see contract/assumed.ts); off, only the spec's JSON. */
  const columnsOffered = deps.config.workerColumns;
  const pageKey = (workspaceId: number, version: string, request: PageRequest, form: PageForm) =>
    JSON.stringify(['org-chart', form, workspaceId, version, request.limit, request.after]);

  /** Makes a page's body, and remembers where the page after it starts (for reading ahead). */
  const makePage = (workspaceId: number, request: PageRequest, key: string | null, form: PageForm) => () => {
    const page =
      form === 'columns' ? workers.orgChartRows(workspaceId, request) : workers.orgChartPage(workspaceId, request);
    const next = page.hasMore && page.last !== null ? [page.last] : null;
    if (key !== null) successors.remember(key, next);
    const pagination = {
      nextCursor: next ? encodeCursor('org-chart', next) : null,
      limit: request.limit,
      hasMore: page.hasMore,
      total: page.total,
    };
    return 'rows' in page
      ? workerColumnsBody(page.rows, pagination)
      : joinedItemsCollectionBody(page.items, pagination);
  };

  /**
   * Makes the page after `key`'s in a later turn (a reader walking the chart asks for it next),
   * unless it is kept or being made already, or the workers have changed since. A failure here is
   * let go: the reader who asks for that page makes it again and is told.
   */
  const readAhead = (
    workspaceId: number,
    version: string,
    key: string,
    limit: number,
    encoding: Encoding,
    form: PageForm,
  ) => {
    const after = successors.after(key);
    if (!after) return;
    setImmediate(() => {
      if (workers.version() !== version) return;
      const next = { limit, after };
      const nextKey = pageKey(workspaceId, version, next, form);
      encodedJson(orgChartPages, nextKey, encoding, makePage(workspaceId, next, nextKey, form)).catch(() => {});
    });
  };

  return {
    /**
     * Each page is made once per version of the workers (any write makes a new one) and kept
     * compressed: the console reads the whole chart page by page, again on every visit. Readers
     * asking for a page while it is being made share that making (20 people opening the chart at
     * once make each page once), and the page after the one asked for is made next, while the
     * reader takes in the one it has. Only pages are ever in memory, never the whole chart.
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
      const version = workers.version();
      const key = version === null ? null : pageKey(workspaceId, version, request, form);
      const response = await cachedJsonText(c, orgChartPages, key, makePage(workspaceId, request, key, form), headers);
      const encoding = keptEncodingOf(c);
      if (key !== null && version !== null && encoding !== null) {
        readAhead(workspaceId, version, key, request.limit, encoding, form);
      }
      return response;
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
