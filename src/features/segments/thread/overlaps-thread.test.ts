import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import type { NamedRule } from '../../../lib/segment-rules/person-segments';
import { fakeWorkerClass } from '../../../test/fake-worker';
import type { OverlapsRequest, OverlapsResponse } from './overlaps-messages';
import { createOverlapsThread } from './overlaps-thread';

const workers = ['Sales', 'Sales', 'Legal'].map(
  (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
);
const rule = (id: string, department: string): NamedRule => ({
  id,
  name: id,
  scope: 'rule_based',
  match: 'all',
  clauses: [
    {
      left: { kind: 'worker_attribute', value: 'department' },
      operator: 'equals',
      values: [{ kind: 'literal', value: department }],
    },
  ],
});
const FakeWorker = fakeWorkerClass<OverlapsRequest, OverlapsResponse>();

afterEach(() => vi.unstubAllGlobals());

describe('createOverlapsThread', () => {
  it('sends the workers once, then each comparison, and hands back its answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const overlaps = createOverlapsThread(workers, new PreviewColumns(workers));
    const comparing = overlaps.compare(rule('a', 'Sales'), [rule('b', 'sales')]);
    const thread = FakeWorker.last;
    expect(thread.sent.map((request) => request.type)).toEqual(['load', 'compare']);
    const sent = thread.sent[1] as Extract<OverlapsRequest, { type: 'compare' }>;
    thread.answer({ id: sent.id, report: { count: 9, exact: true, overlaps: [] } });
    await expect(comparing).resolves.toMatchObject({ count: 9 });
  });

  it('compares on the main thread when the thread has stopped', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const overlaps = createOverlapsThread(workers, new PreviewColumns(workers));
    const comparing = overlaps.compare(rule('a', 'Sales'), [rule('b', 'sales'), rule('c', 'Legal')]);
    FakeWorker.last.crash();
    await expect(comparing).resolves.toMatchObject({
      count: 2,
      overlaps: [{ id: 'b', shared: 2, duplicate: true }],
    });
  });
});
