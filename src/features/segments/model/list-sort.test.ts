import { describe, expect, it } from 'vitest';
import type { SegmentSummary } from '../../../../contract';
import { readSort, sortSegments, toggledSort, writeSort } from './list-sort';

const segment = (name: string, updatedAt: string): SegmentSummary => ({
  id: name,
  name,
  scope: 'rule_based',
  match: 'all',
  clauseCount: 1,
  updatedAt,
  updatedByName: null,
});
const items = [
  segment('beta', '2026-01-02T00:00:00Z'),
  segment('Alpha', '2026-03-01T00:00:00Z'),
  segment('gamma', '2025-12-01T00:00:00Z'),
];

describe('segment list sort', () => {
  it('sorts by name, case-insensitively, either way', () => {
    expect(sortSegments(items, { key: 'name', direction: 'asc' }).map((s) => s.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
    expect(sortSegments(items, { key: 'name', direction: 'desc' }).map((s) => s.name)).toEqual([
      'gamma',
      'beta',
      'Alpha',
    ]);
  });

  it('sorts by last change, newest first by default', () => {
    const sort = toggledSort({ key: 'name', direction: 'asc' }, 'changed');
    expect(sort).toEqual({ key: 'changed', direction: 'desc' });
    expect(sortSegments(items, sort).map((s) => s.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortSegments(items, toggledSort(sort, 'changed')).map((s) => s.name)).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it('keeps the sort in the address, without the default and without a stale cursor', () => {
    const params = writeSort(new URLSearchParams('q=sa&cursor=abc'), { key: 'changed', direction: 'desc' });
    expect(params.toString()).toBe('q=sa&sort=changed&dir=desc');
    expect(readSort(params)).toEqual({ key: 'changed', direction: 'desc' });
    expect(writeSort(params, { key: 'name', direction: 'asc' }).toString()).toBe('q=sa');
  });
});
