import type { AuditAction, AuditTargetType } from '../../contract';
import { sha256 } from '../crypto';
import type { Stores } from '../store';
import type { AuditRecord } from '../store/audit';
import { createRandom, daysAgo } from './random';
import { workspaceBuilder } from './workspace-builder';

/** The `audit` seed: a workspace whose activity log holds a million events over two years. */
export const largeAuditLog = {
  subdomain: 'audit',
  name: 'Audit Corp',
  events: 1_000_000,
  owner: { id: 'usr_audit', name: 'Audit Owner', email: 'owner@audit.test' },
  members: 24,
  apiKeys: 8,
} as const;

/** How often each action happens, out of 100 (they add up to 100). */
const mix: [AuditAction, AuditTargetType, number][] = [
  ['segment.replace', 'segment', 30],
  ['segment.create', 'segment', 8],
  ['segment.delete', 'segment', 3],
  ['script.create', 'script', 4],
  ['api_key.create', 'api_key', 2],
  ['api_key.rotate', 'api_key', 3],
  ['api_key.revoke', 'api_key', 1],
  ['secret.reveal', 'secret', 10],
  ['secret.reveal_refused', 'secret', 1],
  ['session.sign_in', 'session', 15],
  ['session.sign_out', 'session', 10],
  ['auth.failed', 'credential', 12],
  ['auth.limited', 'limit', 1],
];
const byPercent = mix.flatMap(([action, targetType, percent]) =>
  Array.from({ length: percent }, () => ({ action, targetType })),
);

/**
 * Members, API keys, and `events` audit events spread evenly over the two years before the seed's
 * today, oldest first: the actions in the proportions of `mix`, by members (some through their keys)
 * or, for failed authentication, by nobody, each about one of a few hundred objects of its type.
 */
export function seedLargeAuditLog(stores: Stores, secretsKey: Buffer, events: number = largeAuditLog.events) {
  const spec = largeAuditLog;
  const random = createRandom(events);
  const workspace = stores.workspaces.create(spec.subdomain, spec.name, daysAgo(800));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  seed.member(spec.owner, 'owner');
  const members = Array.from({ length: spec.members }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const user = { id: `usr_audit_${number}`, name: `Member ${number}`, email: `member${number}@audit.test` };
    seed.member(user, index < 2 ? 'admin' : 'hr_editor');
    return user.id;
  });
  const keys = Array.from({ length: spec.apiKeys }, (_, index) => {
    const id = `key_audit_${index + 1}`;
    const creator = members[index % members.length]!;
    stores.apiKeys.createWithinLimit(
      {
        id,
        workspaceId: workspace.id,
        name: `Sync job ${index + 1}`,
        prefix: `service_sk_aud${index}`,
        secretHash: sha256(id),
        scopes: ['segments:read'],
        createdAt: daysAgo(800),
        createdByUserId: creator,
        expiresAt: null,
      },
      Number.MAX_SAFE_INTEGER,
    );
    return { id, creator };
  });

  const first = Date.parse(daysAgo(730, '00:00:00'));
  const step = (Date.parse(daysAgo(0, '00:00:00')) - first) / events;
  const objectId = (type: AuditTargetType) => {
    const n = random.int(1, 400);
    switch (type) {
      case 'segment':
        return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      case 'credential':
        return random.chance(0.5) ? 'session' : `api_key:service_sk_${String(n).padStart(4, '0')}`;
      case 'limit':
        return `address:10.0.${n % 256}.${n % 7}`;
      case 'session':
        return String(random.int(1, 200_000));
      default:
        return `${type === 'api_key' ? 'key' : type.slice(0, 3)}_${n}`;
    }
  };
  // A million inserts into seven indexes: with SQLite's default 2 MB page cache they mostly wait on
  // the file; with 256 MB the indexes' pages stay in memory (minutes become seconds).
  const cacheSize = stores.db.pragma('cache_size', { simple: true }) as number;
  stores.db.pragma('cache_size = -262144');
  for (let index = 0; index < events; index += 1) {
    const { action, targetType } = random.pick(byPercent);
    const anonymous = action.startsWith('auth.');
    const key = !anonymous && action !== 'session.sign_in' && random.chance(0.15) ? random.pick(keys) : null;
    const event: AuditRecord = {
      workspaceId: workspace.id,
      action,
      targetType,
      targetId: objectId(targetType),
      actorUserId: anonymous ? null : (key?.creator ?? random.pick(members)),
      apiKeyId: key?.id ?? null,
      clientAddress: `10.${random.int(0, 3)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      etag: action === 'segment.create' || action === 'segment.replace' ? random.chars('abcdef0123456789', 16) : null,
      at: new Date(first + index * step).toISOString(),
    };
    stores.audit.record(event);
  }
  stores.db.pragma(`cache_size = ${cacheSize}`);
  return `${spec.subdomain}: ${spec.members + 1} members, ${spec.apiKeys} API keys, ${events} audit events`;
}
