import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { fakeWorkerClass } from '../../../test/fake-worker';
import { clause, formWith, keyed } from '../model/test-helpers';
import { PreviewEngine } from '../model/preview-engine';
import type { PreviewRequest, PreviewResponse } from './preview-messages';
import { createPreviewThread } from './preview-thread';

const workers = ['Sales', 'Executive'].map(
  (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
);
const sales = formWith({ clauses: [keyed('a', clause('department', 'equals', 'Sales'))] });

const FakeWorker = fakeWorkerClass<PreviewRequest, PreviewResponse>();

afterEach(() => {
  vi.unstubAllGlobals();
});

function startThread() {
  vi.stubGlobal('Worker', FakeWorker);
  const engine = new PreviewEngine(workers);
  const preview = createPreviewThread(workers, engine);
  return { preview, thread: FakeWorker.last };
}

describe('createPreviewThread', () => {
  it('sends the workers once, then each run, and hands back the answer to that run', async () => {
    const { preview, thread } = startThread();
    const running = preview.run(sales, null);
    expect(thread.sent.map((request) => request.type)).toEqual(['load', 'run']);
    const run = thread.sent[1] as Extract<PreviewRequest, { type: 'run' }>;
    const snapshot = new PreviewEngine(workers).run(sales, null);
    thread.answer({ id: run.id, snapshot: { ...snapshot, count: 42 } });
    await expect(running).resolves.toMatchObject({ count: 42 });
  });

  it('counts on the main thread when the preview thread answers with an error', async () => {
    const { preview, thread } = startThread();
    const running = preview.run(sales, null);
    const run = thread.sent[1] as Extract<PreviewRequest, { type: 'run' }>;
    thread.answer({ id: run.id, error: 'No workers loaded' });
    await expect(running).resolves.toMatchObject({ count: 1, total: 2 });
  });

  it('counts on the main thread once the preview thread has stopped, without asking it again', async () => {
    const { preview, thread } = startThread();
    const waiting = preview.run(sales, null);
    thread.crash();
    await expect(waiting).resolves.toMatchObject({ count: 1 });
    const sent = thread.sent.length;
    await expect(preview.run(sales, null)).resolves.toMatchObject({ count: 1 });
    expect(thread.sent).toHaveLength(sent);
  });
});
