import { describe, expect, it } from 'vitest';
import { auditActions, auditTargetTypes, type AuditAction, type AuditTargetType } from '../../contract';
import { openDatabase } from '../db/open';
import { createRandom } from '../seed/random';
import {
  auditCount,
  auditOrder,
  auditParameters,
  auditSelect,
  createAuditStore,
  type AuditQuery,
  type AuditRecord,
} from './audit';
import { keysetSql } from './keyset';

const db = openDatabase(':memory:');
for (const subdomain of ['one', 'two']) {
  db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES (?, ?, '2026-01-01')").run(
    subdomain,
    subdomain,
  );
}
const store = createAuditStore(db);
const random = createRandom(39);

const targetTypeOf = (action: AuditAction) => action.split('.')[0]!.replace('auth', 'credential') as AuditTargetType;
const users = ['usr_a', 'usr_b', 'usr_c'];
const keys = ['key_1', 'key_2'];
const start = Date.parse('2026-03-01T00:00:00.000Z');
const HOUR = 60 * 60 * 1000;

// 3,000 events over about three weeks, several in the same millisecond, in two workspaces.
const recorded: (AuditRecord & { id: number })[] = [];
let at = start;
for (let id = 1; id <= 3000; id += 1) {
  if (random.chance(0.8)) at += random.int(0, 4 * HOUR);
  const action = random.pick(auditActions);
  const anonymous = action.startsWith('auth.');
  const apiKeyId = !anonymous && random.chance(0.2) ? random.pick(keys) : null;
  const event: AuditRecord = {
    workspaceId: random.chance(0.9) ? 1 : 2,
    action,
    targetType: targetTypeOf(action),
    targetId: `t${random.int(1, 12)}`,
    actorUserId: anonymous ? null : random.pick(users),
    apiKeyId,
    clientAddress: null,
    at: new Date(at).toISOString(),
  };
  store.record(event);
  recorded.push({ ...event, id });
}

/** The events a query selects, newest first, worked out the slow way. */
function selected(workspaceId: number, query: AuditQuery) {
  return recorded
    .filter(
      (event) =>
        event.workspaceId === workspaceId &&
        (!query.actor ||
          ('userId' in query.actor
            ? event.actorUserId === query.actor.userId
            : event.apiKeyId === query.actor.apiKeyId)) &&
        (!query.action || event.action === query.action) &&
        (!query.targetType || event.targetType === query.targetType) &&
        (!query.targetId || event.targetId === query.targetId) &&
        (!query.from || event.at >= query.from) &&
        (!query.to || event.at < query.to),
    )
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}

/** An instant in or around the events' span: often a day's first moment, sometimes exactly an event's. */
function instant() {
  const roll = random.next();
  if (roll < 0.3) return new Date(start + random.int(-1, 25) * 24 * HOUR).toISOString();
  if (roll < 0.5) return random.pick(recorded).at;
  return new Date(start + random.int(-HOUR, 25 * 24 * HOUR)).toISOString();
}

function randomQuery(): AuditQuery {
  const query: AuditQuery = {};
  if (random.chance(0.3))
    query.actor = random.chance(0.7) ? { userId: random.pick(users) } : { apiKeyId: random.pick(keys) };
  if (random.chance(0.3)) query.action = random.pick(auditActions);
  if (random.chance(0.3)) query.targetType = random.pick(auditTargetTypes);
  if (query.targetType && random.chance(0.5)) query.targetId = `t${random.int(1, 12)}`;
  if (random.chance(0.5)) query.from = instant();
  if (random.chance(0.5)) query.to = instant();
  if (query.from && query.to && query.to <= query.from) [query.from, query.to] = [query.to, query.from];
  return query;
}

