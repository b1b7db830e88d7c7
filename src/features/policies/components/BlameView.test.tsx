import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, membersHandler } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { blameRevisions } from '../model/blame';
import { findInRows, firstMatchByRow } from '../model/find-text';
import { AgeLegend, BlameView, type BlameViewProps } from './BlameView';

const sources = ['a\nb\nc\n', 'a\nB\nc\n', 'a\nB\nc\nd\n'];
const blame = blameRevisions(sources.map((source, index) => ({ number: index + 1, source })));
const lines = ['a', 'B', 'c', 'd'];
const info = new Map([
  [1, { createdByUserId: 'usr_ada', createdAt: '2026-01-01T00:00:00Z' }],
  [2, { createdByUserId: 'usr_grace', createdAt: '2026-06-01T00:00:00Z' }],
  [3, { createdByUserId: 'u_unknown', createdAt: '2026-11-01T00:00:00Z' }],
]);

function renderBlame(overrides: Partial<BlameViewProps> = {}) {
  const onSelectLine = vi.fn();
  const props: BlameViewProps = {
    lines,
    blame,
    label: 'Blame of revision 3',
    range: null,
    lineHref: (line) => `/p/revisions/3?blame=1#L${line}`,
    onSelectLine,
    revisionInfo: (revision) => info.get(revision),
    changesHref: (revision) => `/p/revisions/${revision}?compare=${revision - 1}`,
    blameBeforeHref: (line) => {
      const revision = blame.revision[line - 1]!;
      return revision > 1 ? `/p/revisions/${revision - 1}?blame=1#L${blame.priorLine[line - 1]}` : null;
    },
    shadeOf: (revision) => revision,
    find: null,
    findRow: -1,
    ...overrides,
  };
  fakeApi(membersHandler);
  renderInApp(<BlameView {...props} />);
  return { onSelectLine };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
});

describe('BlameView', () => {
  it('names on each group of lines the revision that last changed them, linking to its changes', () => {
    renderBlame();
    const region = screen.getByRole('region', { name: 'Blame of revision 3' });
    const revisions = within(region).getAllByRole('link', { name: /^r\d+: revision \d+, its changes$/ });
    // a (r1), B (r2), c (r1), d (r3): four groups.
    expect(revisions.map((link) => link.textContent)).toEqual(['r1', 'r2', 'r1', 'r3']);
    expect(revisions[1]).toHaveAttribute('href', '/p/revisions/2?compare=1');
  });

  it('shows each group’s author (the user id when no name is known) and date', async () => {
    renderBlame();
    expect(await screen.findAllByText('Ada Lovelace')).toHaveLength(2);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('u_unknown')).toBeInTheDocument();
    const times = screen.getAllByRole('time');
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-06-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-11-01T00:00:00Z',
    ]);
  });

  it('offers the blame before a change, at the line it replaced; never before revision 1', () => {
    renderBlame();
    expect(screen.getByRole('link', { name: 'Blame before revision 2' })).toHaveAttribute(
      'href',
      '/p/revisions/1?blame=1#L2',
    );
    expect(screen.getByRole('link', { name: 'Blame before revision 3' })).toHaveAttribute(
      'href',
      '/p/revisions/2?blame=1#L3',
    );
    expect(screen.queryByRole('link', { name: 'Blame before revision 1' })).toBeNull();
  });

  it('selects a line on a click, as the source view does', () => {
    const { onSelectLine } = renderBlame();
    fireEvent.click(screen.getByRole('link', { name: 'Line 2' }));
    expect(onSelectLine).toHaveBeenLastCalledWith(2, false);
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveAttribute('href', '/p/revisions/3?blame=1#L2');
  });

  it('marks the matches of the viewer’s find, the current one apart', () => {
    const found = findInRows(lines, 'b');
    renderBlame({ find: { found, firstByRow: firstMatchByRow(found), current: 0 }, findRow: 1 });
    const marks = screen.getAllByText('B', { selector: 'mark' });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('data-current', 'true');
    // Lines without a match still show their text.
    expect(screen.getByRole('region', { name: 'Blame of revision 3' })).toHaveTextContent(/a.*B.*c.*d/);
  });

  it('notes a line moved unchanged, keeping the revision that wrote it', () => {
    const moved = blameRevisions([
      { number: 1, source: 'rule one is here\nrule two is here\nb1\nb2\nb3\n' },
      { number: 2, source: 'b1\nb2\nb3\nrule one is here\nrule two is here\n' },
    ]);
    renderBlame({ lines: ['b1', 'b2', 'b3', 'rule one is here', 'rule two is here'], blame: moved });
    expect(screen.getAllByText('Moved here unchanged in revision 2')).toHaveLength(2);
    // Still revision 1's lines: one group with b1–b3.
    expect(
      screen.getAllByRole('link', { name: /^r\d+: revision \d+, its changes$/ }).map((link) => link.textContent),
    ).toEqual(['r1']);
  });

  it('says so when the revision is empty', () => {
    renderBlame({ lines: [], blame: blameRevisions([{ number: 1, source: '' }]) });
    expect(screen.getByText('This revision is empty.')).toBeInTheDocument();
  });
});

describe('AgeLegend', () => {
  it('says which end is older', () => {
    render(<AgeLegend />);
    expect(screen.getByText(/Older/)).toHaveTextContent('Older Newer'.replace(' ', ''));
  });
});
