import type { Statement } from '../db/sqlite';
import type { AuditAction, AuditActor, AuditEvent, AuditTargetType } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

/** One event as recorded: never a secret's value or a key's secret. */
export interface AuditRecord {
  workspaceId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The member who acted (signed in, or through their key); null when nobody is known. */
  actorUserId: string | null;
  /** The API key that acted, if a key did. */
  apiKeyId: string | null;
  clientAddress: string | null;
  /** The version the write made (a segment's or a key's new ETag). */
  etag?: string | null;
  /** An instant as `Date.prototype.toISOString` writes it (UTC): its first ten characters are its day. */
  at: string;
}

interface AuditRow {
  id: number;
  action: string;
  targetType: string;
  targetId: string;
  actorUserId: string | null;
  actorName: string | null;
  apiKeyId: string | null;
  apiKeyName: string | null;
  clientAddress: string | null;
  etag: string | null;
  at: string;
}

/** The filters as the store applies them: instants in the stored form, the actor resolved. */
export interface AuditQuery {
  actor?: { userId: string } | { apiKeyId: string };
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Inclusive. */
  from?: string;
  /** Exclusive. */
  to?: string;
}

type Condition = 'user' | 'key' | 'action' | 'targetType' | 'targetId' | 'from' | 'to';

/** Each filter's condition on an event, in a fixed order (equal filters share one prepared statement). */
const conditions: [Condition, string][] = [
  ['user', 'e.actor_user_id = @userId'],
  ['key', 'e.api_key_id = @apiKeyId'],
  ['action', 'e.action = @action'],
  ['targetType', 'e.target_type = @targetType'],
  ['targetId', 'e.target_id = @targetId'],
  ['from', 'e.at >= @from'],
  ['to', 'e.at < @to'],
];

const columns = `e.id, e.action, e.target_type AS targetType, e.target_id AS targetId,
  e.actor_user_id AS actorUserId, u.name AS actorName, e.api_key_id AS apiKeyId, k.name AS apiKeyName,
  e.client_address AS clientAddress, e.etag, e.at`;
const joins = `LEFT JOIN users u ON u.id = e.actor_user_id LEFT JOIN api_keys k ON k.id = e.api_key_id`;

function actorOf(row: AuditRow): AuditActor {
  if (row.apiKeyId !== null) {
    return { type: 'api_key', apiKeyId: row.apiKeyId, name: row.apiKeyName, userId: row.actorUserId };
  }
  if (row.actorUserId !== null) return { type: 'user', userId: row.actorUserId, name: row.actorName };
  return { type: 'anonymous' };
}

