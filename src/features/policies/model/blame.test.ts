import { describe, expect, it } from 'vitest';
import { AGE_SHADES, ageShade, blameRevisions, groupBlame, type BlameOptions } from './blame';

/** Blames the last of `sources` (revisions 1, 2, 3…); each line as `r<revision> <text>`. */
function blame(sources: string[], options?: BlameOptions) {
  const result = blameRevisions(
    sources.map((source, index) => ({ number: index + 1, source })),
    options,
  );
  const lines = sources[sources.length - 1]!.split('\n').filter((_, i, all) => i < all.length - 1 || all[i] !== '');
  return {
    result,
    lines: lines.map((text, i) => `r${result.revision[i]} ${text}`),
    prior: Array.from(result.priorLine),
    moved: Array.from(result.movedIn),
  };
}

const doc = (...lines: string[]) => lines.join('\n') + '\n';

describe('blameRevisions', () => {
  it('gives every line of a first revision to it, with nothing before', () => {
    const { lines, prior, moved } = blame([doc('a', 'b')]);
    expect(lines).toEqual(['r1 a', 'r1 b']);
    expect(prior).toEqual([0, 0]);
    expect(moved).toEqual([0, 0]);
  });

  it('gives added lines to the revision that added them and keeps the rest', () => {
    const { lines, prior } = blame([doc('a', 'b', 'c'), doc('a', 'new 1', 'new 2', 'b', 'c', 'end')]);
    expect(lines).toEqual(['r1 a', 'r2 new 1', 'r2 new 2', 'r1 b', 'r1 c', 'r2 end']);
    // An insertion took nobody's place: before it, the line just above it.
    expect(prior).toEqual([0, 1, 1, 0, 0, 3]);
  });

  it('gives a changed line to the revision that changed it, pointing at the line it replaced', () => {
    const { lines, prior } = blame([doc('a', 'b', 'c', 'd'), doc('a', 'B', 'c', 'd'), doc('a', 'B', 'c', 'D')]);
    expect(lines).toEqual(['r1 a', 'r2 B', 'r1 c', 'r3 D']);
    expect(prior).toEqual([0, 2, 0, 4]);
  });

  it('pairs a changed block line by line, and extra lines with the last line replaced', () => {
    const { lines, prior } = blame([doc('x', 'one', 'two', 'y'), doc('x', 'uno', 'dos', 'tres', 'y')]);
    expect(lines).toEqual(['r1 x', 'r2 uno', 'r2 dos', 'r2 tres', 'r1 y']);
    expect(prior).toEqual([0, 2, 3, 3, 0]);
  });

  it('keeps the revisions of the lines around deleted lines', () => {
    const { lines } = blame([doc('a', 'b'), doc('a', 'b', 'c', 'd'), doc('a', 'd')]);
    expect(lines).toEqual(['r1 a', 'r2 d']);
  });

  it('keeps the author of a block moved unchanged, and notes the revision that moved it', () => {
    const github = ['grant "github" {', '  role = "member"', '}'];
    const jira = ['grant "jira" {', '  # tickets', '  role = "user"', '  when true', '}'];
    const { lines, moved } = blame([doc('header', ...github, ...jira), doc('header', ...jira, ...github, 'new')]);
    // The longer block stays in place; the shorter one, moved below it, keeps revision 1.
    expect(lines).toEqual([
      'r1 header',
      ...jira.map((line) => `r1 ${line}`),
      ...github.map((line) => `r1 ${line}`),
      'r2 new',
    ]);
    expect(moved).toEqual([0, 0, 0, 0, 0, 0, 2, 2, 2, 0]);
  });

  it('moves only what is unchanged: the lines of a moved block that changed, or stand alone, go to the mover', () => {
    const others = ['grant "z" {', '  role = "a"', '  role = "b"', '}'];
    const { lines, moved } = blame([
      doc('a', 'grant "x" {', '  role = "member"', '  when worker.lifecycleStage == active', '}', ...others),
      doc('a', ...others, 'grant "x" {', '  role = "owner"', '  when worker.lifecycleStage == active', '}'),
    ]);
    expect(lines).toEqual([
      'r1 a',
      ...others.map((line) => `r1 ${line}`),
      'r2 grant "x" {',
      'r2   role = "owner"',
      'r1   when worker.lifecycleStage == active',
      'r1 }',
    ]);
    expect(moved).toEqual([0, 0, 0, 0, 0, 0, 0, 2, 2]);
  });

  it('counts a single moved line, or a short one, as changed: matching them would credit the wrong author', () => {
    const single = blame([doc('first rule here', 'a', 'b', 'c'), doc('a', 'b', 'c', 'first rule here')]);
    expect(single.lines).toEqual(['r1 a', 'r1 b', 'r1 c', 'r2 first rule here']);
    const short = blame([doc('}', '}', 'a', 'b'), doc('a', 'b', '}', '}')]);
    expect(short.lines).toEqual(['r1 a', 'r1 b', 'r2 }', 'r2 }']);
    expect(short.moved).toEqual([0, 0, 0, 0]);
  });

  it('gives lines put back by a revert to the revert, and leaves the lines it did not touch alone', () => {
    const { lines, prior } = blame([doc('a', 'b', 'c'), doc('a', 'B', 'c', 'extra'), doc('a', 'b', 'c')]);
    expect(lines).toEqual(['r1 a', 'r3 b', 'r1 c']);
    expect(prior[1]).toBe(2);
  });

  it('gives a whitespace-only change to its revision, unless whitespace is ignored', () => {
    const sources = [doc('rule {', 'role = "a"', '}'), doc('rule {', '    role  =  "a"', '}  ')];
    expect(blame(sources).lines).toEqual(['r1 rule {', 'r2     role  =  "a"', 'r2 }  ']);
    expect(blame(sources, { ignoreWhitespace: true }).lines).toEqual(['r1 rule {', 'r1     role  =  "a"', 'r1 }  ']);
  });

  it('still gives a real change to its revision when whitespace is ignored', () => {
    const sources = [doc('role = "a"', 'x'), doc('  role = "b"', 'x')];
    expect(blame(sources, { ignoreWhitespace: true }).lines).toEqual(['r2   role = "b"', 'r1 x']);
  });

  it('blames the last of 200 revisions, each changing one line and some adding one', () => {
    let texts = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    let origins = texts.map(() => 1);
    const sources = [doc(...texts)];
    for (let number = 2; number <= 200; number += 1) {
      const at = (number * 7) % texts.length;
      texts = texts.with(at, `line ${at} changed in ${number}`);
      origins = origins.with(at, number);
      if (number % 10 === 0) {
        texts = [...texts, `added in ${number}`];
        origins = [...origins, number];
      }
      sources.push(doc(...texts));
    }
    const { result } = blame(sources);
    expect(result.number).toBe(200);
    expect(Array.from(result.revision)).toEqual(origins);
  });

  it('blames an empty revision as no lines, and lines after it as added', () => {
    expect(blame([doc('a'), '']).lines).toEqual([]);
    const { lines, prior } = blame([doc('a'), '', doc('b')]);
    expect(lines).toEqual(['r3 b']);
    expect(prior).toEqual([0]);
  });

  it('reads Windows and old Mac line ends as line ends', () => {
    const { result } = blame(['a\r\nb\r\n', 'a\rB\r']);
    expect(Array.from(result.revision)).toEqual([1, 2]);
    expect(blameRevisions([{ number: 1, source: 'a\r\nb\r\n' }]).revision).toHaveLength(2);
  });

  it('refuses revisions that are not consecutive, or none', () => {
    expect(() =>
      blameRevisions([
        { number: 1, source: 'a' },
        { number: 3, source: 'b' },
      ]),
    ).toThrow('Revisions must be consecutive: 1 is followed by 3.');
    expect(() => blameRevisions([])).toThrow('no revisions');
  });
});

describe('groupBlame', () => {
  it('groups consecutive lines of the same revision', () => {
    expect(groupBlame(Int32Array.from([1, 1, 3, 1, 1, 1]))).toEqual([
      { revision: 1, start: 1, end: 2 },
      { revision: 3, start: 3, end: 3 },
      { revision: 1, start: 4, end: 6 },
    ]);
    expect(groupBlame(new Int32Array(0))).toEqual([]);
  });
});

describe('ageShade', () => {
  it('spreads creation times from the oldest shade to the newest', () => {
    expect(ageShade(0, 0, 100)).toBe(0);
    expect(ageShade(19, 0, 100)).toBe(0);
    expect(ageShade(50, 0, 100)).toBe(2);
    expect(ageShade(100, 0, 100)).toBe(AGE_SHADES - 1);
  });

  it('shows every revision as the newest when they share one time', () => {
    expect(ageShade(5, 5, 5)).toBe(AGE_SHADES - 1);
  });
});
