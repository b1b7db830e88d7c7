import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type OrgChartWorker, type Permission } from '../../../../contract';
import { failure, fakeApi, on, page } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { testWorker } from '../model/test-trees';
import { OrgChartPage } from './OrgChartPage';

// Whole-page flows in jsdom take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const PAGE_SIZE = 3;

const cleanOrg: OrgChartWorker[] = [
  testWorker('w1', null, { name: 'Morgan Reyes', jobTitle: 'Chief Executive Officer', department: 'Executive' }),
  testWorker('w2', 'w1', { name: 'Ada Lovelace', jobTitle: 'VP Engineering' }),
  testWorker('w3', 'w1', { name: 'Grace Hopper', jobTitle: 'Head of Sales', department: 'Sales' }),
  testWorker('w4', 'w2', { name: 'Hedy Lamarr', jobTitle: 'Engineer', lifecycleStage: 'pre_start' }),
  testWorker('w5', 'w4', { name: 'Katherine Johnson', jobTitle: 'Engineer' }),
];

const dirtyOrg: OrgChartWorker[] = [
  ...cleanOrg,
  testWorker('w6', 'w9999', { name: 'Lost Soul', manager: 'Ghost Manager' }),
  testWorker('w7', 'w7', { name: 'Self Made' }),
  testWorker('w8', 'w9', { name: 'Loop One' }),
  testWorker('w9', 'w8', { name: 'Loop Two' }),
  testWorker('w2', 'w1', { name: 'Second Ada' }),
];

let workers: OrgChartWorker[];
/** Called for each page request; may return a response of its own (a failure, or a slow page). */
let onPage: (cursor: string | null, signal: AbortSignal | undefined) => Promise<Response | null>;
let fetchMock: ReturnType<typeof fakeApi>;

function pageResponse(cursor: string | null): Response {
  const start = cursor === null ? 0 : Number(cursor);
  const next = start + PAGE_SIZE < workers.length ? String(start + PAGE_SIZE) : null;
  return page(workers.slice(start, start + PAGE_SIZE), { nextCursor: next, limit: PAGE_SIZE, total: workers.length });
}

