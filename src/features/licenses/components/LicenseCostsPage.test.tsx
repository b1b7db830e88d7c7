import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type LicenseCostPoint, type Permission } from '../../../../contract';
import { failure, fakeApi, on, page } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { CURRENCY_STORAGE_KEY } from '../model/currency';
import { addDays } from '../model/days';
import { days, point } from '../model/points.fixture';
import { LicenseCostsPage } from './LicenseCostsPage';

const PAGE_SIZE = 300;
const LAST_DAY = '2026-11-20';

/** Two years to LAST_DAY: the cost grows by 100 a day from 100,000; three days missing; a week unpriced. */
function twoYears(): LicenseCostPoint[] {
  const points: LicenseCostPoint[] = [];
  for (let index = 0; index < 730; index += 1) {
    const day = addDays(LAST_DAY, index - 729);
    if (day >= '2025-07-14' && day <= '2025-07-16') continue;
    points.push(
      point(day, {
        annualCost: 100_000 + index * 100,
        unassignedAnnualCost: 10_000 + index * 10,
        licenses: 100 + Math.floor(index / 10),
        unpriced: day >= '2026-05-18' && day <= '2026-05-21' ? 2 : 0,
      }),
    );
  }
  return points;
}

let history: LicenseCostPoint[];
/** Answers for the page at a cursor before the real page, one per call. */
let interruptions: Map<string, Response[]>;
let fetchMock: ReturnType<typeof fakeApi>;

function pageAt(offset: number) {
  const results = history.slice(offset, offset + PAGE_SIZE);
  const hasMore = offset + PAGE_SIZE < history.length;
  return page(results, {
    nextCursor: hasMore ? `c${offset + PAGE_SIZE}` : null,
    limit: PAGE_SIZE,
    total: history.length,
  });
}

beforeEach(() => {
  history = twoYears();
  interruptions = new Map();
  fetchMock = fakeApi(
    on('GET', '/api/licenses/costs', ({ url }) => {
      const cursor = url.searchParams.get('cursor') ?? 'c0';
      const interruption = interruptions.get(cursor)?.shift();
      if (interruption) return interruption;
      return pageAt(Number(cursor.slice(1)));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/licenses', permissions: readonly Permission[] = rolePermissions.finance_viewer) {
  const { router } = renderInApp([{ path: '/licenses', element: <LicenseCostsPage /> }], {
    at: url,
    role: 'finance_viewer',
    permissions,
  });
  return router;
}

const figure = (name: string) => screen.getByTestId(`figure-${name}`);

/** jsdom lays nothing out: give elements a size so the chart draws and the table shows rows. */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 900, height: 480 }),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
}
const costCalls = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams.get('cursor'));

