import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PAGE_LIMIT, type Cursor } from '../../../contract';
import { ApiError } from './api-error';
import { AllPagesLoader, getAllPages, readAllPages } from './read-all-pages';

function pageOf(items: number[], nextCursor: Cursor | null, total: number) {
  return { items, pagination: { nextCursor, limit: items.length, hasMore: nextCursor !== null, total } };
}

const signal = () => new AbortController().signal;

describe('readAllPages', () => {
  it('follows nextCursor to the end, passing each cursor back unchanged', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor | null) =>
      cursor === null ? pageOf([1, 2], 7, 5) : cursor === 7 ? pageOf([3, 4], 'c3', 5) : pageOf([5], null, 5),
    );
    expect(await readAllPages(fetchPage)).toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 7, 'c3']);
  });

  it('stops at the page that says hasMore is false, whatever its cursor', async () => {
    const fetchPage = vi.fn(async () => ({
      items: [1],
      pagination: { nextCursor: 'more', limit: 1, hasMore: false, total: 1 },
    }));
    expect(await readAllPages(fetchPage)).toEqual([1]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('fails as a malformed response when a cursor comes back twice', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor | null) => {
      if (fetchPage.mock.calls.length > 10) throw new Error('read on and on');
      return pageOf([1], cursor === 'a' ? 'b' : 'a', 9);
    });
    const failure = readAllPages(fetchPage);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errorCode: 'malformed_response' });
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'a', 'b']);
  });

  it('fails after maxPages pages of ever new cursors', async () => {
    let n = 0;
    const fetchPage = vi.fn(async () => {
      if (n > 10) throw new Error('read on and on');
      return pageOf([n], `c${++n}`, 1_000);
    });
    await expect(readAllPages(fetchPage, { maxPages: 3 })).rejects.toMatchObject({ errorCode: 'malformed_response' });
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('passes the signal to each page and stops once it is aborted', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (cursor: Cursor | null, pageSignal: AbortSignal) => {
      expect(pageSignal).toBe(controller.signal);
      if (cursor === 'c2') controller.abort();
      return pageOf([1], cursor === null ? 'c2' : 'c3', 3);
    });
    await expect(readAllPages(fetchPage, { signal: controller.signal })).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});

describe('AllPagesLoader', () => {
  it('reports progress page by page', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor | null) =>
      cursor === null ? pageOf([1, 2], 'c2', 5) : cursor === 'c2' ? pageOf([3, 4], 'c3', 5) : pageOf([5], null, 5),
    );
    const progress = vi.fn();
    const items = await new AllPagesLoader(fetchPage).loadRemaining(signal(), progress);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { loaded: 2, total: 5 },
      { loaded: 4, total: 5 },
      { loaded: 5, total: 5 },
    ]);
  });

  it('puts the items in the collection it is given: told the total first, sealed after the last', async () => {
    const calls: string[] = [];
    const collection = {
      length: 0,
      push(item: number) {
        calls.push(`push ${item}`);
        this.length += 1;
      },
      reserve: (total: number) => calls.push(`reserve ${total}`),
      seal: () => calls.push('seal'),
    };
    const fetchPage = async (cursor: Cursor | null) =>
      cursor === null ? pageOf([1, 2], 'c2', 3) : pageOf([3], null, 3);
    const loader = new AllPagesLoader(fetchPage, undefined, collection);
    expect(await loader.loadRemaining(signal())).toBe(collection);
    expect(calls).toEqual(['reserve 3', 'push 1', 'push 2', 'push 3', 'seal']);
  });

  it('resumes at the page that failed instead of starting over', async () => {
    let failOnce = true;
    const fetchPage = vi.fn(async (cursor: Cursor | null) => {
      if (cursor === 'c2' && failOnce) {
        failOnce = false;
        throw new Error('network');
      }
      return cursor === null ? pageOf([1, 2], 'c2', 3) : pageOf([3], null, 3);
    });
    const loader = new AllPagesLoader(fetchPage);
    await expect(loader.loadRemaining(signal())).rejects.toThrow('network');
    expect(loader.items).toEqual([1, 2]);
    expect(await loader.loadRemaining(signal())).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2', 'c2']);
  });
});

describe('AllPagesLoader, asking ahead', () => {
  it('asks for the next page before taking in the one that arrived', async () => {
    const events: string[] = [];
    const fetchPage = vi.fn(async (cursor: Cursor | null) => {
      events.push(`ask ${cursor ?? 'first'}`);
      return cursor === null ? pageOf([1], 'c2', 2) : pageOf([2], null, 2);
    });
    await new AllPagesLoader(fetchPage).loadRemaining(signal(), ({ loaded }) => events.push(`took ${loaded}`));
    expect(events).toEqual(['ask first', 'ask c2', 'took 1', 'took 2']);
  });

  it('resumes at a page asked for ahead that failed', async () => {
    let failOnce = true;
    const fetchPage = vi.fn(async (cursor: Cursor | null) => {
      if (cursor === 'c3' && failOnce) {
        failOnce = false;
        throw new Error('network');
      }
      return cursor === null ? pageOf([1], 'c2', 3) : cursor === 'c2' ? pageOf([2], 'c3', 3) : pageOf([3], null, 3);
    });
    const loader = new AllPagesLoader(fetchPage);
    await expect(loader.loadRemaining(signal())).rejects.toThrow('network');
    expect(loader.items).toEqual([1, 2]);
    expect(await loader.loadRemaining(signal())).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2', 'c3', 'c3']);
  });
});

describe('getAllPages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a collection in pages of the largest size, sending each cursor back as `cursor`', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const cursor = new URL(String(input), 'http://acme.localhost').searchParams.get('cursor');
      const body = cursor === null ? pageOf([1, 2], 42, 3) : pageOf([3], null, 3);
      return new Response(JSON.stringify({ results: body.items, errors: [], pagination: body.pagination }));
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await getAllPages('/things', z.number())).toEqual([1, 2, 3]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/things?limit=${PAGE_LIMIT.max}`,
      `/api/things?cursor=42&limit=${PAGE_LIMIT.max}`,
    ]);
  });
});
