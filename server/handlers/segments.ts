import { randomUUID } from 'node:crypto';
import { randomToken } from '../crypto';
import { collection, single } from '../http/envelope';
import { ApiError, badRequest } from '../http/errors';
import { formatEtag, parseIfMatch, strongOpaques, ifMatchAccepts, type IfMatch } from '../http/if-match';
import { expectNoBody, readJsonBody } from '../http/body';
import { readPageRequest, toPage } from '../http/pagination';
import { isUniqueViolation } from '../store/constraints';
import type { SegmentValues } from '../store/segments';
import { missingWorkerErrors, validateSegmentWrite } from '../validation/segment';
import { nowIso, queryText, type AppContext, type Deps } from './deps';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newSegmentEtag = () => randomToken(12);

export function segmentHandlers(deps: Deps) {
  const { segments, workers } = deps.stores;

  const findOrFail = (c: AppContext) => {
    const id = c.req.param('id') ?? '';
    const found = uuid.test(id) ? segments.find(c.get('workspace').id, id.toLowerCase()) : undefined;
    if (!found) throw badRequest('segment_not_found', 'No segment with this id exists in this workspace.');
    return found;
  };

  /** Validation shared by create and replace: shape, then workers that exist, then a free name. */
  const validate = async (c: AppContext, segmentId: string): Promise<SegmentValues> => {
    const workspaceId = c.get('workspace').id;
    const validation = validateSegmentWrite(await readJsonBody(c));
    if (!validation.ok) throw ApiError.many(400, validation.errors);
    const { values } = validation;
    const existing = workers.existingIds(workspaceId, [...values.includedWorkerIds, ...values.excludedWorkerIds]);
    const errors = missingWorkerErrors(values, existing);
    if (segments.isNameTaken(workspaceId, values.name, segmentId)) {
      errors.unshift(nameConflict(values.name).errors[0]!);
    }
    if (errors.length > 0) throw ApiError.many(400, errors);
    return values;
  };

  /** The If-Match condition, or null when absent; a malformed header is `invalid_if_match` (spec 4.1). */
  const readIfMatch = (c: AppContext): IfMatch | null => {
    const header = c.req.header('if-match');
    if (header === undefined) return null;
    const condition = parseIfMatch(header);
    if (!condition) throw badRequest('invalid_if_match', 'If-Match must be "*" or a list of quoted ETags.');
    return condition;
  };

  const requireIfMatch = (c: AppContext): IfMatch => {
    const condition = readIfMatch(c);
    if (!condition) {
      throw new ApiError(428, 'precondition_required', 'Send If-Match with the ETag of the segment you edited.');
    }
    return condition;
  };

  const nameConflict = (name: string) =>
    new ApiError(400, 'segment_name_conflict', `Another segment is already named "${name}".`, 'name');

  /** Runs a write; a concurrent write that took the same name is reported as a conflict. */
  const writing = <T>(values: SegmentValues, write: () => T): T => {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameConflict(values.name);
      throw error;
    }
  };

  const stale = () =>
    new ApiError(412, 'precondition_failed', 'The segment was changed by someone else; reload it and try again.');

  return {
    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'segments', 2);
      const { rows, total } = segments.page(c.get('workspace').id, queryText(c, 'q'), request);
      return collection(c, toPage(rows, request, total, 'segments', segments.keyOf, segments.toSummary));
    },

    get(c: AppContext) {
      const { segment, etag } = findOrFail(c);
      c.header('ETag', formatEtag(etag));
      return single(c, segment);
    },

    async create(c: AppContext) {
      const id = randomUUID();
      const values = await validate(c, id);
      const workspaceId = c.get('workspace').id;
      const etag = newSegmentEtag();
      writing(values, () => segments.insert(workspaceId, id, values, etag, nowIso(deps), c.get('principal').user.id));
      c.header('ETag', formatEtag(etag));
      return single(c, segments.find(workspaceId, id)?.segment, 201);
    },

    async replace(c: AppContext) {
      const current = findOrFail(c);
      const condition = requireIfMatch(c);
      if (!ifMatchAccepts(condition, current.etag)) throw stale();
      const values = await validate(c, current.segment.id);
      const etag = newSegmentEtag();
      const replaced = writing(values, () =>
        segments.replace(
          c.get('workspace').id,
          current.segment.id,
          values,
          strongOpaques(condition),
          etag,
          nowIso(deps),
          c.get('principal').user.id,
        ),
      );
      if (!replaced) throw stale();
      c.header('ETag', formatEtag(etag));
      return c.body(null, 204);
    },

    async remove(c: AppContext) {
      await expectNoBody(c);
      const current = findOrFail(c);
      const workspaceId = c.get('workspace').id;
      const condition = readIfMatch(c);
      if (condition && !ifMatchAccepts(condition, current.etag)) throw stale();
      const policy = segments.referencingPolicyName(workspaceId, current.segment.id);
      if (policy) {
        throw badRequest('segment_referenced', `The policy "${policy}" uses this segment; remove it there first.`);
      }
      if (!segments.remove(workspaceId, current.segment.id, condition ? strongOpaques(condition) : null)) throw stale();
      return c.body(null, 204);
    },
  };
}
