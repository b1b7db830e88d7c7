import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { ApiError, resetReauthentication, setUnauthorizedHandler } from '../../http';
import { createReadOrgChartThread } from './read-org-chart-thread';
import { packWorkers, type PackedWorkers } from '../packed-workers';
import type { ReadOrgChartMessage, ReadOrgChartReply, ReadOrgChartRequest } from './read-org-chart-messages';
import { WorkerTable } from '../worker-table';

const ada: OrgChartWorker = {
  id: 'w1',
  name: 'Ada',
  jobTitle: 'CEO',
  department: 'Exec',
  managerId: null,
  manager: null,
  lifecycleStage: 'active',
};
const lastPage = { nextCursor: null, limit: 5000, hasMore: false, total: 1 };

/** A Web Worker that says it has started, answers each read with `answer`, and records what it was sent. */
function fakeWorker(answer: (request: number) => Omit<ReadOrgChartReply, 'request'> | null) {
  const sent: ReadOrgChartRequest[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<ReadOrgChartMessage>) => void) | null,
    onerror: null as (() => void) | null,
    terminate: vi.fn(),
    postMessage(message: ReadOrgChartRequest) {
      sent.push(message);
      if (message.kind !== 'read') return;
      const reply = answer(message.request);
      if (reply)
        queueMicrotask(() => worker.onmessage?.({ data: { request: message.request, ...reply } } as MessageEvent));
    },
  };
  const start = () => {
    queueMicrotask(() => worker.onmessage?.({ data: { ready: true } } as MessageEvent));
    return worker as unknown as Worker;
  };
  return { worker, sent, start };
}

const firstOfTwo = JSON.stringify({
  results: [ada],
  errors: [],
  pagination: { nextCursor: 'c2', limit: 1, hasMore: true, total: 2 },
});

/** A thread past its first page (read here), whose Web Worker has started. */
async function startedThread(start: () => Worker | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(firstOfTwo, { status: 200 })),
  );
  const thread = createReadOrgChartThread({ startThread: start });
  await thread.read(null, new AbortController().signal);
  await Promise.resolve();
  return thread;
}

/** The workers of a page read by the thread (one item: the page, packed). */
function workersOf(page: { items: PackedWorkers[] }) {
  const table = new WorkerTable();
  for (const packed of page.items) table.push(packed);
  return table.records();
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  resetReauthentication();
});

describe('createReadOrgChartThread', () => {
  it('hands over the page the thread read, packed, as one item', async () => {
    const fake = fakeWorker(() => ({ packed: packWorkers([ada]), pagination: lastPage }));
    const thread = await startedThread(fake.start);
    const page = await thread.read('c2', new AbortController().signal);
    expect(page.pagination).toEqual(lastPage);
    expect(workersOf(page)).toEqual([ada]);
    expect(fake.sent).toEqual([{ kind: 'read', request: 0, cursor: 'c2', position: 1 }]);
  });

  it('throws the API error the thread met, and a 401 signs the user out here', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    const apiError = {
      status: 401,
      errorCode: 'unauthorized',
      message: 'Sign in',
      target: null,
      errors: [],
      requestId: 'r1',
    } as const;
    const thread = await startedThread(fakeWorker(() => ({ apiError })).start);
    const error = await thread.read('c2', new AbortController().signal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'unauthorized', requestId: 'r1' });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('a cancelled read stops at once and tells the thread', async () => {
    const fake = fakeWorker(() => null);
    const thread = await startedThread(fake.start);
    const controller = new AbortController();
    const reading = thread.read('c2', controller.signal);
    controller.abort();
    await expect(reading).rejects.toThrow();
    expect(fake.sent).toEqual([
      { kind: 'read', request: 0, cursor: 'c2', position: 1 },
      { kind: 'cancel', request: 0 },
    ]);
  });

  it('reads here when there is no thread, or when the thread fails', async () => {
    const body = JSON.stringify({ results: [ada], errors: [], pagination: lastPage });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const here = createReadOrgChartThread({ startThread: () => null });
    expect(workersOf(await here.read(null, new AbortController().signal))).toEqual([ada]);

    const fake = fakeWorker(() => null);
    const failing = await startedThread(fake.start);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const reading = failing.read('c2', new AbortController().signal);
    fake.worker.onerror?.();
    expect(workersOf(await reading)).toEqual([ada]);
    expect(fake.worker.terminate).toHaveBeenCalled();
  });

  it('reads the first page here, and starts the thread only when more pages follow', async () => {
    const onlyPage = JSON.stringify({ results: [ada], errors: [], pagination: lastPage });
    const fetch = vi.fn(async () => new Response(onlyPage, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const start = vi.fn(fakeWorker(() => null).start);
    const thread = createReadOrgChartThread({ startThread: start });

    expect(workersOf(await thread.read(null, new AbortController().signal))).toEqual([ada]);
    expect(start).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => new Response(firstOfTwo, { status: 200 }));
    await thread.read(null, new AbortController().signal);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reads here what is asked before the thread has started', async () => {
    const fake = fakeWorker(() => ({ packed: packWorkers([ada]), pagination: lastPage }));
    let started: Worker | null = null;
    const slowToStart = () => {
      started = fake.worker as unknown as Worker;
      return started;
    };
    const thread = await startedThread(slowToStart);
    expect(started).not.toBeNull();
    const page = await thread.read('c2', new AbortController().signal);
    expect(page.pagination.hasMore).toBe(true);
    expect(fake.sent).toEqual([]);
  });
});
