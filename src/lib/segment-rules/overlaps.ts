import { evaluateSegment, type Mask, type PreviewColumns } from './evaluate-segment';
import type { NamedRule } from './person-segments';

export interface Overlap {
  id: string;
  name: string;
  /** Members of both. */
  shared: number;
  /** The other segment's member count. */
  count: number;
  /** Whether both have exactly the same members (and at least one). */
  duplicate: boolean;
  /** Whether both counts are exact (no clause left out): otherwise the figures are bounds. */
  exact: boolean;
}

export interface OverlapReport {
  /** The segment's own member count. */
  count: number;
  exact: boolean;
  /** The segments sharing members with it, most shared first. */
  overlaps: Overlap[];
}

/** Members of both masks. */
export function sharedCount(a: Mask, b: Mask): number {
  let shared = 0;
  for (let index = 0; index < a.length; index += 1) shared += a[index]! & b[index]!;
  return shared;
}

/**
 * The segments that share members with `segment`, each evaluated by the preview's evaluator; a
 * duplicate has exactly the same members. `masks` are the clause masks to reuse between
 * segments (the same clause in many segments is evaluated once).
 */
export function overlapsOf(
  columns: PreviewColumns,
  segment: NamedRule,
  others: readonly NamedRule[],
  masks?: Parameters<typeof evaluateSegment>[2],
): OverlapReport {
  const own = evaluateSegment(columns, segment, masks);
  const overlaps: Overlap[] = [];
  for (const other of others) {
    if (other.id === segment.id) continue;
    const outcome = evaluateSegment(columns, other, masks);
    const shared = sharedCount(own.members, outcome.members);
    if (shared === 0) continue;
    overlaps.push({
      id: other.id,
      name: other.name,
      shared,
      count: outcome.count,
      duplicate: shared === own.count && shared === outcome.count,
      exact: own.bound === 'exact' && outcome.bound === 'exact',
    });
  }
  overlaps.sort(
    (a, b) => Number(b.duplicate) - Number(a.duplicate) || b.shared - a.shared || a.name.localeCompare(b.name),
  );
  return { count: own.count, exact: own.bound === 'exact', overlaps };
}

/** A fingerprint of a member mask: equal masks give equal fingerprints (for marking duplicates). */
export function maskFingerprint(mask: Mask): string {
  let hash = 0x811c9dc5 | 0;
  let count = 0;
  for (let index = 0; index < mask.length; index += 1) {
    if (!mask[index]) continue;
    count += 1;
    hash = Math.imul(hash ^ index, 0x01000193);
  }
  return `${count}:${(hash >>> 0).toString(36)}`;
}