const toEvent = (row: AuditRow): AuditEvent => ({
  id: String(row.id),
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  actor: actorOf(row),
  clientAddress: row.clientAddress,
  at: row.at,
  etag: row.etag,
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (instant: string) => instant.slice(0, 10);
const nextDayStart = (instant: string) =>
  new Date(Date.parse(`${dayOf(instant)}T00:00:00.000Z`) + DAY_MS).toISOString();
const dayStart = (instant: string) => `${dayOf(instant)}T00:00:00.000Z`;

/** The statement's named parameters for a query (names a statement does not use are ignored). */
export const auditParameters = (workspaceId: number, query: AuditQuery) => ({
  workspaceId,
  userId: query.actor && 'userId' in query.actor ? query.actor.userId : null,
  apiKeyId: query.actor && 'apiKeyId' in query.actor ? query.actor.apiKeyId : null,
  action: query.action ?? null,
  targetType: query.targetType ?? null,
  targetId: query.targetId ?? null,
  from: query.from ?? null,
  to: query.to ?? null,
});

/** The filters a query sets, in the order of `conditions`. */
const present = (query: AuditQuery): Condition[] =>
  conditions
    .map(([name]) => name)
    .filter((name) => {
      if (name === 'user') return query.actor !== undefined && 'userId' in query.actor;
      if (name === 'key') return query.actor !== undefined && 'apiKeyId' in query.actor;
      return query[name] !== undefined;
    });

const whereOf = (names: Condition[]) =>
  ['e.workspace_id = @workspaceId', ...conditions.filter(([name]) => names.includes(name)).map(([, sql]) => sql)].join(
    ' AND ',
  );

/**
 * The index a combination of filters is read through (migration 5): its leading columns are filters
 * given, sought to; `at, id` follow, so `from`/`to` are a range of it and its order is the list's;
 * the other filters given are columns of it after those, checked in the entry without reading the
 * row. With `actor`: that member's or key's index (it holds action, type and object), so the walk is
 * at most their own entries. With `targetId`: the object's (it holds the action), at most the
 * object's entries. Otherwise every filter given is sought to: the walk is as long as the page.
 */
function auditIndexOf(query: AuditQuery): string {
  const names = present(query);
  if (names.includes('user')) return 'audit_events_by_actor';
  if (names.includes('key')) return 'audit_events_by_key';
  if (names.includes('targetId')) return 'audit_events_by_object';
  if (names.includes('action')) {
    return names.includes('targetType') ? 'audit_events_by_action_type' : 'audit_events_by_action';
  }
  return names.includes('targetType') ? 'audit_events_by_type' : 'audit_events_by_time';
}

/** The events a query selects, before their order: what a page of them is keyset-paged from. */
export const auditSelect = (query: AuditQuery) =>
  `SELECT ${columns} FROM audit_events e INDEXED BY ${auditIndexOf(query)} ${joins} WHERE ${whereOf(present(query))}`;

/** How many events a query selects, counted in its index alone. */
export const auditCount = (query: AuditQuery) =>
  `SELECT count(*) FROM audit_events e INDEXED BY ${auditIndexOf(query)} WHERE ${whereOf(present(query))}`;

/** The list's sort keys, descending: newest first, ties in time by id. */
export const auditOrder = ['e.at', 'e.id'];

/**
 * The activity log: append-only (this store inserts and reads; nothing updates or deletes an
 * event). Writers call `record` inside the transaction of what they record.
 */
export function createAuditStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO audit_events
       (workspace_id, action, target_type, target_id, actor_user_id, api_key_id, client_address, etag, at)
     VALUES (@workspaceId, @action, @targetType, @targetId, @actorUserId, @apiKeyId, @clientAddress, @etag, @at)`,
  );
  const keyOfWorkspace = db.prepare('SELECT 1 FROM api_keys WHERE workspace_id = ? AND id = ?').pluck();
  const wholeDays = db
    .prepare(
      `SELECT coalesce(sum(events), 0) FROM audit_event_days
       WHERE workspace_id = @workspaceId AND day > @afterDay AND day < @beforeDay
         AND (@action IS NULL OR action = @action) AND (@targetType IS NULL OR target_type = @targetType)`,
    )
    .pluck();

  // Prepared when a combination of filters is first asked for, then kept.
  const pages = new Map<string, (params: unknown[], request: PageRequest) => AuditRow[]>();
  const counts = new Map<string, Statement>();
  const pageOf = (query: AuditQuery) => {
    const signature = present(query).join(',');
    let rows = pages.get(signature);
    if (!rows) {
      rows = keysetQuery<AuditRow>(db, auditSelect(query), auditOrder, true);
      pages.set(signature, rows);
    }
    return rows;
  };
  /** Counts through the index the page is read through (`auditIndexOf`), from the index alone. */
  const countOf = (query: AuditQuery) => {
    const signature = present(query).join(',');
    let count = counts.get(signature);
    if (!count) {
      count = db.prepare(auditCount(query)).pluck();
      counts.set(signature, count);
    }
    return count;
  };

  /**
   * How many events the filters select. Filtered by who or on what object, a count of that index's
   * entries (a member's, a key's, an object's). Otherwise, by action, type and time alone: the whole
   * days between `from` and `to` from `audit_event_days`, and the part-days at either end counted.
   */
  function total(workspaceId: number, query: AuditQuery): number {
    const names = present(query);
    const parameters = auditParameters(workspaceId, query);
    if (names.includes('user') || names.includes('key') || names.includes('targetId')) {
      return countOf(query).get(parameters) as number;
    }
    const { from, to } = query;
    const edge = (start: string, end: string | undefined) => {
      const range: AuditQuery = { ...query, from: start, to: end };
      return countOf(range).get(auditParameters(workspaceId, range)) as number;
    };
    let sum = wholeDays.get({
      ...parameters,
      afterDay: from === undefined ? '' : dayOf(from),
      beforeDay: to === undefined ? '~' : dayOf(to),
    }) as number;
    if (from !== undefined) {
      const end = nextDayStart(from);
      sum += edge(from, to !== undefined && to < end ? to : end);
    }
    if (to !== undefined && (from === undefined || dayOf(to) > dayOf(from))) sum += edge(dayStart(to), to);
    return sum;
  }

  return {
    /** Appends one event: call it inside the transaction of what it records. */
    record(event: AuditRecord): void {
      insert.run({ ...event, etag: event.etag ?? null });
    },

    /** Whether `id` names an API key of this workspace (the `actor` filter takes a user's id or a key's). */
    isApiKey: (workspaceId: number, id: string) => keyOfWorkspace.get(workspaceId, id) !== undefined,

    /** A page of events, newest first, with these filters, and how many they select. */
    page(workspaceId: number, query: AuditQuery, request: PageRequest) {
      const rows = pageOf(query)([auditParameters(workspaceId, query)], request);
      return { rows, total: total(workspaceId, query) };
    },
    keyOf: (row: AuditRow): CursorKey => [row.at, row.id],
    toEvent,
  };
}
