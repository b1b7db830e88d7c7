import type { SegmentSummary } from '../../../../contract';
import { compareText } from '../../../lib/format';

/** How the segment list is ordered: by name (the service's own order), by last change, or by members. */
export type SegmentSortKey = 'name' | 'changed' | 'members';
export type SortDirection = 'asc' | 'desc';
export interface SegmentSort {
  key: SegmentSortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SegmentSort = { key: 'name', direction: 'asc' };

const sortKeys: readonly SegmentSortKey[] = ['name', 'changed', 'members'];
const isSortKey = (value: string | null): value is SegmentSortKey =>
  value !== null && (sortKeys as readonly string[]).includes(value);

/** The direction a column starts with: names A to Z; the newest change and the most members first. */
const firstDirection = (key: SegmentSortKey): SortDirection => (key === 'name' ? 'asc' : 'desc');

/** `?sort=changed&dir=asc`; anything else is the default. */
export function readSort(params: URLSearchParams): SegmentSort {
  const asked = params.get('sort');
  const key: SegmentSortKey = isSortKey(asked) ? asked : 'name';
  const dir = params.get('dir');
  return { key, direction: dir === 'asc' || dir === 'desc' ? dir : firstDirection(key) };
}

export function writeSort(params: URLSearchParams, sort: SegmentSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('cursor');
  next.delete('page');
  if (sort.key === DEFAULT_SORT.key && sort.direction === DEFAULT_SORT.direction) {
    next.delete('sort');
    next.delete('dir');
  } else {
    next.set('sort', sort.key);
    next.set('dir', sort.direction);
  }
  return next;
}

/** The sort a click on a column's header asks for: the other direction if already sorted by it. */
export function toggledSort(current: SegmentSort, key: SegmentSortKey): SegmentSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection(key) };
}

/**
 * Whether the order asked for needs every matching segment, sorted here: by last change, or by
 * name from Z to A. The others go page by page in the service's order (by name, A to Z); by
 * members orders each of those pages by its counts, since the list carries no rules and counting
 * a segment means reading it: only the page on screen is counted, never the whole list.
 */
export function sortsEveryRow(sort: SegmentSort): boolean {
  return sort.key === 'changed' || (sort.key === 'name' && sort.direction === 'desc');
}

/** The page of a list sorted here (`?page=2`, from 1) as an index from 0; anything else is the first. */
export function readPageIndex(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

export function writePageIndex(params: URLSearchParams, index: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (index > 0) next.set('page', String(index + 1));
  else next.delete('page');
  return next;
}

/** One page of a list sorted here; past the end, the last page. */
export function pageOf<T>(items: readonly T[], index: number, size: number): { items: T[]; index: number } {
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const at = Math.min(Math.max(0, index), last);
  return { items: items.slice(at * size, (at + 1) * size), index: at };
}

/** A segment's member count where known (still counting, or not countable: absent). */
export type KnownCounts = ReadonlyMap<string, number>;

/**
 * The list in the order asked for. By members, segments not counted yet (or that cannot be)
 * come last whichever the direction, by name; equal counts are by name too.
 */
export function sortSegments(
  items: readonly SegmentSummary[],
  sort: SegmentSort,
  counts: KnownCounts = new Map(),
): SegmentSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: SegmentSummary, b: SegmentSummary) => compareText(a.name, b.name) || a.id.localeCompare(b.id);
  const compare = (a: SegmentSummary, b: SegmentSummary): number => {
    switch (sort.key) {
      case 'name':
        return sign * byName(a, b);
      case 'changed':
        return sign * (Date.parse(a.updatedAt) - Date.parse(b.updatedAt)) || byName(a, b);
      case 'members': {
        const countA = counts.get(a.id);
        const countB = counts.get(b.id);
        if (countA === undefined || countB === undefined) {
          return (countA === undefined ? 1 : 0) - (countB === undefined ? 1 : 0) || byName(a, b);
        }
        return sign * (countA - countB) || byName(a, b);
      }
    }
  };
  return [...items].sort(compare);
}
