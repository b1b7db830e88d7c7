import { describe, expect, it } from 'vitest';
import type { CompiledClause } from '../../../../contract';
import { applyConflictChoice } from './conflicts';
import { toCompiledClause, type SegmentFormValues } from './form-values';
import { mergeSegment } from './merge';
import { clause, formWith, keyed } from './test-helpers';

const dept = (value: string) => clause('department', 'equals', value);
const title = (value: string) => clause('jobTitle', 'contains', value);

const base = formWith({
  name: 'Sales team',
  clauses: [
    keyed('a', dept('Sales')),
    keyed('b', title('Head')),
    keyed('c', clause('lifecycleStage', 'equals', 'active')),
  ],
  includedWorkerIds: ['w1', 'w2'],
  excludedWorkerIds: ['w9'],
});
const latestOf = (values: SegmentFormValues) => ({ ...values, clauses: values.clauses.map(toCompiledClause) });
const withClauses = (values: SegmentFormValues, clauses: SegmentFormValues['clauses']) => ({ ...values, clauses });
const content = (values: SegmentFormValues): CompiledClause[] => values.clauses.map(toCompiledClause);

describe('three-way merge of a segment after a 412', () => {
  it('takes their version when the user changed nothing', () => {
    const latest = latestOf(withClauses(base, [keyed('x', dept('Ops')), keyed('y', title('Head'))]));
    const merge = mergeSegment(base, base, latest);
    expect(merge.hasEdits).toBe(false);
    expect(merge.conflicts).toEqual([]);
    expect(content(merge.values)).toEqual(latest.clauses);
    expect(merge.values.clauses.map((c) => c.key)).toEqual(merge.latest.clauses.map((c) => c.key));
  });

  it('re-applies edits to different clauses onto the latest version', () => {
    const mine = withClauses(base, [keyed('a', dept('Sales')), keyed('b', title('Director')), base.clauses[2]!]);
    const latest = latestOf(withClauses(base, [keyed('a', dept('Marketing')), base.clauses[1]!, base.clauses[2]!]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.conflicts).toEqual([]);
    expect(content(merge.values)).toEqual(
      [dept('Marketing'), title('Director'), base.clauses[2]!].map(toCompiledClause),
    );
    expect(merge.clauses.map((c) => c.outcome)).toEqual(['changed_by_them', 'changed_by_you', 'unchanged']);
    // The latest version keeps the base's keys, so the merged values differ from it only by the user's edit.
    expect(merge.latest.clauses.map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  it('marks a clause both changed differently as a conflict, keeping the user’s value to decide on', () => {
    const mine = withClauses(base, [keyed('a', dept('Support')), base.clauses[1]!, base.clauses[2]!]);
    const latest = latestOf(withClauses(base, [keyed('a', dept('Marketing')), base.clauses[1]!, base.clauses[2]!]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.conflicts).toEqual([
      { type: 'clause', key: 'a', reason: 'both_changed', mine: dept('Support'), theirs: dept('Marketing') },
    ]);
    expect(merge.values.clauses[0]).toMatchObject({ key: 'a', values: [{ value: 'Support' }] });
    const theirs = applyConflictChoice(merge.values, merge.conflicts[0]!, 'theirs');
    expect(theirs.clauses[0]).toMatchObject({ key: 'a', values: [{ value: 'Marketing' }] });
    expect(applyConflictChoice(merge.values, merge.conflicts[0]!, 'mine')).toBe(merge.values);
  });

  it('does not call the same change on both sides a conflict', () => {
    const mine = withClauses(base, [keyed('a', dept('Marketing')), base.clauses[1]!, base.clauses[2]!]);
    const merge = mergeSegment(base, mine, latestOf(mine));
    expect(merge.conflicts).toEqual([]);
    expect(merge.clauses[0]!.outcome).toBe('changed_by_both');
  });

  it('keeps both sides’ additions, each where it was added', () => {
    const mine = withClauses(base, [...base.clauses, keyed('m', title('Lead'))]);
    const latest = latestOf(withClauses(base, [keyed('t', dept('Legal')), ...base.clauses]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.conflicts).toEqual([]);
    expect(content(merge.values)).toEqual([dept('Legal'), ...content(base), title('Lead')]);
    expect(merge.clauses.map((c) => c.outcome)).toEqual([
      'added_by_them',
      'unchanged',
      'unchanged',
      'unchanged',
      'added_by_you',
    ]);
    expect(merge.clauses.map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds a clause only once when both added the same one', () => {
    const mine = withClauses(base, [...base.clauses, keyed('m', title('Lead'))]);
    const latest = latestOf(withClauses(base, [...base.clauses, keyed('t', title('Lead'))]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.values.clauses).toHaveLength(4);
    expect(merge.clauses[3]).toMatchObject({ key: 'm', outcome: 'added_by_both' });
    expect(merge.latest.clauses[3]!.key).toBe('m');
  });

  it('applies removals from either side when the other side left the clause alone', () => {
    const mine = withClauses(base, [base.clauses[0]!, base.clauses[2]!]);
    const latest = latestOf(withClauses(base, [base.clauses[0]!, base.clauses[1]!]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.conflicts).toEqual([]);
    expect(content(merge.values)).toEqual([dept('Sales')]);
    expect(merge.clauses.map((c) => [c.key, c.outcome, c.position])).toEqual([
      ['a', 'unchanged', 1],
      ['b', 'removed_by_you', null],
      ['c', 'removed_by_them', null],
    ]);
  });

  it('marks a change to a clause the other side removed, in both directions', () => {
    const mine = withClauses(base, [keyed('a', dept('Support')), base.clauses[2]!]);
    const latest = latestOf(
      withClauses(
        base,
        [base.clauses[0]!, keyed('b', title('Chief')), base.clauses[2]!].filter((c) => c.key !== 'a'),
      ),
    );
    const merge = mergeSegment(base, mine, latest);
    expect(merge.conflicts).toEqual([
      { type: 'clause', key: 'a', reason: 'they_removed', mine: dept('Support'), theirs: null },
      { type: 'clause', key: 'b', reason: 'you_removed', mine: null, theirs: title('Chief') },
    ]);
    // Working values: the user's changed clause, and their changed clause, in base order.
    expect(content(merge.values)).toEqual([dept('Support'), title('Chief'), base.clauses[2]!].map(toCompiledClause));
    const dropTheirs = applyConflictChoice(merge.values, merge.conflicts[1]!, 'mine');
    expect(dropTheirs.clauses.map((c) => c.key)).toEqual(['a', 'c']);
    const acceptRemoval = applyConflictChoice(merge.values, merge.conflicts[0]!, 'theirs');
    expect(acceptRemoval.clauses.map((c) => c.key)).toEqual(['b', 'c']);
  });

  it('aligns their clauses with the base: same left side first, then by place', () => {
    // They removed the first clause and changed the second: the change is matched by its attribute.
    const removedThenChanged = mergeSegment(
      base,
      base,
      latestOf(withClauses(base, [keyed('x', title('Chief')), base.clauses[2]!])),
    );
    expect(removedThenChanged.clauses.map((c) => [c.key, c.outcome])).toEqual([
      ['a', 'removed_by_them'],
      ['b', 'changed_by_them'],
      ['c', 'unchanged'],
    ]);
    // They replaced a clause in place with one on another attribute: a change of that clause.
    const replaced = mergeSegment(
      base,
      base,
      latestOf(
        withClauses(base, [base.clauses[0]!, keyed('x', clause('managerId', 'equals', 'w1')), base.clauses[2]!]),
      ),
    );
    expect(replaced.clauses.map((c) => c.outcome)).toEqual(['unchanged', 'changed_by_them', 'unchanged']);
  });

  it('keeps the user’s order of clauses', () => {
    const mine = withClauses(base, [base.clauses[2]!, base.clauses[0]!, base.clauses[1]!]);
    const latest = latestOf(withClauses(base, [base.clauses[0]!, keyed('b', title('Chief')), base.clauses[2]!]));
    const merge = mergeSegment(base, mine, latest);
    expect(merge.hasEdits).toBe(true);
    expect(content(merge.values)).toEqual(
      [base.clauses[2]!, base.clauses[0]!, keyed('b', title('Chief'))].map(toCompiledClause),
    );
  });

  it('merges name, scope and match field by field', () => {
    const mine = { ...base, name: 'Sales heads ', match: 'any' as const };
    const latest = latestOf({ ...base, name: 'Sales team', scope: 'manual' });
    const merge = mergeSegment(base, mine, latest);
    expect(merge.values).toMatchObject({ name: 'Sales heads ', scope: 'manual', match: 'any' });
    expect(merge.fields.map((f) => f.outcome)).toEqual(['changed_by_you', 'changed_by_them', 'changed_by_you']);

    const collision = mergeSegment(base, { ...base, name: 'Mine' }, latestOf({ ...base, name: 'Theirs' }));
    expect(collision.conflicts).toEqual([{ type: 'field', field: 'name', mine: 'Mine', theirs: 'Theirs' }]);
    expect(applyConflictChoice(collision.values, collision.conflicts[0]!, 'theirs').name).toBe('Theirs');
  });

  it('applies the user’s additions and removals of workers to their lists', () => {
    const mine = { ...base, includedWorkerIds: ['w2', 'w3'], excludedWorkerIds: ['w9', 'w8'] };
    const latest = latestOf({ ...base, includedWorkerIds: ['w1', 'w2', 'w4'], excludedWorkerIds: [] });
    const merge = mergeSegment(base, mine, latest);
    expect(merge.values.includedWorkerIds).toEqual(['w2', 'w4', 'w3']);
    expect(merge.values.excludedWorkerIds).toEqual(['w8']);
    expect(merge.workers.includedWorkerIds).toEqual({
      addedByYou: ['w3'],
      removedByYou: ['w1'],
      addedByThem: ['w4'],
      removedByThem: [],
    });
    expect(merge.workers.excludedWorkerIds.removedByThem).toEqual(['w9']);
  });

  it('loses nothing the user typed: every edited clause is in the result or in a conflict', () => {
    const mine = withClauses({ ...base, name: 'Mine' }, [keyed('a', dept('Mine')), keyed('n', title('New'))]);
    const latest = latestOf(withClauses({ ...base, name: 'Theirs' }, [keyed('z', clause('id', 'in', 'w1'))]));
    const merge = mergeSegment(base, mine, latest);
    const kept = JSON.stringify([merge.values, merge.conflicts]);
    for (const typed of ['Mine', 'New']) expect(kept).toContain(typed);
  });

  it('handles 500 clauses quickly', () => {
    const many = formWith({ clauses: Array.from({ length: 500 }, (_, i) => keyed(`k${i}`, dept(`D${i}`))) });
    const mine = withClauses(
      many,
      many.clauses.map((c, i) => (i % 50 === 0 ? keyed(c.key, dept(`mine ${i}`)) : c)),
    );
    const latest = latestOf(
      withClauses(
        many,
        many.clauses.map((c, i) => (i % 70 === 0 ? keyed(c.key, dept(`theirs ${i}`)) : c)),
      ),
    );
    const merge = mergeSegment(many, mine, latest);
    expect(merge.values.clauses).toHaveLength(500);
    expect(merge.conflicts.map((c) => (c.type === 'clause' ? c.key : ''))).toEqual(['k0', 'k350']);
  });
});

describe('re-applying edits that were set aside onto the form', () => {
  it('keeps the keys of the form’s clauses, so later merges still match them', () => {
    const setAsideMine = withClauses(base, [keyed('a', dept('Mine')), base.clauses[1]!, base.clauses[2]!]);
    const form = withClauses(base, [
      base.clauses[0]!,
      keyed('b2', title('Head')),
      base.clauses[2]!,
      keyed('new', title('Added')),
    ]);
    const merge = mergeSegment(base, setAsideMine, form);
    expect(merge.values.clauses.map((c) => c.key)).toEqual(['a', 'b2', 'c', 'new']);
    expect(merge.values.clauses[0]).toMatchObject({ values: [{ value: 'Mine' }] });
    expect(merge.latest.clauses.map((c) => c.key)).toEqual(['a', 'b2', 'c', 'new']);
    expect(JSON.stringify(merge.clauses.map((c) => c.theirs))).not.toContain('"key"');
  });
});
