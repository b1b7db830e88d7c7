import { describe, expect, it } from 'vitest';
import { applyConflictChoice, conflictId, type Conflict } from './conflicts';
import { clause, formWith, keyed } from './test-helpers';

const values = formWith({
  name: 'Mine',
  clauses: [keyed('a', clause('department', 'equals', 'Mine')), keyed('b', clause('jobTitle', 'contains', 'x'))],
});

describe('choosing a side of a conflict', () => {
  it('sets a field to the chosen side', () => {
    const conflict: Conflict = { type: 'field', field: 'match', mine: 'all', theirs: 'any' };
    expect(conflictId(conflict)).toBe('match');
    expect(applyConflictChoice(values, conflict, 'theirs').match).toBe('any');
    expect(applyConflictChoice({ ...values, match: 'any' }, conflict, 'mine').match).toBe('all');
  });

  it('replaces or keeps a clause both changed', () => {
    const conflict: Conflict = {
      type: 'clause',
      key: 'a',
      reason: 'both_changed',
      mine: clause('department', 'equals', 'Mine'),
      theirs: clause('department', 'equals', 'Theirs'),
    };
    expect(conflictId(conflict)).toBe('a');
    expect(applyConflictChoice(values, conflict, 'mine')).toBe(values);
    expect(applyConflictChoice(values, conflict, 'theirs').clauses[0]).toEqual(
      keyed('a', clause('department', 'equals', 'Theirs')),
    );
  });

  it('removes a clause when the chosen side is the one that removed it', () => {
    const theyRemoved: Conflict = {
      type: 'clause',
      key: 'a',
      reason: 'they_removed',
      mine: clause('department', 'equals', 'Mine'),
      theirs: null,
    };
    expect(applyConflictChoice(values, theyRemoved, 'theirs').clauses.map((c) => c.key)).toEqual(['b']);
    expect(applyConflictChoice(values, theyRemoved, 'mine')).toBe(values);
    const youRemoved: Conflict = {
      type: 'clause',
      key: 'b',
      reason: 'you_removed',
      mine: null,
      theirs: clause('jobTitle', 'contains', 'x'),
    };
    expect(applyConflictChoice(values, youRemoved, 'mine').clauses.map((c) => c.key)).toEqual(['a']);
    expect(applyConflictChoice(values, youRemoved, 'theirs')).toBe(values);
  });
});
