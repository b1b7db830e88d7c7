import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diffSources } from '../model/diff-model';
import type { LineRange } from '../model/line-range';
import type { DiffLayout } from '../model/revision-url';
import { DiffViewer } from './DiffViewer';

const numbered = (count: number, change?: (line: string, index: number) => string) =>
  Array.from({ length: count }, (_, i) => (change ? change(`line ${i + 1} of text`, i) : `line ${i + 1} of text`)).join(
    '\n',
  );

function renderDiff(
  oldSource: string,
  newSource: string,
  options: { layout?: DiffLayout; range?: LineRange | null; expandAll?: boolean } = {},
) {
  const onSelectLine = vi.fn();
  const diff = diffSources(oldSource, newSource);
  render(
    <DiffViewer
      lines={diff.lines}
      layout={options.layout ?? 'unified'}
      label="Changes from revision 1 to revision 2"
      range={options.range ?? null}
      lineHref={(line) => `#L${line}`}
      onSelectLine={onSelectLine}
      expandAll={options.expandAll ?? false}
    />,
  );
  return { onSelectLine, region: screen.getByRole('region', { name: 'Changes from revision 1 to revision 2' }) };
}

/** jsdom lays nothing out: give the scrolling view a size so that it renders the lines in view. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return () => vi.restoreAllMocks();
});

describe('DiffViewer', () => {
  it('shows removed and added lines with the changed words marked as deletions and insertions', () => {
    const { region } = renderDiff('role = "admin"\n', 'role = "editor"\n');
    expect(within(region).getByRole('deletion')).toHaveTextContent('admin');
    expect(within(region).getByRole('insertion')).toHaveTextContent('editor');
    expect(region).toHaveTextContent('Removed: role = "admin"');
    expect(region).toHaveTextContent('Added: role = "editor"');
  });

  it('folds long unchanged runs and shows them on request', () => {
    const { region } = renderDiff(
      numbered(40),
      numbered(40, (line, i) => (i === 20 ? 'changed line' : line)),
    );
    expect(region).not.toHaveTextContent('line 5 of text');
    const folds = within(region).getAllByRole('button', { name: /Show \d+ unchanged lines/ });
    expect(folds.map((fold) => fold.textContent)).toEqual([
      '↕Show 17 unchanged lines (lines 1–17)',
      '↕Show 16 unchanged lines (lines 25–40)',
    ]);
    fireEvent.click(folds[0]!);
    expect(region).toHaveTextContent('line 5 of text');
    expect(within(region).getAllByRole('button', { name: /unchanged lines/ })).toHaveLength(1);
  });

  it('shows every line when asked to', () => {
    const { region } = renderDiff(
      numbered(40),
      numbered(40, (line, i) => (i === 20 ? 'changed line' : line)),
      { expandAll: true },
    );
    expect(within(region).queryByRole('button', { name: /unchanged lines/ })).toBeNull();
    expect(region).toHaveTextContent('line 5 of text');
  });

  it('puts the old and new versions of a line side by side', () => {
    const { region } = renderDiff('a\nold words here\nz\n', 'a\nnew words here\nz\n', { layout: 'split' });
    const deletion = within(region).getByRole('deletion');
    const insertion = within(region).getByRole('insertion');
    // eslint-disable-next-line testing-library/no-node-access -- side by side means one row holds both cells
    expect(deletion.closest('div')!.parentElement).toBe(insertion.closest('div')!.parentElement);
  });

  it('marks a highlighted line on the newer side only when side by side', () => {
    const { region } = renderDiff('a\nold words here\nz\n', 'a\nnew words here\nz\n', {
      layout: 'split',
      range: { start: 2, end: 2 },
    });
    expect(
      within(region)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['new words here']);
  });

  it('keeps the highlighted lines of the newer revision visible and marked, and selects lines by their numbers', () => {
    const { region, onSelectLine } = renderDiff(
      numbered(40),
      numbered(40, (line, i) => (i === 0 ? 'first changed' : line)),
      {
        range: { start: 30, end: 31 },
      },
    );
    expect(
      within(region)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['line 30 of text', 'line 31 of text']);
    fireEvent.click(within(region).getByRole('link', { name: 'Line 31' }), { shiftKey: true });
    expect(onSelectLine).toHaveBeenCalledWith(31, true);
  });
});
