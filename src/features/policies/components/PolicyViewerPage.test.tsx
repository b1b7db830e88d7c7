import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission } from '../../../../contract';
import { failure, fakeApi, on, page, single } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { diffSources, type LineDiff } from '../model/diff-model';
import { PolicyViewerPage } from './PolicyViewerPage';

const computeDiff = vi.hoisted(() =>
  vi.fn<
    (oldSource: string, newSource: string, signal?: AbortSignal, ignoreWhitespace?: boolean) => Promise<LineDiff>
  >(),
);
// The diff thread's jobs run here, on this thread, with the same pure functions the thread runs.
vi.mock('../thread/diff-thread', async () => {
  const { blameRevisions } = await import('../model/blame');
  const { searchRevisions } = await import('../model/history-search');
  return {
    createDiffThread: () => ({
      compare: computeDiff,
      keepRevisions: () => undefined,
      blame: async (_set: string, revisions: { number: number; source: string }[], ignoreWhitespace: boolean) =>
        blameRevisions(revisions, { ignoreWhitespace }),
      searchHistory: async (
        _set: string,
        revisions: { number: number; source: string }[],
        query: string,
        matchCase: boolean,
      ) => searchRevisions(revisions, query, { matchCase }),
    }),
  };
});

const revisions = [
  {
    number: 1,
    source: 'policy "Access rules" {\n  role = "viewer"\n}\n',
    createdByUserId: 'usr_ada',
    createdAt: '2026-01-10T09:00:00Z',
  },
  {
    number: 2,
    source: 'policy "Access rules" {\n  role = "editor"\n}\n',
    createdByUserId: 'usr_gone',
    createdAt: '2026-03-10T09:00:00Z',
  },
  {
    number: 3,
    source: 'policy "Access rules" {\n  role = "editor"\n  notify = true\n}\n',
    createdByUserId: 'usr_grace',
    createdAt: '2026-11-01T09:00:00Z',
  },
];
const summary = {
  id: 'pol_a',
  name: 'Access rules',
  latestRevision: 3,
  updatedAt: '2026-11-01T09:00:00Z',
  updatedByUserId: 'usr_grace',
  updatedByName: 'Grace Hopper',
};
const members = [
  { userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' },
  { userId: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test', role: 'admin' },
];

let membersResponse: () => Response;
let fetchMock: ReturnType<typeof fakeApi>;

beforeEach(() => {
  computeDiff.mockImplementation(async (oldSource, newSource, _signal, ignoreWhitespace) =>
    diffSources(oldSource, newSource, { ignoreWhitespace }),
  );
  membersResponse = () => page(members);
  fetchMock = fakeApi(
    on('GET', '/api/members', () => membersResponse()),
    on('GET', '/api/segments', () =>
      page([
        {
          id: 'seg_eng',
          name: 'All engineers',
          scope: 'rule_based',
          match: 'all',
          clauseCount: 1,
          updatedAt: '2026-11-01T09:00:00Z',
          updatedByName: 'Grace Hopper',
        },
      ]),
    ),
    on('GET', /^\/api\/policies\/([^/]+)(\/revisions(?:\/([^/]+))?)?$/, ({ params: [id, revisionsPath, number] }) => {
      if (id !== 'pol_a') return failure(400, 'policy_not_found');
      if (!revisionsPath) return single(summary);
      if (number === undefined) return page([...revisions].reverse().map(({ source: _source, ...rest }) => rest));
      const revision = revisions.find((candidate) => String(candidate.number) === number);
      return revision ? single(revision) : failure(400, 'policy_revision_not_found');
    }),
  );
  // jsdom lays nothing out: give the scrolling views a size so that they render the lines in view.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url: string, permissions: readonly Permission[] = rolePermissions.owner) {
  const { router } = renderInApp(
    [
      { path: '/policies', element: <h1>All policies</h1> },
      { path: '/policies/:policyId', element: <PolicyViewerPage /> },
      { path: '/policies/:policyId/revisions/:revisionNumber', element: <PolicyViewerPage /> },
    ],
    { at: url, role: 'owner', permissions },
  );
  return router;
}

const where = (router: ReturnType<typeof renderPage>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
const sourceRegion = () => screen.findByRole('region', { name: /^Source of revision/ });

describe('PolicyViewerPage', () => {
  describe('segment("…") in the source', () => {
    const latest = revisions[2]!;
    const written = latest.source;
    beforeEach(() => {
      latest.source = 'policy "Access rules" {\n  applies_to = segment("All engineers")\n  or = segment("Gone")\n}\n';
    });
    afterEach(() => {
      latest.source = written;
    });

    it('links to the segment of that name; a name no segment has stays text', async () => {
      renderPage('/policies/pol_a');
      const source = await sourceRegion();
      const link = await within(source).findByRole('link', { name: '"All engineers"' });
      expect(link).toHaveAttribute('href', '/segments/seg_eng');
      expect(within(source).getByText('"Gone"')).toBeInTheDocument();
      expect(within(source).queryByRole('link', { name: '"Gone"' })).not.toBeInTheDocument();
    });

    it('asks nothing of segments for a role that cannot read them, and links nothing', async () => {
      renderPage('/policies/pol_a', ['policies:read', 'members:read']);
      const source = await sourceRegion();
      expect(await within(source).findByText('"All engineers"')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(source).queryByRole('link', { name: '"All engineers"' })).toBeNull();
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/segments'))).toBe(false);
    });
  });

  it('opens a policy on its latest revision, with its author, its history and its source', async () => {
    renderPage('/policies/pol_a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access rules' })).toBeInTheDocument();
    expect(await sourceRegion()).toHaveTextContent('notify = true');
    expect(screen.getByText('Revision 3 of 3')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(3));
    const links = within(history).getAllByRole('link');
    expect(links.map((link) => /^Revision \d+/.exec(link.textContent ?? '')?.[0])).toEqual([
      'Revision 3',
      'Revision 2',
      'Revision 1',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(1));
    expect(within(history).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(history).getByText('usr_gone')).toBeInTheDocument();
  });

  it('shows authors as user ids when member names are refused', async () => {
    membersResponse = () => failure(403, 'forbidden');
    renderPage('/policies/pol_a/revisions/1');
    expect(await sourceRegion()).toHaveTextContent('role = "viewer"');
    await waitFor(() => expect(screen.getAllByText('usr_ada').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Access rules' })).toBeInTheDocument();
  });

  it('explains a revision that does not exist and links to the latest one', async () => {
    renderPage('/policies/pol_a/revisions/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open the latest revision (3)' })).toHaveAttribute(
        'href',
        '/policies/pol_a',
      ),
    );
    expect(screen.getByText(/has no revision/)).toHaveTextContent(
      '“Access rules” has no revision 9. Its revisions run from 1 to 3.',
    );
  });

  it('treats a revision that is not a number as not found, without asking for it', async () => {
    renderPage('/policies/pol_a/revisions/latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision not found' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(asked).not.toContain('/api/policies/pol_a/revisions/latest');
  });

  it('explains a policy that does not exist and links to the list', async () => {
    const router = renderPage('/policies/pol_missing/revisions/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See all policies' }));
    expect(where(router)).toBe('/policies');
  });

  it('steps through the history with the buttons and the [ ] keys', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a');
    await sourceRegion();
    expect(screen.getByRole('button', { name: 'Next revision' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Previous revision' }));
    expect(where(router)).toBe('/policies/pol_a/revisions/2');
    expect(await sourceRegion()).toHaveTextContent('role = "editor"');
    await user.keyboard('[[');
    expect(where(router)).toBe('/policies/pol_a/revisions/1');
    expect(await screen.findByRole('button', { name: 'Previous revision' })).toBeDisabled();
    await user.keyboard(']');
    expect(where(router)).toBe('/policies/pol_a/revisions/2');
    await user.keyboard(']');
    await waitFor(() => expect(where(router)).toBe('/policies/pol_a/revisions/3'));
  });

  it('steps through a comparison as each revision against the one before', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a/revisions/3?compare=2');
    await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' });
    await user.click(screen.getByRole('link', { name: 'Previous revision' }));
    expect(where(router)).toBe('/policies/pol_a/revisions/2?compare=1');
    expect(await screen.findByRole('region', { name: 'Changes from revision 1 to revision 2' })).toBeInTheDocument();
  });

  it('jumps to a revision by number, and says why it cannot', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a');
    await sourceRegion();
    await user.keyboard('g');
    const field = screen.getByRole('textbox', { name: 'Go to revision' });
    expect(field).toHaveFocus();
    await user.type(field, '7{Enter}');
    expect(field).toHaveAccessibleDescription('Revisions run from 1 to 3.');
    await user.clear(field);
    await user.type(field, 'two{Enter}');
    expect(field).toHaveAccessibleDescription('A revision number is a whole number, like 3.');
    await user.clear(field);
    await user.type(field, '1{Enter}');
    expect(where(router)).toBe('/policies/pol_a/revisions/1');
    await user.type(await screen.findByRole('textbox', { name: 'Go to revision' }), '3{Enter}');
    expect(where(router)).toBe('/policies/pol_a/revisions/3');
  });

  it('marks the revision on screen in the history, not the latest', async () => {
    renderPage('/policies/pol_a/revisions/2');
    await sourceRegion();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(3));
    expect(within(history).getByRole('link', { name: /^Revision 2/ })).toHaveAttribute('aria-current', 'page');
    expect(within(history).getByRole('link', { name: /^Revision 3/ })).not.toHaveAttribute('aria-current');
  });

  it('marks the revision compared with in the history', async () => {
    renderPage('/policies/pol_a/revisions/3?compare=1');
    await screen.findByRole('region', { name: 'Changes from revision 1 to revision 3' });
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(3));
    expect(within(history).getByRole('link', { name: /^Revision 1/ })).toHaveTextContent('Compared with');
    expect(within(history).getByRole('link', { name: /^Revision 3/ })).not.toHaveTextContent('Compared with');
  });

  it('compares with the revision before by default, and in either layout', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a/revisions/2');
    await sourceRegion();
    await user.keyboard('c');
    expect(where(router)).toBe('/policies/pol_a/revisions/2?compare=1');
    const changes = await screen.findByRole('region', { name: 'Changes from revision 1 to revision 2' });
    expect(within(changes).getByRole('deletion')).toHaveTextContent('viewer');
    expect(within(changes).getByRole('insertion')).toHaveTextContent('editor');
    expect(screen.getByText('1 lines added, 1 removed')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Side by side' }));
    expect(where(router)).toBe('/policies/pol_a/revisions/2?compare=1&view=split');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), '3');
    expect(where(router)).toBe('/policies/pol_a/revisions/3?compare=1&view=split');
    expect(await screen.findByRole('region', { name: 'Changes from revision 1 to revision 3' })).toHaveTextContent(
      'notify = true',
    );
    await user.click(screen.getByRole('button', { name: /Swap/ }));
    expect(where(router)).toBe('/policies/pol_a/revisions/1?compare=3&view=split');
  });

  it('compares the first revision with the empty text', async () => {
    renderPage('/policies/pol_a/revisions/1?compare=0');
    const changes = await screen.findByRole('region', { name: 'Changes from the empty text to revision 1' });
    expect(changes).toHaveTextContent('Added: role = "viewer"');
  });

  it('says when the comparison fails, and tries again on request', async () => {
    computeDiff.mockRejectedValueOnce(new Error('The comparison could not be started in this browser.'));
    renderPage('/policies/pol_a/revisions/3?compare=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The comparison could not be started in this browser.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' })).toHaveTextContent(
      'notify = true',
    );
  });

  it('says so when two revisions have the same text', async () => {
    renderPage('/policies/pol_a/revisions/3?compare=3');
    expect(
      await screen.findByText('No differences: revision 3 and revision 3 have the same text.'),
    ).toBeInTheDocument();
  });

  it('says when the revision to compare with does not exist', async () => {
    renderPage('/policies/pol_a/revisions/3?compare=8');
    expect(
      await screen.findByText('Revision 8 does not exist, so there is nothing to compare with.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveDisplayValue('Revision 8 (does not exist)');
    expect(screen.getByRole('link', { name: 'Compare with the previous revision' })).toHaveAttribute(
      'href',
      '/policies/pol_a/revisions/3?compare=2',
    );
  });

  it('highlights the lines the address names, and explains a range past the end', async () => {
    const router = renderPage('/policies/pol_a/revisions/3#L2-L3');
    const source = await sourceRegion();
    expect(
      within(source)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['  role = "editor"', '  notify = true']);
    expect(screen.getByText('Highlighting lines 2–3.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(where(router)).toBe('/policies/pol_a/revisions/3');

    await router.navigate('/policies/pol_a/revisions/3#L40-L44');
    expect(
      await screen.findByText('The link asks for lines 40–44, but this revision has only 4 lines.'),
    ).toBeInTheDocument();
    await router.navigate('/policies/pol_a/revisions/3#L3-L9');
    expect(await screen.findByText(/ends at line 4: highlighting lines 3–4/)).toBeInTheDocument();
  });

  it('highlights lines typed in the "Highlight lines" field', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a/revisions/3');
    await sourceRegion();
    await user.keyboard('l');
    const field = screen.getByRole('textbox', { name: 'Highlight lines' });
    await user.type(field, 'x{Enter}');
    expect(field).toHaveAccessibleDescription('Enter a line or a range, like 10 or 10-14.');
    await user.clear(field);
    await user.type(field, '3-2{Enter}');
    expect(where(router)).toBe('/policies/pol_a/revisions/3#L2-L3');
    await user.clear(field);
    await user.type(field, '4{Enter}');
    expect(where(router)).toBe('/policies/pol_a/revisions/3#L4');
  });

  it('selects lines by clicking their numbers', async () => {
    const user = userEvent.setup();
    const router = renderPage('/policies/pol_a/revisions/3?compare=2');
    const changes = await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' });
    await user.click(within(changes).getByRole('link', { name: 'Line 2' }));
    expect(where(router)).toBe('/policies/pol_a/revisions/3?compare=2#L2');
    await user.keyboard('{Shift>}');
    await user.click(within(changes).getByRole('link', { name: 'Line 4' }));
    await user.keyboard('{/Shift}');
    expect(where(router)).toBe('/policies/pol_a/revisions/3?compare=2#L2-L4');
  });

  it('lists the keyboard shortcuts on ?', async () => {
    const user = userEvent.setup();
    renderPage('/policies/pol_a');
    await sourceRegion();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Previous (older) revision')).toBeInTheDocument();
    await user.keyboard('c');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('copies a permanent link that names the revision even on the "latest" address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/policies/pol_a?compare=2#L3');
    await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/policies/pol_a/revisions/3?compare=2#L3`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
      configurable: true,
    });
    renderPage('/policies/pol_a/revisions/2');
    await sourceRegion();
    await user.keyboard('y');
    const dialog = await screen.findByRole('dialog', { name: 'Copy this link' });
    expect(within(dialog).getByRole('textbox', { name: 'Permanent link' })).toHaveValue(
      `${window.location.origin}/policies/pol_a/revisions/2`,
    );
  });

  describe('blame', () => {
    const blameRegion = () => screen.findByRole('region', { name: /^Blame of revision/ });
    const groupLinks = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link', { name: /^r\d+: revision \d+, its changes$/ })
        .map((link) => link.textContent);

    it('shows each line with the revision that last changed it and its author, grouped', async () => {
      renderPage('/policies/pol_a/revisions/3?blame=1');
      const region = await blameRegion();
      // policy { (1), role = "editor" (2), notify (3), } (1)
      expect(groupLinks(region)).toEqual(['r1', 'r2', 'r3', 'r1']);
      expect(within(region).getByRole('link', { name: 'r2: revision 2, its changes' })).toHaveAttribute(
        'href',
        '/policies/pol_a/revisions/2?compare=1',
      );
      await waitFor(() => expect(within(region).getAllByText('Ada Lovelace')).toHaveLength(2));
      expect(within(region).getByText('usr_gone')).toBeInTheDocument();
      expect(within(region).getByText('Grace Hopper')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Blame' })).toHaveAttribute('aria-current', 'page');
    });

    it('steps back to the blame before a change, at the line it replaced', async () => {
      const user = userEvent.setup();
      const router = renderPage('/policies/pol_a/revisions/3?blame=1');
      await user.click(within(await blameRegion()).getByRole('link', { name: 'Blame before revision 2' }));
      expect(where(router)).toBe('/policies/pol_a/revisions/1?blame=1#L2');
      const region = await screen.findByRole('region', { name: /^Blame of revision 1/ });
      expect(groupLinks(region)).toEqual(['r1']);
      expect(await screen.findByText(/Line 2 was last changed in revision 1/)).toBeInTheDocument();
      expect(screen.getByText('This line dates from the first revision.')).toBeInTheDocument();
    });

    it('tells the highlighted line’s story in words, with its two ways on', async () => {
      renderPage('/policies/pol_a/revisions/3?blame=1#L2');
      expect(await screen.findByText(/Line 2 was last changed in revision 2/)).toHaveTextContent('by usr_gone');
      expect(screen.getByRole('link', { name: 'Open revision 2’s changes' })).toHaveAttribute(
        'href',
        '/policies/pol_a/revisions/2?compare=1',
      );
      expect(screen.getByRole('link', { name: 'Blame before this change' })).toHaveAttribute(
        'href',
        '/policies/pol_a/revisions/1?blame=1#L2',
      );
    });

    it('switches to the blame and back with b, and keeps it while stepping through revisions', async () => {
      const user = userEvent.setup();
      const router = renderPage('/policies/pol_a/revisions/3');
      await sourceRegion();
      await user.keyboard('b');
      expect(where(router)).toBe('/policies/pol_a/revisions/3?blame=1');
      await blameRegion();
      await user.keyboard('[[');
      expect(where(router)).toBe('/policies/pol_a/revisions/2?blame=1');
      await user.keyboard('b');
      expect(where(router)).toBe('/policies/pol_a/revisions/2');
    });

    it('ignores whitespace when the switch says so, in the URL', async () => {
      const user = userEvent.setup();
      const router = renderPage('/policies/pol_a/revisions/3?blame=1');
      await blameRegion();
      await user.click(screen.getByRole('checkbox', { name: 'Ignore whitespace' }));
      expect(where(router)).toBe('/policies/pol_a/revisions/3?blame=1&w=1');
      expect(screen.getByRole('checkbox', { name: 'Ignore whitespace' })).toBeChecked();
    });
  });

  describe('ignore whitespace in the changes', () => {
    it('compares ignoring whitespace when the URL says w=1, and the switch turns it off', async () => {
      const user = userEvent.setup();
      const router = renderPage('/policies/pol_a/revisions/3?compare=2&w=1');
      await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' });
      expect(computeDiff).toHaveBeenLastCalledWith(revisions[1]!.source, revisions[2]!.source, expect.anything(), true);
      const toggle = screen.getByRole('checkbox', { name: 'Ignore whitespace' });
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(where(router)).toBe('/policies/pol_a/revisions/3?compare=2');
      await waitFor(() =>
        expect(computeDiff).toHaveBeenLastCalledWith(
          revisions[1]!.source,
          revisions[2]!.source,
          expect.anything(),
          false,
        ),
      );
    });

    it('toggles with w', async () => {
      const user = userEvent.setup();
      const router = renderPage('/policies/pol_a/revisions/3?compare=2');
      await screen.findByRole('region', { name: 'Changes from revision 2 to revision 3' });
      await user.keyboard('w');
      expect(where(router)).toBe('/policies/pol_a/revisions/3?compare=2&w=1');
    });
  });

  describe('find', () => {
    it('takes over Ctrl+F and marks the matches in the source', async () => {
      const user = userEvent.setup();
      renderPage('/policies/pol_a/revisions/3');
      const region = await sourceRegion();
      await user.keyboard('{Control>}f{/Control}');
      await user.type(await screen.findByRole('searchbox', { name: 'Find in the source of revision 3' }), 'EDITOR');
      expect(await screen.findByText('1 of 1')).toBeInTheDocument();
      expect(within(region).getByText('editor', { selector: 'mark' })).toHaveAttribute('data-current', 'true');
      // Lines without a match still show.
      expect(region).toHaveTextContent('notify = true');
    });

    it('finds in the changes too, unfolding what it finds', async () => {
      const user = userEvent.setup();
      renderPage('/policies/pol_a/revisions/3?compare=1');
      const region = await screen.findByRole('region', { name: 'Changes from revision 1 to revision 3' });
      await user.click(screen.getByRole('button', { name: /^Find in this view/ }));
      await user.type(await screen.findByRole('searchbox', { name: /^Find in the changes/ }), 'role');
      expect(await screen.findByText('1 of 2')).toBeInTheDocument();
      expect(within(region).getAllByText('role', { selector: 'mark' })).toHaveLength(2);
    });
  });

  describe('search all revisions', () => {
    it('names the first and the last revision containing a text, at the line', async () => {
      const user = userEvent.setup();
      renderPage('/policies/pol_a/revisions/1');
      await sourceRegion();
      await user.type(screen.getByRole('searchbox', { name: 'Text to find in every revision' }), 'role = "editor"');
      await user.click(screen.getByRole('button', { name: 'Find first and last' }));
      expect(await screen.findByRole('link', { name: 'Revision 2, line 2' })).toHaveAttribute(
        'href',
        '/policies/pol_a/revisions/2#L2',
      );
      expect(screen.getByRole('link', { name: 'Revision 3, line 2' })).toHaveAttribute(
        'href',
        '/policies/pol_a/revisions/3#L2',
      );
      expect(screen.getByText(/still in the latest revision/)).toBeInTheDocument();
    });
  });
});