beforeEach(() => {
  // jsdom lays nothing out; the virtualised tree list needs a viewport to render rows into.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  workers = cleanOrg;
  onPage = async () => null;
  fetchMock = fakeApi(
    on('GET', '/api/workers/org-chart', async ({ url, init }) => {
      const cursor = url.searchParams.get('cursor');
      return (await onPage(cursor, init?.signal ?? undefined)) ?? pageResponse(cursor);
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const requestedCursors = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/workers/org-chart')
    .map((url) => url.searchParams.get('cursor'));

function renderPage(path = '/org-chart?view=tree', permissions: readonly Permission[] = rolePermissions.hr_editor) {
  const { router } = renderInApp([{ path: '/org-chart', element: <OrgChartPage /> }], {
    at: path,
    role: 'hr_editor',
    permissions,
  });
  return { router, user: userEvent.setup() };
}

/** A page request that waits until released (and fails if the request is aborted). */
function heldPage() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond = async (_cursor: string | null, signal: AbortSignal | undefined) => {
    await Promise.race([
      released,
      new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      ),
    ]);
    return null;
  };
  return { respond, release };
}

describe('OrgChartPage: loading', () => {
  it('shows progress page by page; cancel keeps what arrived and resume continues from the page that stopped', async () => {
    const held = heldPage();
    onPage = (cursor, signal) => (cursor === '3' ? held.respond(cursor, signal) : Promise.resolve(null));
    const { user } = renderPage();
    await screen.findByText('3 of 5 people');
    expect(screen.getAllByRole('status').some((region) => within(region).queryByText('3 of 5 people'))).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Loading the org chart' })).toHaveAttribute('value', '3');
    // The chart is drawn around the progress while the rest loads, its toolbar waiting; it stays
    // the same chart once loaded, so that only the people are new then.
    const search = await screen.findByRole('combobox', { name: 'Find a person' });
    expect(screen.getByRole('group', { name: 'Chart tools' })).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Loading stopped' })).toBeInTheDocument();
    expect(screen.getByText('3 of 5 people')).toBeInTheDocument();

    onPage = async () => null;
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('tree', { name: 'Reporting lines' })).toBeInTheDocument();
    expect(requestedCursors()).toEqual([null, '3', '3']);
    expect(screen.getByText('5 people · 3 departments')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find a person' })).toBe(search);
    expect(screen.getByRole('group', { name: 'Chart tools' })).not.toHaveAttribute('inert');
  });

  it('draws the top of the tree from the pages that have arrived, searches it as partial, then adds the rest', async () => {
    workers = [
      ...cleanOrg,
      testWorker('w6', 'w3', { name: 'Rosalind Franklin', jobTitle: 'Sales Lead', department: 'Sales' }),
      testWorker('w7', 'w6', { name: 'Lise Meitner', jobTitle: 'Account Manager', department: 'Sales' }),
    ];
    const held = heldPage();
    onPage = (cursor, signal) => (cursor === '6' ? held.respond(cursor, signal) : Promise.resolve(null));
    const { user } = renderPage();
    // Two pages in: someone three levels down has arrived, so the top of the tree is drawn.
    const list = await screen.findByRole('tree', { name: 'Reporting lines' });
    expect(screen.getByRole('progressbar', { name: 'Loading the org chart' })).toHaveAttribute('value', '6');
    expect(screen.getByText(/The chart shows the people loaded so far/)).toBeInTheDocument();
    expect(within(list).getByRole('treeitem', { name: /^Rosalind Franklin/ })).toBeInTheDocument();
    // The tools work on what has arrived; data quality waits for everyone.
    expect(screen.getByRole('group', { name: 'Chart tools' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Data quality' })).toBeDisabled();
    await user.click(within(list).getByRole('treeitem', { name: /^Morgan Reyes/ }));
    expect(screen.getByRole('complementary', { name: 'Morgan Reyes' })).toHaveTextContent(
      '2 direct reports, 5 people in all so far: more are loading',
    );

    await user.click(screen.getByRole('combobox', { name: 'Find a person' }));
    await user.paste('lise');
    expect(await screen.findByText('No one matches “lise”.')).toBeInTheDocument();
    expect(screen.getByText('Searching the people loaded so far: the rest are still loading.')).toBeInTheDocument();

    held.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('tree', { name: 'Reporting lines' })).toBe(list);
    expect(await screen.findByRole('option', { name: /^Lise Meitner/ })).toBeInTheDocument();
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Morgan Reyes' })).toHaveTextContent(
      '2 direct reports, 6 people in all',
    );
  });

  it('explains a failed page in place, keeps what arrived, and tries again from that page', async () => {
    let fail = true;
    onPage = async (cursor) =>
      cursor === '3' && fail ? failure(400, 'validation_error', 'cursor is not valid for this list') : null;
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Loading failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check what you entered: the value is not valid.');
    expect(await screen.findByText('3 of 5 people')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tree', { name: 'Reporting lines' })).toBeInTheDocument();
    expect(requestedCursors()).toEqual([null, '3', '3']);
  });

  it('says so in place when the API refuses with 403', async () => {
    onPage = async () => failure(403, 'forbidden', 'Forbidden');
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You lack permission to see the org chart' }),
    ).toBeInTheDocument();
  });

  it('reads a dirty record the contract refuses instead of failing the chart', async () => {
    workers = [...cleanOrg, { id: null, name: 'No Id', managerId: 'w1' } as unknown as OrgChartWorker];
    renderPage();
    expect(await screen.findByRole('tree', { name: 'Reporting lines' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /^Missing id, Data problem/ })).toBeInTheDocument();
  });

  it('tells an empty workspace that there is nobody yet', async () => {
    workers = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No people yet' })).toBeInTheDocument();
  });
});

describe('OrgChartPage: the tree list', () => {
  it('moves, expands and collapses by keyboard, keeping the expanded set in the URL', async () => {
    const { user, router } = renderPage();
    const tree = await screen.findByRole('tree', { name: 'Reporting lines' });
    const items = () => within(tree).getAllByRole('treeitem');
    // Opens on the top levels: Morgan, then Ada and Grace; Ada's report Hedy stays closed.
    expect(items().map((item) => item.getAttribute('aria-label')!.split(',')[0])).toEqual([
      'Morgan Reyes',
      'Ada Lovelace',
      'Hedy Lamarr',
      'Grace Hopper',
    ]);
    // Each row's name says what the row shows, in its order (a speech user says what they see);
    // its parts' words are apart in the text too, as axe reads them.
    const words = (text: string) =>
      text
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.join(' ') ?? '';
    const shown = (item: HTMLElement) => {
      const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const seen: string[] = [];
      while (texts.nextNode()) seen.push(texts.currentNode.textContent!);
      return seen.join('');
    };
    for (const item of items()) expect(words(item.getAttribute('aria-label')!)).toContain(words(shown(item)));
    const morgan = screen.getByRole('treeitem', { name: /^Morgan Reyes/ });
    expect(morgan).toHaveAttribute('tabindex', '0');
    expect(morgan).toHaveAttribute('aria-level', '1');

    act(() => morgan.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const hedy = screen.getByRole('treeitem', { name: /^Hedy Lamarr/ });
    expect(hedy).toHaveFocus();
    expect(hedy).toHaveAttribute('aria-expanded', 'false');
    expect(hedy).toHaveAccessibleName('Hedy Lamarr, Engineer, Engineering, 1 direct, 1 in all, Starting soon');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: /^Hedy Lamarr/ })).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toContain('open=');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: /^Katherine Johnson/ })).toHaveFocus();
    expect(screen.getByRole('treeitem', { name: /^Katherine Johnson/ })).toHaveAttribute('aria-level', '4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: /^Hedy Lamarr/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^Katherine Johnson/ })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: /^Grace Hopper/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('treeitem', { name: /^Hedy Lamarr/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('treeitem', { name: /^Morgan Reyes/ })).toHaveFocus();
    await user.keyboard('g');
    expect(screen.getByRole('treeitem', { name: /^Grace Hopper/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    const details = screen.getByRole('complementary', { name: 'Grace Hopper' });
    expect(details).toHaveTextContent('Head of Sales');
    expect(screen.getByRole('treeitem', { name: /^Grace Hopper/ })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toContain('focus=w3');
  });

  it('focuses a search result: the path opens, the details show, and the manager link focuses the manager', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('tree', { name: 'Reporting lines' });
    await user.click(screen.getByRole('combobox', { name: 'Find a person' }));
    await user.paste('kath');
    await user.click(await screen.findByRole('option', { name: /^Katherine Johnson/ }));
    const details = screen.getByRole('complementary', { name: 'Katherine Johnson' });
    expect(screen.getByRole('treeitem', { name: /^Katherine Johnson/ })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toContain('focus=w5');

    await user.click(within(details).getByRole('link', { name: 'Hedy Lamarr' }));
    expect(screen.getByRole('complementary', { name: 'Hedy Lamarr' })).toHaveTextContent(
      '1 direct report, 1 person in all',
    );
    expect(screen.getByText('Hedy Lamarr selected; details beside the chart.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hedy Lamarr' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Hedy Lamarr' })).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('focus=');

    // Closing replaced the entry of Hedy's focus: Back returns to the person searched for.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('complementary', { name: 'Katherine Johnson' })).toBeInTheDocument();
  });

  it('reopens the view a URL describes', async () => {
    renderPage('/org-chart?view=tree&focus=w5&dept=Sales');
    expect(await screen.findByRole('complementary', { name: 'Katherine Johnson' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /^Katherine Johnson/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Highlight a department')).toHaveValue('Sales');
    expect(screen.getByRole('button', { name: 'Tree list' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('OrgChartPage: data quality', () => {
  it('lists every problem with the people involved, and a link focuses them', async () => {
    workers = dirtyOrg;
    const { user } = renderPage();
    await screen.findByRole('tree', { name: 'Reporting lines' });
    for (const group of ['Manager not found', 'Manages themself', 'Reporting cycle', 'Repeated id']) {
      expect(screen.getByRole('treeitem', { name: new RegExp(`^${group}, Data problem`) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /^Data quality/ }));
    // Its code loads as it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Data quality' });
    expect(dialog).toHaveTextContent('6 people of 10 records have problems');
    const section = (name: RegExp) => within(dialog).getByRole('region', { name });
    expect(section(/^Manager not found/)).toHaveTextContent('Manager id w9999, which names nobody: Lost Soul (w6)');
    expect(section(/^Manages themself/)).toHaveTextContent('Self Made (w7)');
    expect(section(/^Reporting cycle/)).toHaveTextContent('Loop One (w8) → Loop Two (w9) → back to Loop One');
    expect(section(/^Repeated id/)).toHaveTextContent('Id w2 is used by 2 records');

    await user.click(within(section(/^Manager not found/)).getByRole('link', { name: 'Lost Soul (w6)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const details = screen.getByRole('complementary', { name: 'Lost Soul' });
    expect(details).toHaveTextContent(
      'Their manager id w9999 names nobody in the data. The record names Ghost Manager as their manager.',
    );
    expect(details).toHaveTextContent('w9999 (Ghost Manager) · not in the data');
  });

  it('says when the data is clean', async () => {
    const { user } = renderPage();
    await screen.findByRole('tree', { name: 'Reporting lines' });
    await user.click(screen.getByRole('button', { name: /^Data quality/ }));
    expect(await screen.findByRole('dialog', { name: 'Data quality' })).toHaveTextContent(
      'No problems found in 5 records.',
    );
  });
});
