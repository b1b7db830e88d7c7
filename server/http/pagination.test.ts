import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { decodeCursor, encodeCursor, parseLimit, readPageRequest, toPage } from './pagination';

const bounds = { default: 50, max: 200 };

describe('cursors', () => {
  it('round-trip a keyset position for the same list', () => {
    const cursor = encodeCursor('segments', ['all engineers', 'id-1']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('segments', cursor, 2)).toEqual(['all engineers', 'id-1']);
  });

  it('reject cursors of another list, the wrong arity, or garbage', () => {
    const cursor = encodeCursor('segments', ['a', 'b']);
    expect(decodeCursor('scripts', cursor, 2)).toBeNull();
    expect(decodeCursor('segments', cursor, 1)).toBeNull();
    expect(decodeCursor('segments', 'not a cursor!', 2)).toBeNull();
    expect(decodeCursor('segments', Buffer.from('{"l":"segments","k":[{}, 1]}').toString('base64url'), 2)).toBeNull();
    expect(decodeCursor('segments', Buffer.from('[1,2]').toString('base64url'), 2)).toBeNull();
  });
});

describe('parseLimit', () => {
  it('defaults, and accepts integers from 1 to max', () => {
    expect(parseLimit(undefined, bounds)).toBe(50);
    expect(parseLimit('1', bounds)).toBe(1);
    expect(parseLimit('200', bounds)).toBe(200);
  });

  it.each(['0', '201', '-1', '1.5', 'abc', '', ' 5', '1e2'])('rejects %j with target limit', (raw) => {
    try {
      parseLimit(raw, bounds);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'limit' });
    }
  });
});

describe('readPageRequest and toPage', () => {
  it('reports a bad cursor with target cursor', () => {
    const query = (name: string) => (name === 'cursor' ? 'bogus' : undefined);
    expect(() => readPageRequest(query, 'segments', 2)).toThrow(ApiError);
  });

  it('builds hasMore and nextCursor from limit + 1 rows', () => {
    const rows = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const page = toPage(
      rows,
      { limit: 2, after: null },
      3,
      'numbers',
      (row) => [row.n],
      (row) => row.n,
    );
    expect(page.results).toEqual([1, 2]);
    expect(page.pagination).toMatchObject({ limit: 2, hasMore: true, total: 3 });
    expect(decodeCursor('numbers', page.pagination.nextCursor as string, 1)).toEqual([2]);
    const last = toPage(
      [{ n: 3 }],
      { limit: 2, after: [2] },
      3,
      'numbers',
      (row) => [row.n],
      (row) => row.n,
    );
    expect(last.pagination).toEqual({ nextCursor: null, limit: 2, hasMore: false, total: 3 });
  });
});
