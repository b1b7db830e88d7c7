import type { Db } from '../db/open';

/** A token bucket of failed authentication: `capacity` failures, refilled evenly over `windowMs`. */
export interface Bucket {
  key: string;
  capacity: number;
  windowMs: number;
}

interface BucketRow {
  tokens: number;
  updatedAtMs: number;
}

/** Tokens left in a bucket at `nowMs`, given its row (a bucket never seen is full). */
function tokensAt(row: BucketRow | undefined, bucket: Bucket, nowMs: number): number {
  if (!row) return bucket.capacity;
  const refilled = (Math.max(0, nowMs - row.updatedAtMs) * bucket.capacity) / bucket.windowMs;
  return Math.min(bucket.capacity, row.tokens + refilled);
}

/** Milliseconds until a bucket holding `tokens` has one whole token again. */
const msUntilToken = (tokens: number, bucket: Bucket) =>
  tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * bucket.windowMs) / bucket.capacity);

export function createAuthFailureStore(db: Db) {
  const read = db.prepare('SELECT tokens, updated_at_ms AS updatedAtMs FROM auth_failure_buckets WHERE key = ?');
  const write = db.prepare(
    `INSERT INTO auth_failure_buckets (key, tokens, updated_at_ms) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET tokens = excluded.tokens, updated_at_ms = excluded.updated_at_ms`,
  );
  const forgetFull = db.prepare('DELETE FROM auth_failure_buckets WHERE updated_at_ms <= ?');
  const tokens = (bucket: Bucket, nowMs: number) =>
    tokensAt(read.get(bucket.key) as BucketRow | undefined, bucket, nowMs);

  return {
    /** How long until each of these buckets allows an attempt again: 0 when all of them do. */
    waitMs(buckets: Bucket[], nowMs: number): number {
      return Math.max(0, ...buckets.map((bucket) => msUntilToken(tokens(bucket, nowMs), bucket)));
    },

    /** Takes one token from each bucket (in one transaction); returns the buckets this emptied. */
    spend: db.transaction((buckets: Bucket[], nowMs: number): Bucket[] => {
      if (buckets.length === 0) return [];
      const emptied: Bucket[] = [];
      for (const bucket of buckets) {
        const before = tokens(bucket, nowMs);
        const left = Math.max(0, before - 1);
        write.run(bucket.key, left, nowMs);
        if (before >= 1 && left < 1) emptied.push(bucket);
      }
      // A bucket untouched for the longest window is full again: its row says nothing.
      const longest = Math.max(...buckets.map((bucket) => bucket.windowMs));
      forgetFull.run(nowMs - longest);
      return emptied;
    }),
  };
}
