import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkerClass } from '../../../test/fake-worker';
import type { LineDiff } from '../model/diff-model';
import type { DiffThreadRequest, DiffThreadResponse } from './diff-messages';
import { createDiffThread } from './diff-thread';

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

describe('blame and search in the diff thread', () => {
  const revisions = [
    { number: 1, source: 'a\n' },
    { number: 2, source: 'a\nb\n' },
  ];

  it('sends the revisions to blame, with the whitespace switch, and resolves with the blame', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame } = createDiffThread();
    const blaming = blame(revisions, true);
    const thread = FakeWorker.last;
    expect(thread.sent).toEqual([{ kind: 'blame', revisions, ignoreWhitespace: true }]);
    const answer = {
      number: 2,
      revision: Int32Array.from([1, 2]),
      priorLine: Int32Array.from([0, 1]),
      movedIn: new Int32Array(2),
    };
    thread.answer({ blame: answer, computeMs: 12 });
    await expect(blaming).resolves.toBe(answer);
    expect(thread.terminate).toHaveBeenCalled();
  });

  it('sends the revisions and the text to search, and reports a failure in its words', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { searchHistory } = createDiffThread();
    const searching = searchHistory(revisions, 'b', false);
    expect(FakeWorker.last.sent).toEqual([{ kind: 'search', revisions, query: 'b', matchCase: false }]);
    FakeWorker.last.answer({ error: 'out of memory' });
    await expect(searching).rejects.toThrow('The search failed: out of memory');
  });

  it('stops the work at once when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { blame } = createDiffThread();
    const controller = new AbortController();
    const blaming = blame(revisions, false, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(blaming).rejects.toThrow('left the page');
    expect(FakeWorker.last.terminate).toHaveBeenCalled();
  });
});
