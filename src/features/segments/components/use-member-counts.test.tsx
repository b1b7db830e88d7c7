import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, on, requestsTo, single } from '../../../test/fake-api';
import { COUNT_READS_AT_ONCE } from '../api/get-segment';
import { workerHandlers } from './test-workers';
import { clause } from '../model/test-helpers';
import { useMemberCounts } from './use-member-counts';
import { PreviewEngine } from '../model/preview-engine';

// The fake API's workers: Morgan Reyes (Executive), Avery Chen (Sales, Head of Sales).
const segments: Record<string, object> = {
  sales: { scope: 'rule_based', match: 'all', clauses: [clause('department', 'equals', 'Sales')] },
  everyone: { scope: 'rule_based', match: 'any', clauses: [clause('department', 'not_equals', 'Nowhere')] },
  partial: {
    scope: 'rule_based',
    match: 'any',
    clauses: [
      clause('department', 'equals', 'Sales'),
      {
        left: { kind: 'worker_attribute', value: 'jobTitle' },
        operator: 'equals',
        values: [{ kind: 'target_field', value: 'title' }],
      },
    ],
  },
};

/** `GET /api/segments/{id}`: the segments above, each with its rule; any other id is not found. */
const segmentsHandler = on('GET', /^\/api\/segments\/([^/]+)$/, ({ params: [id] }) => {
  const body = segments[id!];
  if (!body) return failure(404, 'segment_not_found', 'No such segment.');
  return single({
    id,
    name: `Segment ${id}`,
    includedWorkerIds: [],
    excludedWorkerIds: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    updatedByUserId: 'u1',
    updatedByName: null,
    ...body,
  });
});

/** A segment as the list shows it: its id and when it last changed (as the fake API says). */
const listed = (id: string) => ({ id, updatedAt: '2026-01-01T00:00:00Z' });

function renderCounts(ids: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMemberCounts(ids.map(listed)), { wrapper });
}

beforeEach(() => {
  fakeApi(segmentsHandler, ...workerHandlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useMemberCounts', { timeout: 20_000 }, () => {
  it('says each segment is being counted, then counts it as the preview does, bounds included', async () => {
    const { result } = renderCounts(['sales', 'everyone', 'partial']);
    expect([...result.current.values()]).toEqual([
      { status: 'counting' },
      { status: 'counting' },
      { status: 'counting' },
    ]);
    await waitFor(() => expect(result.current.get('partial')?.status).toBe('counted'));
    expect(Object.fromEntries(result.current)).toEqual({
      sales: { status: 'counted', count: 1, bound: 'exact', fingerprint: expect.any(String) },
      everyone: { status: 'counted', count: 2, bound: 'exact', fingerprint: expect.any(String) },
      partial: { status: 'counted', count: 1, bound: 'at_least', fingerprint: expect.any(String) },
    });
  });

  it('reads a few segments at a time, however many are on screen', async () => {
    const ids = Array.from({ length: 12 }, (_, n) => `s${n}`);
    let reading = 0;
    let most = 0;
    const fetchMock = fakeApi(
      on('GET', /^\/api\/segments\/(s\d+)$/, async ({ params: [id] }) => {
        reading += 1;
        most = Math.max(most, reading);
        await new Promise((resolve) => setTimeout(resolve, 5));
        reading -= 1;
        return single({
          id,
          name: `Segment ${id}`,
          ...segments.sales,
          includedWorkerIds: [],
          excludedWorkerIds: [],
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
          updatedByUserId: 'u1',
          updatedByName: null,
        });
      }),
      ...workerHandlers,
    );
    const { result } = renderCounts(ids);
    await waitFor(() => expect([...result.current.values()].every((count) => count.status === 'counted')).toBe(true));
    expect(requestsTo(fetchMock, 'GET', /\/api\/segments\/s\d+$/)).toHaveLength(12);
    expect(most).toBe(COUNT_READS_AT_ONCE);
  });

  it('reads a segment again only once the list says it changed', async () => {
    const fetchMock = fakeApi(segmentsHandler, ...workerHandlers);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const reads = () => requestsTo(fetchMock, 'GET', /\/api\/segments\/sales$/).length;
    const show = (updatedAt: string) => renderHook(() => useMemberCounts([{ id: 'sales', updatedAt }]), { wrapper });

    const first = show('2026-01-01T00:00:00Z');
    await waitFor(() => expect(first.result.current.get('sales')?.status).toBe('counted'));
    first.unmount();
    // Back on the list, the segment unchanged: counted from what was read.
    const again = show('2026-01-01T00:00:00Z');
    expect(again.result.current.get('sales')?.status).toBe('counted');
    // Reads start two frames after the first paint: give them far longer than that.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(1);
    again.unmount();
    // The list says it changed since: read again.
    show('2026-02-01T00:00:00Z');
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('says so for a segment that cannot be read, and counts the others', async () => {
    const { result } = renderCounts(['gone', 'sales']);
    await waitFor(() => expect(result.current.get('gone')).toEqual({ status: 'failed' }));
    await waitFor(() =>
      expect(result.current.get('sales')).toMatchObject({ status: 'counted', count: 1, bound: 'exact' }),
    );
  });

  it('says each segment cannot be counted when the workers cannot be read', async () => {
    fakeApi(
      segmentsHandler,
      on('GET', '/api/workers/org-chart', () => failure(403, 'forbidden')),
    );
    const { result } = renderCounts(['sales', 'everyone']);
    await waitFor(() =>
      expect(Object.fromEntries(result.current)).toEqual({
        sales: { status: 'failed' },
        everyone: { status: 'failed' },
      }),
    );
  });

  it('never counts while rendering, and lets the page have its turn between counts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let rendering = false;
    const events: string[] = [];
    const outcome = PreviewEngine.prototype.outcome;
    vi.spyOn(PreviewEngine.prototype, 'outcome').mockImplementation(function (this: PreviewEngine, rule) {
      events.push(rendering ? 'count while rendering' : 'count');
      // Something else the page has to do, asked for as counting starts.
      if (events.length === 1) setTimeout(() => events.push('page'), 0);
      return outcome.call(this, rule);
    });
    // Each count seems to take longer than a slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    const { result } = renderHook(
      () => {
        rendering = true;
        try {
          return useMemberCounts(['sales', 'everyone', 'partial'].map(listed));
        } finally {
          rendering = false;
        }
      },
      { wrapper },
    );
    await waitFor(() => expect([...result.current.values()].every((count) => count.status === 'counted')).toBe(true));
    expect(events).toEqual(['count', 'page', 'count', 'count']);
  });
});