describe('LicenseCostsPage', () => {
  it('asks for the history once the header is on screen, so that a phone paints it first', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'License costs' })).toBeInTheDocument();
    expect(screen.getByText(/Amounts are shown as the service reports them/)).toBeInTheDocument();
    expect(costCalls()).toEqual([]);
    await waitFor(() => expect(costCalls()).toEqual([null, 'c300', 'c600']));
  });

  it('loads every page, then shows the last year with figures read from named days', async () => {
    renderPage();
    expect(await screen.findByTestId('range-heading')).toHaveTextContent('Nov 21, 2025 – Nov 20, 2026');
    expect(costCalls()).toEqual([null, 'c300', 'c600']);
    expect(fetchMock.mock.calls[0]![0]).toContain('limit=5000');
    expect(figure('annual-cost')).toHaveTextContent('$172,900.00');
    expect(figure('annual-cost')).toHaveTextContent('on Nov 20, 2026');
    // The range starts 364 days before the last, when the cost was 100,000 + 365 * 100.
    expect(figure('change')).toHaveTextContent('+$36,400.00');
    expect(figure('change')).toHaveTextContent('+26.7% since Nov 21, 2025');
    expect(figure('unassigned')).toHaveTextContent('$17,290.00');
    expect(figure('unassigned')).toHaveTextContent('10.0% of the annual cost');
    expect(figure('licenses')).toHaveTextContent('172');
    expect(figure('licenses')).toHaveTextContent('+36 since Nov 21, 2025');
    expect(figure('unpriced')).toHaveTextContent('0');
    expect(figure('unpriced')).toHaveTextContent('4 of 365 days had some');
  });

  it('explains the rule behind a figure, with its numbers', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('range-heading');
    await user.click(screen.getByRole('button', { name: 'How Change over the range is worked out' }));
    const help = await screen.findByRole('dialog', { name: 'Change over the range' });
    expect(help).toHaveTextContent(
      'Annual cost on Nov 20, 2026 ($172,900.00) minus annual cost on Nov 21, 2025 ($136,500.00)',
    );
    expect(help).toHaveTextContent('divided by the annual cost on Nov 21, 2025');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'How Change over the range is worked out' }));
    expect(await screen.findByRole('dialog', { name: 'Change over the range' })).toBeInTheDocument();
  });

  it('changes the address and the figures when a preset is chosen', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByTestId('range-heading');
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(router.state.location.search).toBe('?range=30d');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('range-heading')).toHaveTextContent('Oct 22, 2026 – Nov 20, 2026');
    expect(figure('change')).toHaveTextContent('+$2,900.00');
  });

  it('reads a custom range from the address and applies a typed one', async () => {
    const user = userEvent.setup();
    const router = renderPage('/licenses?from=2025-07-01&to=2025-07-31');
    expect(await screen.findByTestId('range-heading')).toHaveTextContent('Jul 1, 2025 – Jul 31, 2025');
    expect(screen.getByText(/3 days of this range have no data \(Jul 14, 2025 – Jul 16, 2025\)/)).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2025-08-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start must be on or before the end.');
    fireEvent.change(from, { target: { value: '2025-07-20' } });
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(router.state.location.search).toBe('?from=2025-07-20&to=2025-07-31');
  });

  it('applies a custom range of a single day', async () => {
    const user = userEvent.setup();
    const router = renderPage('/licenses?from=2025-07-01&to=2025-07-31');
    await screen.findByTestId('range-heading');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-07-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2025-07-31&to=2025-07-31');
    expect(await screen.findByTestId('range-heading')).toHaveTextContent(/^Jul 31, 2025$/);
  });

  it('says so when the address holds a range it cannot use', async () => {
    renderPage('/licenses?range=fortnight');
    expect(
      await screen.findByText(/“fortnight” is not a range this page knows; showing the last year instead/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('range-heading')).toHaveTextContent('Nov 21, 2025 – Nov 20, 2026');
  });

  it('offers a way back from a custom range with no data', async () => {
    const user = userEvent.setup();
    renderPage('/licenses?from=2027-01-01&to=2027-02-01');
    expect(await screen.findByRole('heading', { name: 'No data in this range' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the last year' }));
    expect(await screen.findByTestId('range-heading')).toHaveTextContent('Nov 21, 2025 – Nov 20, 2026');
  });

  it('marks the costs a lower bound on a day with unpriced licenses', async () => {
    renderPage('/licenses?from=2026-05-01&to=2026-05-20');
    await screen.findByTestId('range-heading');
    expect(figure('annual-cost')).toHaveTextContent('≥');
    expect(figure('annual-cost')).toHaveTextContent('at least');
    expect(figure('annual-cost')).toHaveTextContent('lower bound');
    expect(figure('unpriced')).toHaveTextContent('2');
  });

  it('shows an empty history as such', async () => {
    history = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No license costs yet' })).toBeInTheDocument();
  });

  it('shows a single day without a change to speak of', async () => {
    history = [point(LAST_DAY, { annualCost: 5000 })];
    renderPage();
    expect(await screen.findByTestId('range-heading')).toHaveTextContent('Nov 20, 2026');
    expect(figure('change')).toHaveTextContent('—');
    expect(figure('change')).toHaveTextContent('needs two days with data');
    expect(screen.getByText(/covers only 1 day/)).toBeInTheDocument();
  });

  it('keeps the pages it has when one fails, and goes on from there', async () => {
    interruptions.set('c300', [failure(400, 'validation_error')]);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the cost history');
    expect(alert).toHaveTextContent('300 of 727 days arrived before the failure');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('range-heading');
    expect(costCalls()).toEqual([null, 'c300', 'c300', 'c600']);
  });

  it('shows the permission message in place when the service refuses', async () => {
    interruptions.set('c0', [failure(403, 'forbidden')]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You lack permission to see license costs');
  });

  it('shows progress while loading, and can stop and go on', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementationOnce(async () => pageAt(0));
    fetchMock.mockImplementationOnce(async (_input, init) => {
      await held;
      init?.signal?.throwIfAborted();
      return pageAt(300);
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Loading the cost history: 300 of 727 days')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cost history loaded' })).toHaveAttribute('value', '300');
    await user.click(screen.getByRole('button', { name: 'Stop loading' }));
    expect(await screen.findByRole('heading', { name: 'Loading stopped' })).toBeInTheDocument();
    release();
    await user.click(screen.getByRole('button', { name: 'Continue loading' }));
    await screen.findByTestId('range-heading');
    expect(costCalls()[0]).toBeNull();
    expect(
      costCalls()
        .slice(1)
        .every((cursor) => cursor !== null),
    ).toBe(true);
  });

  it('shows the same data as a table, one row per day, missing days included', async () => {
    giveElementsASize();
    const user = userEvent.setup();
    const router = renderPage('/licenses?from=2025-07-13&to=2025-07-17');
    const showAs = within(await screen.findByRole('group', { name: 'Show as' }));
    expect(showAs.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(showAs.getByRole('button', { name: 'Table' }));
    expect(router.state.location.search).toContain('view=table');
    expect(showAs.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(showAs.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'false');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Thu, Jul 17, 2025');
    expect(rows[2]).toHaveTextContent('No data for this day');
    await user.click(within(table).getByRole('button', { name: /Day/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sun, Jul 13, 2025');
  });

  it('offers the previous period when the history covers part of it', async () => {
    history = days(addDays(LAST_DAY, -44), 45);
    renderPage('/licenses?range=30d');
    await screen.findByTestId('range-heading');
    expect(await screen.findByRole('checkbox', { name: /^Compare with the previous 30 days/ })).toBeEnabled();
  });

  it('shows no unassigned share in the table on a day that cost nothing', async () => {
    giveElementsASize();
    history = [point('2026-11-19', { annualCost: 0, unassignedAnnualCost: 0 }), point(LAST_DAY)];
    renderPage('/licenses?view=table');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('10.0%');
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent(/^—$/);
  });

  it('downloads the chosen range as CSV, a row per day', async () => {
    let csv = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then((text) => {
        csv = text;
      });
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage('/licenses?from=2025-07-15&to=2025-07-17');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'license-costs-acme-2025-07-15-to-2025-07-17.csv',
    );
    await waitFor(() => expect(csv).not.toBe(''));
    expect(csv.split('\r\n')).toEqual([
      'day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note',
      '2025-07-15,,,,,USD,no data for this day',
      '2025-07-16,,,,,USD,no data for this day',
      '2025-07-17,123800,12380,123,0,USD,',
      '',
    ]);
  });

  it('writes amounts in the chosen currency and remembers it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('range-heading');
    await user.selectOptions(screen.getByLabelText('Currency shown'), 'EUR');
    expect(figure('annual-cost')).toHaveTextContent('€172,900.00');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });

  describe('chart', () => {
    beforeEach(giveElementsASize);

    it('moves a day cursor with the keyboard and shows every field of the day', async () => {
      const user = userEvent.setup();
      renderPage('/licenses?range=30d');
      const cursor = await screen.findByRole('slider', { name: 'Day on the license cost chart' });
      act(() => cursor.focus());
      expect(cursor).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^Fri, Nov 20, 2026: annual cost \$172,900\.00/),
      );
      await user.keyboard('{ArrowLeft}');
      expect(cursor).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^Thu, Nov 19, 2026: annual cost \$172,800\.00/),
      );
      const tooltip = screen.getByTestId('chart-tooltip');
      expect(tooltip).toHaveTextContent('Thu, Nov 19, 2026');
      expect(tooltip).toHaveTextContent('Annual cost$172,800.00');
      expect(tooltip).toHaveTextContent('Unassigned$17,280.00');
      expect(tooltip).toHaveTextContent('Licenses172');
      expect(tooltip).toHaveTextContent('Unpriced0');
      await user.keyboard('{Home}');
      expect(cursor).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Thu, Oct 22, 2026/));
    });

    it('follows the pointer, and zooms to the days dragged across', async () => {
      const router = renderPage('/licenses?range=30d');
      const cursor = await screen.findByRole('slider');
      // The plot is 900 - 76 (axis) - 16 (margin) = 808 px wide for 29 day steps.
      fireEvent.pointerEnter(cursor, { pointerType: 'mouse' });
      fireEvent.pointerMove(cursor, { clientX: 279, pointerType: 'mouse' });
      expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Sun, Nov 1, 2026');
      expect(cursor).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^Sun, Nov 1, 2026: annual cost \$171,000\.00/),
      );
      fireEvent.pointerDown(cursor, { clientX: 0, pointerType: 'mouse', button: 0, pointerId: 1 });
      fireEvent.pointerMove(cursor, { clientX: 279, pointerType: 'mouse', pointerId: 1 });
      fireEvent.pointerUp(cursor, { clientX: 279, pointerType: 'mouse', pointerId: 1 });
      expect(router.state.location.search).toBe('?from=2026-10-22&to=2026-11-01');
    });

    it('zooms to days selected with Shift and the arrows', async () => {
      const user = userEvent.setup();
      const router = renderPage('/licenses?range=30d');
      const cursor = await screen.findByRole('slider');
      act(() => cursor.focus());
      await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{Enter}');
      expect(router.state.location.search).toBe('?from=2026-11-17&to=2026-11-20');
    });

    it('shows the previous period when asked, in the tooltip too', async () => {
      const user = userEvent.setup();
      const router = renderPage('/licenses?range=30d');
      await user.click(await screen.findByRole('checkbox', { name: /Compare with the previous 30 days/ }));
      expect(router.state.location.search).toContain('compare=previous');
      expect(screen.getByText('Previous period, annual cost')).toBeInTheDocument();
      act(() => screen.getByRole('slider').focus());
      expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(
        'Previous period$169,900.00on Oct 21, 2026; change since: +$3,000.00 (+1.8%)',
      );
    });
  });
});
