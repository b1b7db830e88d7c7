import { describe, expect, it } from 'vitest';
import type { Cursor } from '../../../../contract';
import { createReadAhead } from './read-ahead';

/** Pages 0…last; each read waits until `finish` lets it end. */
function pagesUpTo(last: number) {
  const started: (Cursor | null)[] = [];
  const aborted: (Cursor | null)[] = [];
  const waiting: (() => void)[] = [];
  const readPage = (cursor: Cursor | null, signal: AbortSignal) => {
    started.push(cursor);
    signal.addEventListener('abort', () => aborted.push(cursor));
    const n = cursor === null ? 0 : Number(cursor);
    return new Promise<{
      result: string;
      pagination: { nextCursor: Cursor | null; hasMore: boolean; limit: number; total: number };
    }>((resolve) =>
      waiting.push(() =>
        resolve({
          result: `page ${n}`,
          pagination: { nextCursor: n < last ? String(n + 1) : null, hasMore: n < last, limit: 1, total: last + 1 },
        }),
      ),
    );
  };
  const finishAll = async () => {
    for (let round = 0; round < 10 && waiting.length > 0; round++) {
      waiting.splice(0).forEach((finish) => finish());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { readPage, started, aborted, finishAll };
}

describe('createReadAhead', () => {
  it('reads up to `depth` pages past the one asked, and hands them over when asked', async () => {
    const pages = pagesUpTo(5);
    const reader = createReadAhead(pages.readPage, 2);
    const first = reader.ask(1, null);
    await pages.finishAll();
    expect(await first).toBe('page 0');
    expect(pages.started).toEqual([null, '1', '2']);

    const second = reader.ask(2, '1');
    await pages.finishAll();
    expect(await second).toBe('page 1');
    expect(pages.started).toEqual([null, '1', '2', '3']);
  });

  it('stops at the last page', async () => {
    const pages = pagesUpTo(2);
    const reader = createReadAhead(pages.readPage, 4);
    const first = reader.ask(1, null);
    await pages.finishAll();
    await first;
    expect(pages.started).toEqual([null, '1', '2']);
    expect(await reader.ask(2, '1')).toBe('page 1');
    expect(await reader.ask(3, '2')).toBe('page 2');
    expect(pages.started).toHaveLength(3);
  });

  it('reads a page again when it is asked for again', async () => {
    const pages = pagesUpTo(3);
    const reader = createReadAhead(pages.readPage, 1);
    const first = reader.ask(1, null);
    await pages.finishAll();
    await first;
    const again = reader.ask(2, '1');
    const retry = reader.ask(3, '1');
    await pages.finishAll();
    expect([await again, await retry]).toEqual(['page 1', 'page 1']);
    expect(pages.started.filter((cursor) => cursor === '1')).toHaveLength(2);
  });

  it('a cancelled request ends in null; a new first page drops what was read ahead', async () => {
    const pages = pagesUpTo(9);
    const reader = createReadAhead(pages.readPage, 2);
    const first = reader.ask(1, null);
    reader.cancel(1);
    await pages.finishAll();
    expect(await first).toBeNull();
    expect(pages.started).toEqual([null]);

    const again = reader.ask(2, null);
    await pages.finishAll();
    expect(await again).toBe('page 0');
    const restart = reader.ask(3, null);
    expect(pages.aborted).toEqual([null, '1', '2']);
    const next = reader.ask(4, '1');
    await pages.finishAll();
    expect([await restart, await next]).toEqual(['page 0', 'page 1']);
  });

  it('starts the next page as soon as a page tells its pagination, before the page is read', async () => {
    const started: (Cursor | null)[] = [];
    const finish: (() => void)[] = [];
    const reader = createReadAhead<string>((cursor, _signal, paginationKnown) => {
      started.push(cursor);
      const n = cursor === null ? 0 : Number(cursor);
      const pagination = { nextCursor: String(n + 1), hasMore: n < 5, limit: 1, total: 6 };
      paginationKnown(pagination);
      return new Promise<{ result: string; pagination: typeof pagination }>((resolve) =>
        finish.push(() => resolve({ result: `page ${n}`, pagination })),
      );
    }, 2);
    const first = reader.ask(1, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Page 0 is not read yet, and the two pages after it are on their way.
    expect(started).toEqual([null, '1', '2']);
    finish.splice(0).forEach((done) => done());
    expect(await first).toBe('page 0');
  });
});
