import { describe, expect, it } from 'vitest';
import type { SegmentSummary } from '../../../../contract';
import {
  pageOf,
  readPageIndex,
  readSort,
  sortSegments,
  sortsEveryRow,
  toggledSort,
  writePageIndex,
  writeSort,
} from './list-sort';

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

  it('sorts by members, the most first by default, either way', () => {
    const counts = new Map([
      ['beta', 12],
      ['Alpha', 3],
      ['gamma', 40],
    ]);
    const sort = toggledSort({ key: 'name', direction: 'asc' }, 'members');
    expect(sort).toEqual({ key: 'members', direction: 'desc' });
    expect(sortSegments(items, sort, counts).map((s) => s.name)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(sortSegments(items, toggledSort(sort, 'members'), counts).map((s) => s.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
  });

  it('puts the segments not counted yet last by members, whichever the direction, by name', () => {
    const more = [...items, segment('delta', '2026-02-01T00:00:00Z'), segment('Epsilon', '2026-02-02T00:00:00Z')];
    const counts = new Map([
      ['beta', 12],
      ['gamma', 40],
    ]);
    expect(sortSegments(more, { key: 'members', direction: 'desc' }, counts).map((s) => s.name)).toEqual([
      'gamma',
      'beta',
      'Alpha',
      'delta',
      'Epsilon',
    ]);
    expect(sortSegments(more, { key: 'members', direction: 'asc' }, counts).map((s) => s.name)).toEqual([
      'beta',
      'gamma',
      'Alpha',
      'delta',
      'Epsilon',
    ]);
    // Nothing counted yet: by name, as a start.
    expect(sortSegments(more, { key: 'members', direction: 'desc' }).map((s) => s.name)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'Epsilon',
      'gamma',
    ]);
  });

  it('orders equal member counts by name, and zero as a count', () => {
    const counts = new Map([
      ['gamma', 5],
      ['beta', 5],
      ['Alpha', 0],
    ]);
    expect(sortSegments(items, { key: 'members', direction: 'desc' }, counts).map((s) => s.name)).toEqual([
      'beta',
      'gamma',
      'Alpha',
    ]);
    expect(sortSegments(items, { key: 'members', direction: 'asc' }, counts).map((s) => s.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
  });

  it('reads a sort by members from the address, and ignores an unknown one', () => {
    expect(readSort(new URLSearchParams('sort=members'))).toEqual({ key: 'members', direction: 'desc' });
    expect(readSort(new URLSearchParams('sort=members&dir=asc'))).toEqual({ key: 'members', direction: 'asc' });
    expect(readSort(new URLSearchParams('sort=size&dir=desc'))).toEqual({ key: 'name', direction: 'desc' });
    expect(writeSort(new URLSearchParams(), { key: 'members', direction: 'desc' }).toString()).toBe(
      'sort=members&dir=desc',
    );
  });

  it('sorts every row here only by last change or by name from Z: by members goes by the service’s pages', () => {
    expect(sortsEveryRow({ key: 'changed', direction: 'desc' })).toBe(true);
    expect(sortsEveryRow({ key: 'changed', direction: 'asc' })).toBe(true);
    expect(sortsEveryRow({ key: 'name', direction: 'desc' })).toBe(true);
    expect(sortsEveryRow({ key: 'name', direction: 'asc' })).toBe(false);
    // Counting a segment means reading it: never every segment for one sort.
    expect(sortsEveryRow({ key: 'members', direction: 'desc' })).toBe(false);
    expect(sortsEveryRow({ key: 'members', direction: 'asc' })).toBe(false);
  });

  it('pages a list sorted here, the page in the address from 1, past the end the last', () => {
    const rows = Array.from({ length: 60 }, (_, n) => n);
    expect(pageOf(rows, 0, 25)).toEqual({ items: rows.slice(0, 25), index: 0 });
    expect(pageOf(rows, 2, 25)).toEqual({ items: rows.slice(50), index: 2 });
    expect(pageOf(rows, 7, 25)).toEqual({ items: rows.slice(50), index: 2 });
    expect(pageOf([], 3, 25)).toEqual({ items: [], index: 0 });
    expect(readPageIndex(new URLSearchParams('page=3'))).toBe(2);
    for (const odd of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x', 'page=1']) {
      expect(readPageIndex(new URLSearchParams(odd))).toBe(0);
    }
    const params = writePageIndex(new URLSearchParams('sort=changed&dir=desc'), 1);
    expect(params.toString()).toBe('sort=changed&dir=desc&page=2');
    expect(writePageIndex(params, 0).toString()).toBe('sort=changed&dir=desc');
    // Another sort starts from the first page.
    expect(writeSort(params, { key: 'name', direction: 'desc' }).toString()).toBe('sort=name&dir=desc');
  });

  it('keeps the sort in the address, without the default and without a stale cursor', () => {
    const params = writeSort(new URLSearchParams('q=sa&cursor=abc'), { key: 'changed', direction: 'desc' });
    expect(params.toString()).toBe('q=sa&sort=changed&dir=desc');
    expect(readSort(params)).toEqual({ key: 'changed', direction: 'desc' });
    expect(writeSort(params, { key: 'name', direction: 'asc' }).toString()).toBe('q=sa');
  });
});
