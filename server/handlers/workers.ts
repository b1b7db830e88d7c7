import { PAGE_LIMIT } from '../../contract';
import { encodedBodyCache, cachedJsonText } from '../http/encoded-bodies';
import { collection, joinedItemsCollectionBody } from '../http/envelope';
import { validationError } from '../http/errors';
import { encodeCursor, pageBounds, readPageRequest, toPage } from '../http/pagination';
import { queryText, type AppContext, type Deps } from './deps';

/** Compressed org-chart pages kept (a 5,000-worker page is ~55 KB: a 250,000-worker chart is ~3 MB). */
export const ORG_CHART_CACHE_BYTES = 32 * 1024 * 1024;

export function workerHandlers(deps: Deps) {
  const { workers } = deps.stores;
  const orgChartPages = encodedBodyCache(ORG_CHART_CACHE_BYTES);
  return {
    /**
     * Each page is made once per version of the workers (any write makes a new one) and kept
     * compressed: the console reads the whole chart page by page, again on every visit. Readers
     * asking for a page while it is being made share that making (20 people opening the chart at
     * once make each page once). Only pages are ever in memory, never the whole chart.
     */
    orgChart(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'org-chart', 1, pageBounds.bulk);
      const workspaceId = c.get('workspace').id;
      const version = workers.version();
      const key =
        version === null ? null : JSON.stringify(['org-chart', workspaceId, version, request.limit, request.after]);
      return cachedJsonText(c, orgChartPages, key, () => {
        const page = workers.orgChartPage(workspaceId, request);
        return joinedItemsCollectionBody(page.items, {
          nextCursor: page.hasMore && page.last !== null ? encodeCursor('org-chart', [page.last]) : null,
          limit: request.limit,
          hasMore: page.hasMore,
          total: page.total,
        });
      });
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
