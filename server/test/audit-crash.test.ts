import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { acmeIds } from '../seed/demo';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'service-audit-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const segmentId = acmeIds.segments.salesLeadership;

/**
 * A reference API in a process of its own, on a database file, that replaces a segment and is then
 * killed with SIGKILL: `during` the write (as its audit event is being inserted, inside the
 * transaction), or `after` it answered. Returns the segment's ETag before, and the one it answered.
 */
async function replaceThenKill(file: string, when: 'during' | 'after') {
  const child = `
    import { createTestServer } from ${JSON.stringify(path.join(root, 'server/test/harness.ts'))};
    const server = createTestServer({ database: process.env.AUDIT_DB, seeds: ['demo'] });
    const cookie = await server.signIn('usr_ada');
    const path = '/segments/${segmentId}';
    const before = (await server.api(path, { cookie })).response.headers.get('etag');
    process.stdout.write(JSON.stringify({ before }) + '\\n');
    if (process.env.KILL_WHEN === 'during') {
      server.db.function('kill_now', () => process.kill(process.pid, 'SIGKILL'));
      server.db.exec(\`CREATE TEMP TRIGGER kill_in_write BEFORE INSERT ON audit_events
        WHEN NEW.action = 'segment.replace' BEGIN SELECT kill_now(); END\`);
    }
    const body = { name: 'Sales leadership', scope: 'manual', match: 'all', clauses: [] };
    const put = await server.api(path, { method: 'PUT', cookie, headers: { 'If-Match': before }, body });
    process.stdout.write(JSON.stringify({ status: put.status, after: put.response.headers.get('etag') }) + '\\n');
    process.kill(process.pid, 'SIGKILL');
  `;
  // Node itself with tsx's loader (the tsx command would run it in a child process of its own).
  const killed = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
    cwd: root,
    env: { ...process.env, AUDIT_DB: file, KILL_WHEN: when },
  }).then(
    () => {
      throw new Error('the server process was not killed');
    },
    (error: { signal?: string; stdout: string; stderr: string }) => error,
  );
  expect(killed.signal, killed.stderr).toBe('SIGKILL');
  const lines = killed.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return Object.assign({}, ...lines) as { before: string; status?: number; after?: string };
}

/** The segment's ETag and its replace events, as the database has them once reopened. */
function afterRestart(file: string) {
  const db = openDatabase(file);
  try {
    const etag = db.prepare('SELECT etag FROM segments WHERE id = ?').pluck().get(segmentId) as string;
    const events = db
      .prepare("SELECT etag FROM audit_events WHERE target_id = ? AND action = 'segment.replace'")
      .pluck()
      .all(segmentId);
    return { etag: `"${etag}"`, events };
  } finally {
    db.close();
  }
}

describe('a write and its audit event survive kill -9 together, or not at all', () => {
  it('killed while the event is being written: neither the write nor the event is there', async () => {
    const file = path.join(dir, 'during.sqlite');
    const { before, status } = await replaceThenKill(file, 'during');
    expect(status).toBeUndefined();
    expect(afterRestart(file)).toEqual({ etag: before, events: [] });
  }, 60_000);

  it('killed once it answered: both are there, the event with the ETag it answered', async () => {
    const file = path.join(dir, 'after.sqlite');
    const { before, status, after } = await replaceThenKill(file, 'after');
    expect(status).toBe(204);
    expect(after).not.toBe(before);
    expect(afterRestart(file)).toEqual({ etag: after, events: [after!.slice(1, -1)] });
  }, 60_000);
});