describe('the audit store', () => {
  it('answers every combination of filters with the right events, newest first, and the right total', () => {
    for (let n = 0; n < 400; n += 1) {
      const query = randomQuery();
      const workspaceId = random.chance(0.8) ? 1 : 2;
      const expected = selected(workspaceId, query);
      const { rows, total } = store.page(workspaceId, query, { limit: 5, after: null });
      expect(total, JSON.stringify(query)).toBe(expected.length);
      expect(
        rows.map((row) => row.id),
        JSON.stringify(query),
      ).toEqual(expected.slice(0, 6).map((event) => event.id));
    }
  });

  it('counts whole days from the day counts, and the part days at either end event by event', () => {
    const query = { from: '2026-03-02T13:00:00.000Z', to: '2026-03-09T00:00:00.000Z' };
    expect(store.page(1, query, { limit: 1, after: null }).total).toBe(selected(1, query).length);
    const sameDay = {
      from: '2026-03-03T01:00:00.000Z',
      to: '2026-03-03T23:00:00.000Z',
      action: 'segment.replace' as const,
    };
    expect(store.page(1, sameDay, { limit: 1, after: null }).total).toBe(selected(1, sameDay).length);
    const days = db.prepare('SELECT sum(events) FROM audit_event_days WHERE workspace_id = 1').pluck().get();
    expect(days).toBe(selected(1, {}).length);
  });

  it('pages after a position (ties in time broken by id) without losing or repeating an event', () => {
    const query: AuditQuery = { actor: { userId: 'usr_a' } };
    const walked: number[] = [];
    let after: (string | number)[] | null = null;
    for (;;) {
      const { rows } = store.page(1, query, { limit: 7, after });
      walked.push(...rows.slice(0, 7).map((row) => row.id));
      if (rows.length <= 7) break;
      after = store.keyOf(rows[6]!) as (string | number)[];
    }
    expect(walked).toEqual(selected(1, query).map((event) => event.id));
  });

  it('reads every filter combination through an index that seeks to its filters and holds the rest', () => {
    const names = ['actor', 'key', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
    type Name = (typeof names)[number];
    const columnOf: Partial<Record<Name, string>> = {
      actor: 'actor_user_id',
      key: 'api_key_id',
      action: 'action',
      targetType: 'target_type',
      targetId: 'target_id',
    };
    const indexColumns = (index: string) =>
      (db.prepare(`PRAGMA index_info(${index})`).all() as { name: string }[]).map((column) => column.name);
    let combinations = 0;
    for (let mask = 0; mask < 1 << names.length; mask += 1) {
      const has = (name: Name) => (mask & (1 << names.indexOf(name))) !== 0;
      if ((has('actor') && has('key')) || (has('targetId') && !has('targetType'))) continue;
      combinations += 1;
      const query: AuditQuery = {
        ...(has('actor') ? { actor: { userId: 'usr_a' } } : has('key') ? { actor: { apiKeyId: 'key_1' } } : {}),
        ...(has('action') ? { action: 'segment.replace' as const } : {}),
        ...(has('targetType') ? { targetType: 'segment' as const } : {}),
        ...(has('targetId') ? { targetId: 't1' } : {}),
        ...(has('from') ? { from: '2026-03-02T00:00:00.000Z' } : {}),
        ...(has('to') ? { to: '2026-03-05T00:00:00.000Z' } : {}),
      };
      const label = JSON.stringify(query);
      // The equality filters given, as columns; the one that leads (a member's, a key's or an object's
      // events are walked, checking the others in the entry); without one, every filter given leads.
      const given = names.filter(has).flatMap((name) => columnOf[name] ?? []);
      const leads = has('actor')
        ? ['actor_user_id']
        : has('key')
          ? ['api_key_id']
          : has('targetId')
            ? ['target_type', 'target_id']
            : given;
      const sql = keysetSql(auditSelect(query), auditOrder, true);
      const parameters = auditParameters(1, query);
      const statements = [
        { name: 'first page', sql: sql.first, args: [10], range: [has('from') && 'at>?', has('to') && 'at<?'] },
        { name: 'page after', sql: sql.after, args: ['2026-03-04T00:00:00.000Z', 5, 10], range: ['at<?'] },
        { name: 'count', sql: auditCount(query), args: [], range: [has('from') && 'at>?', has('to') && 'at<?'] },
      ];
      for (const statement of statements) {
        const plan = (
          db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(parameters, ...statement.args) as {
            detail: string;
          }[]
        ).map((row) => row.detail);
        const where = `${statement.name} of ${label}: ${plan.join(' | ')}`;
        expect(plan.join('\n'), where).not.toMatch(/TEMP B-TREE/);
        const events = plan.map((detail) => /^SEARCH e USING (COVERING )?INDEX (\w+) \((.*)\)$/.exec(detail));
        const search = events.find((match) => match !== null);
        expect(search, where).toBeDefined();
        const [, covering, index, seek] = search!;
        const columns = indexColumns(index!);
        const sought = seek!.split(' AND ');
        // Its leading columns (those before `at, id`, the list's order) are the workspace and the
        // leading filters, each sought to by equality, so the walk starts and stays inside them...
        expect(columns.slice(0, columns.indexOf('at')), where).toEqual(['workspace_id', ...leads]);
        expect(columns.slice(columns.indexOf('at'), columns.indexOf('at') + 2), where).toEqual(['at', 'id']);
        expect(sought.slice(0, leads.length + 1), where).toEqual(['workspace_id', ...leads].map((c) => `${c}=?`));
        // ...within the range of time asked for, or before the position of the page before...
        for (const bound of statement.range) if (bound) expect(sought, where).toContain(bound);
        // ...and every other filter is a column of it, checked in the entry: no row read to reject one.
        for (const column of given) expect(columns, where).toContain(column);
        if (statement.name === 'count') expect(covering, where).toBe('COVERING ');
      }
    }
    // Nobody, a member or a key; an action or not; no type, a type or an object; from; to.
    expect(combinations).toBe(3 * 2 * 3 * 2 * 2);
  });
});
