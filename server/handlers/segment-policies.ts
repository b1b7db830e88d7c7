import { collection } from '../http/envelope';
import { badRequest } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import type { PolicySummary } from '../../contract';
import type { AppContext, Deps } from './deps';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /segments/{id}/policies` (assumed): the policies that apply a segment, by name. */
export function segmentPolicyHandlers(deps: Deps) {
  const { segments, segmentReferences } = deps.stores;
  return {
    list(c: AppContext) {
      const workspaceId = c.get('workspace').id;
      const raw = c.req.param('id') ?? '';
      const segment = uuid.test(raw) ? segments.find(workspaceId, raw.toLowerCase()) : undefined;
      if (!segment) throw badRequest('segment_not_found', 'No segment with this id exists in this workspace.');
      const id = segment.segment.id;
      const list = `segment-policies:${id}`;
      const request = readPageRequest((name) => c.req.query(name), list, 2);
      const { rows, total } = segmentReferences.policyPage(workspaceId, id, request);
      return collection(
        c,
        toPage(
          rows,
          request,
          total,
          list,
          (row: PolicySummary) => [row.name, row.id],
          (row) => row,
        ),
      );
    },
  };
}
