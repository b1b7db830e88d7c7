import { PAGE_LIMIT } from '../../contract';
import { collection, jsonTextCollection } from '../http/envelope';
import { validationError } from '../http/errors';
import { pageBounds, readPageRequest, toPage } from '../http/pagination';
import { queryText, type AppContext, type Deps } from './deps';

export function workerHandlers(deps: Deps) {
  const { workers } = deps.stores;
  return {
    orgChart(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'org-chart', 1, pageBounds.bulk);
      const { rows, total } = workers.orgChartPage(c.get('workspace').id, request);
      return jsonTextCollection(
        c,
        toPage(rows, request, total, 'org-chart', workers.orgChartKeyOf, workers.orgChartJsonOf),
      );
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
