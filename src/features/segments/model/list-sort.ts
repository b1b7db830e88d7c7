import type { SegmentSummary } from '../../../../contract';

/** How the segment list is ordered: by name (the service's own order) or by last change. */
export type SegmentSortKey = 'name' | 'changed';
export type SortDirection = 'asc' | 'desc';
export interface SegmentSort {
  key: SegmentSortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SegmentSort = { key: 'name', direction: 'asc' };

/** `?sort=changed&dir=asc`; anything else is the default. Last change starts with the newest. */
export function readSort(params: URLSearchParams): SegmentSort {
  const key: SegmentSortKey = params.get('sort') === 'changed' ? 'changed' : 'name';
  const fallback: SortDirection = key === 'changed' ? 'desc' : 'asc';
  const dir = params.get('dir');
  return { key, direction: dir === 'asc' || dir === 'desc' ? dir : fallback };
}

export function writeSort(params: URLSearchParams, sort: SegmentSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('cursor');
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
  return { key, direction: key === 'changed' ? 'desc' : 'asc' };
}

/** Whether the service's paged order (by name, A to Z) is the order asked for. */
export function isServiceOrder(sort: SegmentSort): boolean {
  return sort.key === 'name' && sort.direction === 'asc';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function sortSegments(items: readonly SegmentSummary[], sort: SegmentSort): SegmentSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: SegmentSummary, b: SegmentSummary) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  return [...items].sort((a, b) =>
    sort.key === 'name'
      ? sign * byName(a, b)
      : sign * (Date.parse(a.updatedAt) - Date.parse(b.updatedAt)) || byName(a, b),
  );
}
