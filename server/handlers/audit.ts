import { auditEventFiltersSchema, type AuditEventFilters } from '../../contract';
import { collection } from '../http/envelope';
import { ApiError } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import type { AuditQuery } from '../store/audit';
import { checkBody } from '../validation/body-rules';
import { queryText, type AppContext, type Deps } from './deps';

const filterNames = Object.keys(auditEventFiltersSchema.shape);

/** An instant as events store theirs (`toISOString`), so that text order is time order. */
const stored = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());

export function auditHandlers(deps: Deps) {
  const { audit } = deps.stores;

  /** The filters of the query by the contract's rules: each refusal names its parameter. */
  const readFilters = (c: AppContext): AuditEventFilters => {
    const given = Object.fromEntries(
      filterNames.flatMap((name) => {
        const value = queryText(c, name);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const checked = checkBody(auditEventFiltersSchema, given, 'validation_error', filterNames);
    if (!checked.ok) throw ApiError.many(400, checked.errors);
    return checked.value;
  };

  return {
    /** The activity log, newest first; a cursor is good only for the filters it was issued with. */
    list(c: AppContext) {
      const filters = readFilters(c);
      const workspaceId = c.get('workspace').id;
      const query: AuditQuery = {
        ...(filters.actor === undefined
          ? {}
          : {
              actor: audit.isApiKey(workspaceId, filters.actor)
                ? { apiKeyId: filters.actor }
                : { userId: filters.actor },
            }),
        action: filters.action,
        targetType: filters.targetType,
        targetId: filters.targetId,
        from: stored(filters.from),
        to: stored(filters.to),
      };
      const list = `audit-events:${JSON.stringify([filters.actor, query.action, query.targetType, query.targetId, query.from, query.to])}`;
      const request = readPageRequest((name) => c.req.query(name), list, 2);
      const { rows, total } = audit.page(workspaceId, query, request);
      return collection(c, toPage(rows, request, total, list, audit.keyOf, audit.toEvent));
    },
  };
}
