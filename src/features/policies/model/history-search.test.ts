import { describe, expect, it } from 'vitest';
import { lineAt, searchRevisions } from './history-search';

const revisions = (...sources: string[]) => sources.map((source, index) => ({ number: index + 1, source }));

describe('searchRevisions', () => {
  const history = revisions(
    'grant "github" {\n}\n',
    'grant "github" {\n  role = "member"\n}\n',
    'grant "github" {\n  role = "Member"\n}\n',
    'grant "github" {\n}\n',
    'grant "github" {\n}\ngrant "jira" {\n  role = "member"\n}\n',
  );

  it('finds the first and the last revision containing the text, and where, in any case', () => {
    const found = searchRevisions(history, 'ROLE = "member"');
    expect(found.first).toEqual({ revision: 2, line: 2 });
    expect(found.last).toEqual({ revision: 5, line: 4 });
    expect(found.runs).toEqual([
      { from: 2, to: 3 },
      { from: 5, to: 5 },
    ]);
    expect(found.count).toBe(3);
    expect(found.newest).toBe(5);
  });

  it('matches case when told to', () => {
    const found = searchRevisions(history, 'role = "Member"', { matchCase: true });
    expect(found.runs).toEqual([{ from: 3, to: 3 }]);
    expect(found.first).toEqual({ revision: 3, line: 2 });
  });

  it('takes the text as typed, not as a pattern', () => {
    expect(searchRevisions(revisions('a.b', 'axb'), 'a.b').runs).toEqual([{ from: 1, to: 1 }]);
    expect(searchRevisions(revisions('(x)'), '(x').count).toBe(1);
  });

  it('finds nothing for an absent or empty text', () => {
    expect(searchRevisions(history, 'datadog')).toMatchObject({ first: null, last: null, runs: [], count: 0 });
    expect(searchRevisions(history, '')).toMatchObject({ first: null, count: 0 });
    expect(searchRevisions([], 'x')).toMatchObject({ first: null, newest: 0 });
  });
});

describe('lineAt', () => {
  it('counts every kind of line end', () => {
    expect(lineAt('a\nb\r\nc\rd', 0)).toBe(1);
    expect(lineAt('a\nb\r\nc\rd', 2)).toBe(2);
    expect(lineAt('a\nb\r\nc\rd', 5)).toBe(3);
    expect(lineAt('a\nb\r\nc\rd', 7)).toBe(4);
  });
});
