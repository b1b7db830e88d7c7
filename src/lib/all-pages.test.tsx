import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Cursor } from '../../contract';
import { useAllPages } from './all-pages';
import type { Page } from './http';
import { createQueryClient } from './query-client';

type FetchPage = (cursor: Cursor | null, signal: AbortSignal) => Promise<Page<string>>;

/** A two-page collection whose items are named after `source`, so a test sees which loader read them. */
function twoPages(source: string) {
  return vi.fn<FetchPage>(async (cursor) =>
    cursor === null
      ? { items: [`${source}1`], pagination: { nextCursor: 'c2', limit: 1, hasMore: true, total: 2 } }
      : { items: [`${source}2`], pagination: { nextCursor: null, limit: 1, hasMore: false, total: 2 } },
  );
}

function renderAllPages(initial: { queryKey: readonly unknown[]; fetchPage: FetchPage }) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook((props: typeof initial) => useAllPages(props), { wrapper, initialProps: initial });
  return { queryClient, ...hook };
}

describe('useAllPages', () => {
  it('loads every page', async () => {
    const { result } = renderAllPages({ queryKey: ['things'], fetchPage: twoPages('a') });
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.items).toEqual(['a1', 'a2']);
  });

  it('refreshes with the fetcher of the latest render, not the one it started with', async () => {
    const first = twoPages('old');
    const { result, rerender, queryClient } = renderAllPages({ queryKey: ['things'], fetchPage: first });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const latest = twoPages('new');
    rerender({ queryKey: ['things'], fetchPage: latest });
    await act(() => queryClient.invalidateQueries({ queryKey: ['things'] }));
    await waitFor(() => expect(result.current.items).toEqual(['new1', 'new2']));
    expect(first).toHaveBeenCalledTimes(2);
    expect(latest.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2']);
  });

  it('resumes a failed load with the latest fetcher, from the page that did not arrive', async () => {
    const failing = vi.fn<FetchPage>(async (cursor) => {
      if (cursor !== null) throw new Error('offline');
      return { items: ['a1'], pagination: { nextCursor: 'c2', limit: 1, hasMore: true, total: 2 } };
    });
    const { result, rerender } = renderAllPages({ queryKey: ['things'], fetchPage: failing });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    const latest = twoPages('b');
    rerender({ queryKey: ['things'], fetchPage: latest });
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.items).toEqual(['a1', 'b2']);
    expect(latest.mock.calls.map(([cursor]) => cursor)).toEqual(['c2']);
  });

  it('starts new parameters (a new key) from their own first page', async () => {
    const { result, rerender } = renderAllPages({ queryKey: ['things', 'a'], fetchPage: twoPages('a') });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const other = twoPages('b');
    rerender({ queryKey: ['things', 'b'], fetchPage: other });
    await waitFor(() => expect(result.current.items).toEqual(['b1', 'b2']));
    expect(other.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2']);
  });

  it('reloads from the first page, dropping what it had', async () => {
    const fetchPage = twoPages('a');
    const { result } = renderAllPages({ queryKey: ['things'], fetchPage });
    await waitFor(() => expect(result.current.complete).toBe(true));
    act(() => result.current.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(4));
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.items).toEqual(['a1', 'a2']);
  });

  it('shows the first page at once, then progress at most every 100 ms, and where it stopped', async () => {
    // Ten pages 5 ms apart, then a failure: the screen need not follow every page.
    let failed = false;
    const fetchPage = vi.fn<FetchPage>(async (cursor) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const page = cursor === null ? 1 : Number(cursor);
      if (page === 11 && !failed) {
        failed = true;
        throw new Error('offline');
      }
      const last = page === 11;
      return {
        items: [`p${page}`],
        pagination: { nextCursor: last ? null : String(page + 1), limit: 1, hasMore: !last, total: 11 },
      };
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const shown: number[] = [];
    const { result } = renderHook(
      () => {
        const pages = useAllPages({ queryKey: ['things'], fetchPage });
        if (shown.at(-1) !== pages.progress.loaded) shown.push(pages.progress.loaded);
        return pages;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(shown[1]).toBe(1);
    expect(shown.at(-1)).toBe(10);
    // Page by page, it would have been eleven numbers.
    expect(shown.length).toBeLessThanOrEqual(4);
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.progress).toEqual({ loaded: 11, total: 11 });
  });
});
