import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { fakeWorkerClass } from '../../../test/fake-worker';
import { clause, formWith, keyed } from '../model/test-helpers';
import { PreviewEngine } from './preview-engine';
import { createPreviewRunner } from './preview-runner';
import type { PreviewRequest, PreviewResponse } from './preview.worker';

const workers = ['Sales', 'Executive'].map(
  (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
);
const sales = formWith({ clauses: [keyed('a', clause('department', 'equals', 'Sales'))] });

const FakeWorker = fakeWorkerClass<PreviewRequest, PreviewResponse>();

afterEach(() => {
  vi.unstubAllGlobals();
});

function startRunner() {
  vi.stubGlobal('Worker', FakeWorker);
  const engine = new PreviewEngine(workers);
  const runner = createPreviewRunner(workers, engine);
  return { runner, thread: FakeWorker.last };
}

describe('createPreviewRunner', () => {
  it('sends the workers once, then each run, and hands back the answer to that run', async () => {
    const { runner, thread } = startRunner();
    const running = runner.run(sales, null);
    expect(thread.sent.map((request) => request.type)).toEqual(['load', 'run']);
    const run = thread.sent[1] as Extract<PreviewRequest, { type: 'run' }>;
    const snapshot = new PreviewEngine(workers).run(sales, null);
    thread.answer({ id: run.id, snapshot: { ...snapshot, count: 42 } });
    await expect(running).resolves.toMatchObject({ count: 42 });
  });

  it('counts on this thread when the worker answers with an error', async () => {
    const { runner, thread } = startRunner();
    const running = runner.run(sales, null);
    const run = thread.sent[1] as Extract<PreviewRequest, { type: 'run' }>;
    thread.answer({ id: run.id, error: 'No workers loaded' });
    await expect(running).resolves.toMatchObject({ count: 1, total: 2 });
  });

  it('counts on this thread once the worker has stopped, without asking it again', async () => {
    const { runner, thread } = startRunner();
    const waiting = runner.run(sales, null);
    thread.crash();
    await expect(waiting).resolves.toMatchObject({ count: 1 });
    const sent = thread.sent.length;
    await expect(runner.run(sales, null)).resolves.toMatchObject({ count: 1 });
    expect(thread.sent).toHaveLength(sent);
  });
});
