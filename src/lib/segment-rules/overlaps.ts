import type { OrgChartWorker } from '../../../contract';
import { evaluateSegment, PreviewColumns, type Mask } from './evaluate-segment';
import { fieldOfPath, ruleFields, type RuleField } from './fields';
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

/** The fields a segment's clauses read (its lists aside). */
function fieldsRead(rule: NamedRule): Set<RuleField> {
  const fields = new Set<RuleField>();
  if (rule.scope !== 'rule_based') return fields;
  for (const clause of rule.clauses)
    for (const operand of [clause.left, ...clause.values]) {
      const field = operand.kind === 'worker_attribute' ? fieldOfPath(operand.value) : null;
      if (field) fields.add(field);
    }
  return fields;
}

/**
 * Workers grouped by their values of `fields` (a profile): a rule that reads only these fields
 * decides alike for every worker of a profile, so it is evaluated once per profile, by the same
 * evaluator, over one worker standing for each.
 */
interface Profiles {
  /** Each worker's profile. */
  of: Int32Array;
  /** Workers per profile. */
  size: Int32Array;
  /** The evaluator's columns over one worker per profile (the lists left out). */
  columns: PreviewColumns;
}

function profilesOf(columns: PreviewColumns, fields: readonly RuleField[]): Profiles | null {
  const of = new Int32Array(columns.size);
  const codes = fields.map((field) => columns.column(field).codes);
  const byKey = new Map<string, number>();
  const standing: OrgChartWorker[] = [];
  const sizes: number[] = [];
  // Too many profiles, and grouping saves nothing.
  const most = Math.max(64, columns.size >> 2);
  for (let index = 0; index < columns.size; index += 1) {
    let key = '';
    for (const column of codes) key += `${column[index]!},`;
    let profile = byKey.get(key);
    if (profile === undefined) {
      if (standing.length >= most) return null;
      profile = standing.length;
      byKey.set(key, profile);
      const worker = columns.workers[index]!;
      standing.push(Object.fromEntries(fields.map((field) => [field, worker[field]])) as unknown as OrgChartWorker);
      sizes.push(0);
    }
    of[index] = profile;
    sizes[profile]! += 1;
  }
  return { of, size: Int32Array.from(sizes), columns: new PreviewColumns(standing) };
}

/** A segment decided for every worker: per profile by its rule, then its lists applied per worker. */
interface Decided {
  byProfile: Mask;
  /** Workers whose lists overturn their profile's verdict: index → member or not. */
  listed: Map<number, boolean>;
  count: number;
  exact: boolean;
}

function decide(columns: PreviewColumns, profiles: Profiles, rule: NamedRule): Decided {
  const outcome = evaluateSegment(profiles.columns, { ...rule, includedWorkerIds: [], excludedWorkerIds: [] });
  const byProfile = outcome.members;
  let count = 0;
  for (let profile = 0; profile < byProfile.length; profile += 1)
    if (byProfile[profile]) count += profiles.size[profile]!;
  const listed = new Map<number, boolean>();
  // As evaluateSegment applies them: the included first, then the excluded (which win).
  for (const id of rule.includedWorkerIds ?? []) {
    const index = columns.idIndex.get(id);
    if (index !== undefined) listed.set(index, true);
  }
  for (const id of rule.excludedWorkerIds ?? []) {
    const index = columns.idIndex.get(id);
    if (index !== undefined) listed.set(index, false);
  }
  for (const [index, member] of listed) {
    const byRule = byProfile[profiles.of[index]!] === 1;
    if (member === byRule) listed.delete(index);
    else count += member ? 1 : -1;
  }
  return { byProfile, listed, count, exact: outcome.bound === 'exact' };
}

/**
 * The segments that share members with `segment`, each decided by the preview's evaluator; a
 * duplicate has exactly the same members. Workers with the same values of the fields the rules
 * read are decided once (a profile): 200 segments of 20 clauses over 100,000 workers are a few
 * thousand profiles, not 100,000 workers, per segment.
 */
export function overlapsOf(
  columns: PreviewColumns,
  segment: NamedRule,
  others: readonly NamedRule[],
  masks?: Parameters<typeof evaluateSegment>[2],
): OverlapReport {
  const compared = others.filter((other) => other.id !== segment.id);
  const fields = new Set<RuleField>();
  for (const rule of [segment, ...compared]) for (const field of fieldsRead(rule)) fields.add(field);
  const profiles = profilesOf(
    columns,
    ruleFields.filter((field) => fields.has(field)),
  );
  if (!profiles) return overlapsWorkerByWorker(columns, segment, compared, masks);

  const own = decide(columns, profiles, segment);
  // The segment's members per profile, and its members whose lists overturn their profile.
  const ownPerProfile = new Int32Array(profiles.size.length);
  for (let profile = 0; profile < ownPerProfile.length; profile += 1)
    if (own.byProfile[profile]) ownPerProfile[profile] = profiles.size[profile]!;
  for (const [index, member] of own.listed) ownPerProfile[profiles.of[index]!]! += member ? 1 : -1;
  const isOwnMember = (index: number) => own.listed.get(index) ?? own.byProfile[profiles.of[index]!] === 1;

  const overlaps: Overlap[] = [];
  for (const other of compared) {
    const theirs = decide(columns, profiles, other);
    let shared = 0;
    for (let profile = 0; profile < ownPerProfile.length; profile += 1)
      if (theirs.byProfile[profile]) shared += ownPerProfile[profile]!;
    // Their listed workers: counted above by their profile's verdict, which their list overturns.
    for (const [index, member] of theirs.listed) if (isOwnMember(index)) shared += member ? 1 : -1;
    if (shared === 0) continue;
    overlaps.push({
      id: other.id,
      name: other.name,
      shared,
      count: theirs.count,
      duplicate: shared === own.count && shared === theirs.count,
      exact: own.exact && theirs.exact,
    });
  }
  return { count: own.count, exact: own.exact, overlaps: sortOverlaps(overlaps) };
}

const sortOverlaps = (overlaps: Overlap[]) =>
  overlaps.sort(
    (a, b) => Number(b.duplicate) - Number(a.duplicate) || b.shared - a.shared || a.name.localeCompare(b.name),
  );

/** The same comparison worker by worker: for rules reading fields too varied to group (names, ids). */
export function overlapsWorkerByWorker(
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
  return { count: own.count, exact: own.bound === 'exact', overlaps: sortOverlaps(overlaps) };
}
