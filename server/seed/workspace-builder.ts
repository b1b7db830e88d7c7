import type {
  CompiledClause,
  LicenseCostPoint,
  PolicyRevision,
  Role,
  SegmentMatch,
  SegmentScope,
} from '../../contract';
import { encryptSecret } from '../crypto';
import type { Workspace } from '../http/context';
import type { Stores } from '../store';
import type { AuditRecord } from '../store/audit';
import type { WorkerRecord } from '../store/workers';
import type { Random } from './random';

/** Writes one seeded workspace through the stores. Callers wrap it in a transaction. */
export function workspaceBuilder(stores: Stores, secretsKey: Buffer, random: Random, workspace: Workspace) {
  const etag = () => random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 16);
  /** What a member did, as the activity log has it (seeded: from no address). */
  const recorded = (event: Pick<AuditRecord, 'action' | 'targetType' | 'targetId' | 'actorUserId' | 'etag' | 'at'>) =>
    stores.audit.record({ ...event, workspaceId: workspace.id, apiKeyId: null, clientAddress: null });
  return {
    workspace,
    member(user: { id: string; name: string; email: string }, role: Role) {
      stores.members.add(workspace.id, user, role);
    },
    /** Inserts the workers in the order given, many rows a statement; returns how many. */
    workers(workers: Iterable<WorkerRecord>): number {
      return stores.workers.insertMany(workspace.id, workers);
    },
    costs(points: Iterable<LicenseCostPoint>): number {
      let count = 0;
      for (const point of points) {
        stores.licenses.insert(workspace.id, point);
        count += 1;
      }
      return count;
    },
    segment(segment: {
      id: string;
      name: string;
      scope: SegmentScope;
      match: SegmentMatch;
      clauses: CompiledClause[];
      includedWorkerIds?: string[];
      at: string;
      userId: string;
    }) {
      const version = etag();
      stores.segments.insert(
        workspace.id,
        segment.id,
        {
          name: segment.name,
          scope: segment.scope,
          match: segment.match,
          clauses: segment.clauses,
          includedWorkerIds: segment.includedWorkerIds ?? [],
          excludedWorkerIds: [],
        },
        version,
        segment.at,
        segment.userId,
      );
      recorded({
        action: 'segment.create',
        targetType: 'segment',
        targetId: segment.id,
        actorUserId: segment.userId,
        etag: version,
        at: segment.at,
      });
    },
    script(script: { id: string; name: string; code: string; at: string; userId: string }) {
      stores.scripts.insert(workspace.id, {
        id: script.id,
        name: script.name,
        code: script.code,
        sizeBytes: Buffer.byteLength(script.code, 'utf8'),
        createdAt: script.at,
        createdByUserId: script.userId,
      });
      recorded({
        action: 'script.create',
        targetType: 'script',
        targetId: script.id,
        actorUserId: script.userId,
        at: script.at,
      });
    },
    secret(secret: { id: string; name: string; description: string | null; value: string; at: string }) {
      stores.secrets.insert(workspace.id, {
        id: secret.id,
        name: secret.name,
        description: secret.description,
        encryptedValue: encryptSecret(secretsKey, secret.value),
        createdAt: secret.at,
        updatedAt: secret.at,
      });
    },
    reveal(secretId: string, userId: string, at: string) {
      recorded({ action: 'secret.reveal', targetType: 'secret', targetId: secretId, actorUserId: userId, at });
    },
    policy(policy: {
      id: string;
      name: string;
      revisions: Omit<PolicyRevision, 'number'>[];
      segmentIds?: string[];
      secrets?: { id: string; disclosureForbidden: boolean }[];
    }) {
      const createdAt = policy.revisions[0]?.createdAt ?? new Date(0).toISOString();
      stores.policies.insertPolicy(workspace.id, { id: policy.id, name: policy.name, createdAt });
      policy.revisions.forEach((revision, index) => {
        stores.policies.insertRevision(policy.id, { ...revision, number: index + 1 });
      });
      for (const segmentId of policy.segmentIds ?? []) stores.policies.referenceSegment(policy.id, segmentId);
      for (const secret of policy.secrets ?? []) {
        stores.policies.referenceSecret(policy.id, secret.id, secret.disclosureForbidden);
      }
    },
  };
}

export const literal = (value: string) => ({ kind: 'literal' as const, value });
export const attribute = (value: string) => ({ kind: 'worker_attribute' as const, value });
