import { describe, expect, it } from 'vitest';
import { diffSources, wordSegments, type DiffLine } from './diff-model';

const summary = (lines: DiffLine[]) =>
  lines.map(
    (line) =>
      `${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '}${line.oldNumber ?? '.'}:${line.newNumber ?? '.'} ${line.text}`,
  );

describe('diffSources', () => {
  it('numbers unchanged, removed and added lines on both sides', () => {
    const diff = diffSources('a\nb\nc\nd\n', 'a\nB\nc\nd\ne\n');
    expect(summary(diff.lines)).toEqual([' 1:1 a', '-2:. b', '+.:2 B', ' 3:3 c', ' 4:4 d', '+.:5 e']);
    expect(diff).toMatchObject({ added: 2, removed: 1, approximate: false });
  });

  it('shows removed lines before the added lines of the same change', () => {
    const diff = diffSources('x\none\ntwo\ny', 'x\nuno\ndos\ntres\ny');
    expect(summary(diff.lines)).toEqual([
      ' 1:1 x',
      '-2:. one',
      '-3:. two',
      '+.:2 uno',
      '+.:3 dos',
      '+.:4 tres',
      ' 4:5 y',
    ]);
  });

  it('reports identical texts as unchanged', () => {
    const diff = diffSources('same\ntext\n', 'same\ntext');
    expect(diff.lines.every((line) => line.kind === 'context')).toBe(true);
    expect(diff).toMatchObject({ added: 0, removed: 0 });
  });

  it('compares against the empty text: every line is added', () => {
    const diff = diffSources('', 'first\nsecond\n');
    expect(summary(diff.lines)).toEqual(['+.:1 first', '+.:2 second']);
    expect(diffSources('gone\n', '').removed).toBe(1);
    expect(diffSources('', '').lines).toEqual([]);
  });

  it('highlights the words that changed inside a replaced line', () => {
    const diff = diffSources('allow role admin when active\n', 'allow role editor when active\n');
    const [removed, added] = diff.lines;
    expect(removed!.segments).toEqual([
      { text: 'allow role ', changed: false },
      { text: 'admin', changed: true },
      { text: ' when active', changed: false },
    ]);
    expect(added!.segments).toEqual([
      { text: 'allow role ', changed: false },
      { text: 'editor', changed: true },
      { text: ' when active', changed: false },
    ]);
  });

  it('pairs changed lines in order and leaves the unpaired ones whole', () => {
    const diff = diffSources('let a = 1;\n', 'let a = 2;\ncompletely new line here\n');
    const [, firstAdded, secondAdded] = diff.lines;
    expect(firstAdded!.segments?.some((segment) => segment.changed && segment.text === '2')).toBe(true);
    expect(secondAdded!.segments).toBeNull();
  });

  it('keeps every character of both lines in their segments, spacing included', () => {
    const oldText = '  when   x  =  1';
    const newText = '  when x = 2 ';
    const words = wordSegments(oldText, newText)!;
    expect(words.old.map((segment) => segment.text).join('')).toBe(oldText);
    expect(words.new.map((segment) => segment.text).join('')).toBe(newText);
  });

  it('does not highlight words when the lines have little in common, or are too long to compare', () => {
    expect(wordSegments('alpha beta gamma', 'completely different words')).toBeNull();
    expect(wordSegments('   ', '\t')).toBeNull();
    expect(wordSegments('x'.repeat(3000), `${'x'.repeat(2999)}y`)).toBeNull();
  });

  it('falls back to "all removed, all added" when the texts are too different to compare in time', () => {
    const oldSource = Array.from({ length: 50 }, (_, i) => `old ${i}`).join('\n');
    const newSource = Array.from({ length: 50 }, (_, i) => `new ${i}`).join('\n');
    const diff = diffSources(oldSource, newSource, { maxEditLength: 5 });
    expect(diff.approximate).toBe(true);
    expect(diff).toMatchObject({ removed: 50, added: 50 });
    expect(diff.lines[0]).toMatchObject({ kind: 'removed', oldNumber: 1 });
    expect(diff.lines[50]).toMatchObject({ kind: 'added', newNumber: 1 });
  });

  it('counts lines that differ only in whitespace as unchanged when told to, showing the newer text', () => {
    const oldSource = 'rule {\n  role = "a"\n}\n';
    const newSource = 'rule {\n    role  =  "a"\n}   \nextra\n';
    expect(summary(diffSources(oldSource, newSource).lines)).toEqual([
      ' 1:1 rule {',
      '-2:.   role = "a"',
      '-3:. }',
      '+.:2     role  =  "a"',
      '+.:3 }   ',
      '+.:4 extra',
    ]);
    const ignoring = diffSources(oldSource, newSource, { ignoreWhitespace: true });
    expect(summary(ignoring.lines)).toEqual([' 1:1 rule {', ' 2:2     role  =  "a"', ' 3:3 }   ', '+.:4 extra']);
    expect(ignoring).toMatchObject({ added: 1, removed: 0 });
  });

  it('diffs 10,000-line sources with a few changes', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `route /r/${i} -> backend-${i % 17}`);
    const changed = lines.map((line, i) => (i % 1000 === 0 ? `${line} weight=2` : line));
    const diff = diffSources(lines.join('\n'), changed.join('\n'));
    expect(diff).toMatchObject({ added: 10, removed: 10, approximate: false });
    expect(diff.lines).toHaveLength(10_010);
  });
});
