import { randomUUID } from 'node:crypto';
import type { endpoints } from '../../contract';
import { randomToken } from '../crypto';
import type { CheckedInput, Versioned } from '../http/endpoint-input';
import { collection, single } from '../http/envelope';
import { ApiError, badRequest } from '../http/errors';
import { formatEtag, strongOpaques } from '../http/if-match';
import { readPageRequest, toPage } from '../http/pagination';
import { isUniqueViolation } from '../store/constraints';
import type { SegmentValues, StoredSegment } from '../store/segments';
import { missingWorkerErrors, toSegmentValues } from '../validation/segment';
import { atomically, callerEvent, nowIso, queryText, type AppContext, type Deps } from './deps';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newSegmentEtag = () => randomToken(12);

export function segmentHandlers(deps: Deps) {
  const { segments, workers, audit } = deps.stores;

  const findOrFail = (c: AppContext) => {
    const id = c.req.param('id') ?? '';
    const found = uuid.test(id) ? segments.find(c.get('workspace').id, id.toLowerCase()) : undefined;
    if (!found) throw badRequest('segment_not_found', 'No segment with this id exists in this workspace.');
    return found;
  };

  /** The rules beyond the body's shape, shared by create and replace: workers that exist, then a free name. */
  const checkRules = (c: AppContext, values: SegmentValues, segmentId: string): SegmentValues => {
    const workspaceId = c.get('workspace').id;
    const existing = workers.existingIds(workspaceId, [...values.includedWorkerIds, ...values.excludedWorkerIds]);
    const errors = missingWorkerErrors(values, existing);
    if (segments.isNameTaken(workspaceId, values.name, segmentId)) {
      errors.unshift(nameConflict(values.name).errors[0]!);
    }
    if (errors.length > 0) throw ApiError.many(400, errors);
    return values;
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

  /** The segment a path names and its ETag, for If-Match (spec 4.1): existence first, then the version. */
  const version: Versioned<StoredSegment> = {
    name: 'segment',
    current: findOrFail,
    etagOf: (found) => found.etag,
    stale,
  };

  return {
    version,

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

    create(c: AppContext, { body }: CheckedInput<typeof endpoints.createSegment>) {
      const id = randomUUID();
      const values = checkRules(c, toSegmentValues(body), id);
      const workspaceId = c.get('workspace').id;
      const etag = newSegmentEtag();
      const at = nowIso(deps);
      writing(values, () =>
        atomically(deps, () => {
          segments.insert(workspaceId, id, values, etag, at, c.get('principal').user.id);
          audit.record(callerEvent(c, { action: 'segment.create', targetType: 'segment', targetId: id, etag }, at));
        }),
      );
      c.header('ETag', formatEtag(etag));
      return single(c, segments.find(workspaceId, id)?.segment, 201);
    },

    /** If-Match was checked against the segment as read; the write is a compare-and-swap on it. */
    replace(
      c: AppContext,
      { body, ifMatch, resource: current }: CheckedInput<typeof endpoints.replaceSegment, StoredSegment>,
    ) {
      const values = checkRules(c, toSegmentValues(body), current.segment.id);
      const etag = newSegmentEtag();
      const at = nowIso(deps);
      const id = current.segment.id;
      const replaced = writing(values, () =>
        atomically(deps, () => {
          const done = segments.replace(
            c.get('workspace').id,
            id,
            values,
            strongOpaques(ifMatch),
            etag,
            at,
            c.get('principal').user.id,
          );
          if (done)
            audit.record(callerEvent(c, { action: 'segment.replace', targetType: 'segment', targetId: id, etag }, at));
          return done;
        }),
      );
      if (!replaced) throw stale();
      c.header('ETag', formatEtag(etag));
      return c.body(null, 204);
    },

    remove(c: AppContext, { ifMatch, resource: current }: CheckedInput<typeof endpoints.deleteSegment, StoredSegment>) {
      const workspaceId = c.get('workspace').id;
      const policy = segments.referencingPolicyName(workspaceId, current.segment.id);
      if (policy) {
        throw badRequest('segment_referenced', `The policy "${policy}" uses this segment; remove it there first.`);
      }
      const id = current.segment.id;
      const removed = atomically(deps, () => {
        const done = segments.remove(workspaceId, id, ifMatch ? strongOpaques(ifMatch) : null);
        if (done) {
          const event = { action: 'segment.delete', targetType: 'segment', targetId: id, etag: null } as const;
          audit.record(callerEvent(c, event, nowIso(deps)));
        }
        return done;
      });
      if (!removed) throw stale();
      return c.body(null, 204);
    },
  };
}
