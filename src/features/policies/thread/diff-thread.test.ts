import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkerClass } from '../../../test/fake-worker';
import type { LineDiff } from '../model/diff-model';
import type { DiffThreadRequest, DiffThreadResponse } from './diff-messages';
import { createDiffThread, HISTORY_IDLE_MS } from './diff-thread';

const FakeWorker = fakeWorkerClass<DiffThreadRequest, DiffThreadResponse>();

afterEach(() => {
  vi.unstubAllGlobals();
});

const diff: LineDiff = { lines: [], added: 1, removed: 0, approximate: false };

const { compare } = createDiffThread();

describe('the diff thread', () => {
  it('sends the older source as the old one and resolves with the diff, then stops the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const comparing = compare('old text', 'new text');
    const thread = FakeWorker.last;
    expect(thread.sent).toEqual([expect.objectContaining({ oldSource: 'old text', newSource: 'new text' })]);
    thread.answer({ diff });
    await expect(comparing).resolves.toBe(diff);
    expect(thread.terminate).toHaveBeenCalled();
  });

  it('fails with the reason when the worker cannot compare', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const comparing = compare('a', 'b');
    FakeWorker.last.answer({ error: 'too large' });
    await expect(comparing).rejects.toThrow('The comparison failed: too large');
  });
});

describe('blame and search in the history thread', () => {
  const revisions = [
    { number: 1, source: 'a\n', createdByUserId: 'usr_ada', createdAt: '2026-01-01T00:00:00Z' },
    { number: 2, source: 'a\nb\n', createdByUserId: 'usr_ada', createdAt: '2026-01-02T00:00:00Z' },
  ];
  const blameAnswer = (id: number) => ({
    id,
    blame: {
      number: 2,
      revision: Int32Array.from([1, 2]),
      priorLine: Int32Array.from([0, 1]),
      movedIn: new Int32Array(2),
    },
    computeMs: 12,
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each revision once (number and text only), then the job; resolves with the blame', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame, keepRevisions } = createDiffThread();
    keepRevisions('pol_a', revisions.slice(0, 1));
    const thread = FakeWorker.last;
    const blaming = blame('pol_a', revisions, true);
    expect(FakeWorker.last).toBe(thread);
    expect(thread.sent).toEqual([
      { kind: 'keep', set: 'pol_a', revisions: [{ number: 1, source: 'a\n' }] },
      { kind: 'keep', set: 'pol_a', revisions: [{ number: 2, source: 'a\nb\n' }] },
      { kind: 'blame', id: 1, set: 'pol_a', through: 2, ignoreWhitespace: true },
    ]);
    thread.answer(blameAnswer(1));
    await expect(blaming).resolves.toEqual(blameAnswer(1).blame);
    expect(thread.terminate).not.toHaveBeenCalled();
  });

  it('keeps the revisions for the next job: a search sends none again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame, searchHistory } = createDiffThread();
    const blaming = blame('pol_a', revisions, false);
    const thread = FakeWorker.last;
    thread.answer(blameAnswer(1));
    await blaming;
    const searching = searchHistory('pol_a', revisions, 'b', false);
    expect(thread.sent.at(-1)).toEqual({
      kind: 'search',
      id: 2,
      set: 'pol_a',
      through: 2,
      query: 'b',
      matchCase: false,
    });
    expect(thread.sent.filter((message) => message.kind === 'keep')).toHaveLength(1);
    const search = {
      query: 'b',
      first: { revision: 2, line: 2 },
      last: { revision: 2, line: 2 },
      runs: [],
      count: 1,
      newest: 2,
    };
    thread.answer({ id: 2, search, computeMs: 1 });
    await expect(searching).resolves.toEqual(search);
  });

  it('sends another policy’s revisions afresh, and reports a failure in its words', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { searchHistory } = createDiffThread();
    const first = searchHistory('pol_a', revisions, 'b', false);
    FakeWorker.last.answer({ id: 1, error: 'revision 2 was not sent' });
    await expect(first).rejects.toThrow('The search failed: revision 2 was not sent');
    void searchHistory('pol_b', revisions, 'b', false).catch(() => undefined);
    expect(
      FakeWorker.last.sent
        .filter((message) => message.kind === 'keep')
        .map((message) => 'set' in message && message.set),
    ).toEqual(['pol_a', 'pol_b']);
  });

  it('drops an aborted job’s answer without ending the thread', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame } = createDiffThread();
    const controller = new AbortController();
    const blaming = blame('pol_a', revisions, false, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(blaming).rejects.toThrow('left the page');
    FakeWorker.last.answer(blameAnswer(1));
    expect(FakeWorker.last.terminate).not.toHaveBeenCalled();
  });

  it('after a crash, fails the jobs under way and starts again, sending the revisions again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame } = createDiffThread();
    const blaming = blame('pol_a', revisions, false);
    const crashed = FakeWorker.last;
    crashed.crash();
    await expect(blaming).rejects.toThrow('The history could not be worked on in this browser.');
    void blame('pol_a', revisions, false).catch(() => undefined);
    expect(FakeWorker.last).not.toBe(crashed);
    expect(FakeWorker.last.sent[0]).toMatchObject({ kind: 'keep', set: 'pol_a' });
  });

  it('ends the thread, and what it keeps, after a while without a job', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const { blame } = createDiffThread();
    const blaming = blame('pol_a', revisions, false);
    const thread = FakeWorker.last;
    thread.answer(blameAnswer(1));
    await blaming;
    vi.advanceTimersByTime(HISTORY_IDLE_MS - 1);
    expect(thread.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(thread.terminate).toHaveBeenCalled();
  });
});
