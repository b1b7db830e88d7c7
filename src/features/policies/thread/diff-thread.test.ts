import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkerClass } from '../../../test/fake-worker';
import type { LineDiff } from '../model/diff-model';
import type { DiffRequest, DiffResponse } from './diff-messages';
import { createDiffThread } from './diff-thread';

const FakeWorker = fakeWorkerClass<DiffRequest, DiffResponse>();

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
