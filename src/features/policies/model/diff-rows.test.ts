import { describe, expect, it } from 'vitest';
import { diffSources } from './diff-model';
import { foldSize, foldUnchanged, rowIndexOfNewLine, toSplitRows, type SplitRow, type UnifiedRow } from './diff-rows';

const numbered = (count: number, change?: (line: string, index: number) => string) =>
  Array.from({ length: count }, (_, i) => (change ? change(`line ${i + 1}`, i) : `line ${i + 1}`)).join('\n');

const describeRows = (rows: UnifiedRow[]) =>
  rows.map((row) =>
    row.type === 'fold'
      ? `fold ${row.fold.newStart}+${foldSize(row.fold)}`
      : `${row.line.kind[0]}${row.line.newNumber ?? row.line.oldNumber}`,
  );

describe('foldUnchanged', () => {
  const diff = diffSources(
    numbered(30),
    numbered(30, (line, i) => (i === 14 ? 'changed' : line)),
  );

  it('keeps three unchanged lines around each change and folds the rest', () => {
    const rows = foldUnchanged(diff.lines, { revealed: [] });
    expect(describeRows(rows)).toEqual([
      'fold 1+11',
      'c12',
      'c13',
      'c14',
      'r15',
      'a15',
      'c16',
      'c17',
      'c18',
      'fold 19+12',
    ]);
    const [firstFold] = rows;
    expect(firstFold).toEqual({ type: 'fold', fold: { from: 0, to: 11, oldStart: 1, newStart: 1 } });
  });

  it('shows a run too short to be worth folding', () => {
    const short = diffSources(
      numbered(10),
      numbered(10, (line, i) => (i === 4 ? 'changed' : line)),
    );
    const rows = foldUnchanged(short.lines, { revealed: [] });
    expect(rows.every((row) => row.type === 'line')).toBe(true);
  });

  it('folds separately the runs between changes far apart', () => {
    const apart = diffSources(
      numbered(40),
      numbered(40, (line, i) => (i === 5 || i === 30 ? `x${line}` : line)),
    );
    const rows = describeRows(foldUnchanged(apart.lines, { revealed: [] }));
    expect(rows.filter((row) => row.startsWith('fold'))).toEqual(['fold 10+18', 'fold 35+6']);
  });

  it('expands a fold the reader opened, and every fold on "expand all"', () => {
    const folded = foldUnchanged(diff.lines, { revealed: [] });
    const first = folded[0]!;
    if (first.type !== 'fold') throw new Error('expected a fold');
    const opened = foldUnchanged(diff.lines, { revealed: [first.fold] });
    expect(describeRows(opened).slice(0, 3)).toEqual(['c1', 'c2', 'c3']);
    expect(describeRows(opened).at(-1)).toBe('fold 19+12');
    expect(foldUnchanged(diff.lines, { revealed: 'all' })).toHaveLength(diff.lines.length);
  });

  it('never folds the highlighted lines of the newer text', () => {
    const rows = describeRows(foldUnchanged(diff.lines, { revealed: [], keepNewLines: { start: 25, end: 26 } }));
    expect(rows.slice(-4)).toEqual(['fold 19+6', 'c25', 'c26', 'fold 27+4']);
  });

  it('folds identical texts into one run', () => {
    const same = diffSources(numbered(20), numbered(20));
    expect(describeRows(foldUnchanged(same.lines, { revealed: [] }))).toEqual(['fold 1+20']);
  });
});

describe('toSplitRows', () => {
  const pairs = (rows: SplitRow[]) =>
    rows.map((row) =>
      row.type === 'fold'
        ? 'fold'
        : `${row.left ? `${row.left.kind[0]}${row.left.number}` : '_'}|${row.right ? `${row.right.kind[0]}${row.right.number}` : '_'}`,
    );

  it('puts each removed line beside the line that replaced it, and extra lines beside a gap', () => {
    const diff = diffSources('a\nb\nc\nd', 'a\nB\nC\nX\nd');
    expect(pairs(toSplitRows(foldUnchanged(diff.lines, { revealed: 'all' })))).toEqual([
      'c1|c1',
      'r2|a2',
      'r3|a3',
      '_|a4',
      'c4|c5',
    ]);
    const shorter = diffSources('a\nb\nc\nd', 'a\nd');
    expect(pairs(toSplitRows(foldUnchanged(shorter.lines, { revealed: 'all' })))).toEqual([
      'c1|c1',
      'r2|_',
      'r3|_',
      'c4|c2',
    ]);
  });

  it('keeps folds as full-width rows', () => {
    const diff = diffSources(
      numbered(20),
      numbered(20, (line, i) => (i === 19 ? 'end' : line)),
    );
    const rows = pairs(toSplitRows(foldUnchanged(diff.lines, { revealed: [] })));
    expect(rows).toEqual(['fold', 'c17|c17', 'c18|c18', 'c19|c19', 'r20|a20']);
  });
});

describe('rowIndexOfNewLine', () => {
  it('finds the row of a line of the newer text in either layout, or -1 when it is folded', () => {
    const diff = diffSources(
      numbered(30),
      numbered(30, (line, i) => (i === 14 ? 'changed' : line)),
    );
    const unified = foldUnchanged(diff.lines, { revealed: [] });
    expect(rowIndexOfNewLine(unified, 15)).toBe(5);
    expect(rowIndexOfNewLine(toSplitRows(unified), 15)).toBe(4);
    expect(rowIndexOfNewLine(unified, 2)).toBe(-1);
  });
});
