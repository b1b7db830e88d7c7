import { describe, expect, it, vi } from 'vitest';
import { AllPagesLoader } from './all-pages';

function pageOf(items: number[], nextCursor: string | null, total: number) {
  return { items, pagination: { nextCursor, limit: items.length, hasMore: nextCursor !== null, total } };
}

describe('AllPagesLoader', () => {
  it('follows nextCursor to the end and reports progress', async () => {
    const fetchPage = vi.fn(async (cursor: string | number | null) =>
      cursor === null ? pageOf([1, 2], 'c2', 5) : cursor === 'c2' ? pageOf([3, 4], 'c3', 5) : pageOf([5], null, 5),
    );
    const progress = vi.fn();
    const items = await new AllPagesLoader(fetchPage).loadRemaining(new AbortController().signal, progress);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2', 'c3']);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 5, total: 5 });
  });

  it('resumes at the page that failed instead of starting over', async () => {
    let failOnce = true;
    const fetchPage = vi.fn(async (cursor: string | number | null) => {
      if (cursor === 'c2' && failOnce) {
        failOnce = false;
        throw new Error('network');
      }
      return cursor === null ? pageOf([1, 2], 'c2', 3) : pageOf([3], null, 3);
    });
    const loader = new AllPagesLoader(fetchPage);
    await expect(loader.loadRemaining(new AbortController().signal, () => {})).rejects.toThrow('network');
    expect(loader.items).toEqual([1, 2]);
    expect(await loader.loadRemaining(new AbortController().signal, () => {})).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2', 'c2']);
  });
});
