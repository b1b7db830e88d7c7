import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, on, page } from '../../../test/fake-api';
import { resolveWorker, useWorkerLookups } from './resolve-workers';

const ids = Array.from({ length: 300 }, (_, n) => `wrk_${String(n).padStart(4, '0')}`);
/** Every id but the last ten names a worker. */
const known = new Set(ids.slice(0, 290));

/** `GET /api/workers?ids=`: the known workers among the ids asked for. */
const workersByIds = on('GET', '/api/workers', ({ url }) =>
  page(
    url.searchParams
      .get('ids')!
      .split(',')
      .filter((id) => known.has(id))
      .map((id) => ({ id, name: `Worker ${id}`, jobTitle: null, department: null, lifecycleStage: 'active' })),
  ),
);
let fetchMock: ReturnType<typeof fakeApi>;

const askedIds = () =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://acme.localhost').searchParams.get('ids')!.split(','),
  );

beforeEach(() => {
  fetchMock = fakeApi(workersByIds);
});
afterEach(() => vi.unstubAllGlobals());

describe('worker id resolution', () => {
  it('resolves 300 ids asked for together in exactly two requests of at most 200 ids', async () => {
    const workers = await Promise.all(ids.map((id) => resolveWorker(id)));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(askedIds().map((batch) => batch.length)).toEqual([200, 100]);
    expect(askedIds().flat()).toEqual(ids);
    expect(workers.slice(0, 290).map((worker) => worker?.id)).toEqual(ids.slice(0, 290));
    expect(workers.slice(290)).toEqual(Array(10).fill(null));
  });

  it('asks for an id once however many times it is asked for in the same tick', async () => {
    await Promise.all([...ids.slice(0, 3), ...ids.slice(0, 3)].map((id) => resolveWorker(id)));
    expect(askedIds()).toEqual([ids.slice(0, 3)]);
  });

  it('asks for 200 distinct ids in one request even when each is asked for twice', async () => {
    const twice = ids.slice(0, 200);
    const workers = await Promise.all([...twice, ...twice].map((id) => resolveWorker(id)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(askedIds()).toEqual([twice]);
    expect(workers.slice(200).map((worker) => worker?.id)).toEqual(twice);
  });

  it('costs a list of 300 workers on screen two requests', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWorkerLookups(ids), { wrapper });
    await waitFor(() => expect([...result.current.values()].every((lookup) => lookup.status !== 'pending')).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.get(ids[0]!)).toMatchObject({ status: 'found', worker: { name: `Worker ${ids[0]}` } });
    expect(result.current.get(ids[299]!)).toEqual({ status: 'unknown' });
  });
});
