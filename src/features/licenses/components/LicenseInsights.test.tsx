import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type LicenseCostPoint, type Permission } from '../../../../contract';
import { fakeApi, on, page } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { sessionFor } from '../../../test/session';
import { addDays } from '../model/days';
import { thresholdStorageKey } from '../model/threshold';
import { point } from '../model/points.fixture';
import { LicenseCostsPage } from './LicenseCostsPage';

const LAST_DAY = '2026-11-20';
/** Each test renders the whole page, chart and forecast included: seconds on a busy machine. */
const PAGE_TEST_TIMEOUT = 20_000;
/** How long a query waits for what the page shows after the history (a paint or two later). */
const SHOWN = { timeout: 10_000 };

/** 200 days to LAST_DAY: 300 licenses on the first, one more each day, at 1,000 a year each. */
function straightLine(): LicenseCostPoint[] {
  return Array.from({ length: 200 }, (_, index) =>
    point(addDays(LAST_DAY, index - 199), {
      licenses: 300 + index,
      annualCost: (300 + index) * 1000,
      unassignedAnnualCost: (300 + index) * 100,
      unpriced: 0,
    }),
  );
}

/** 200 flat days of 400 licenses at 1,000, 40 assigned licenses more from Oct 1, and a 2 % dearer price from Jun 1. */
function withSteps(): LicenseCostPoint[] {
  return Array.from({ length: 200 }, (_, index) => {
    const day = addDays(LAST_DAY, index - 199);
    const licenses = day >= '2026-10-01' ? 440 : 400;
    const price = day >= '2026-06-01' ? 1020 : 1000;
    return point(day, { licenses, annualCost: licenses * price, unassignedAnnualCost: 40 * price, unpriced: 0 });
  });
}

let history: LicenseCostPoint[];
let fetchMock: ReturnType<typeof fakeApi>;

beforeEach(() => {
  history = straightLine();
  fetchMock = fakeApi(
    on('GET', '/api/licenses/costs', () => page(history, { nextCursor: null, limit: 5000, total: history.length })),
    on('GET', '/api/workers/org-chart', () => page([], { nextCursor: 'w1', limit: 1, total: 400 })),
  );
  // jsdom lays nothing out: give elements a size so the chart (and its markers) draw.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 900, height: 480 }),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/licenses', permissions: readonly Permission[] = rolePermissions.finance_viewer) {
  return renderInApp([{ path: '/licenses', element: <LicenseCostsPage /> }], {
    at: url,
    role: 'finance_viewer',
    permissions,
  });
}

const requested = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(path));

describe('the forecast', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('projects the year end with its band, the month and quarter ends, and says how', async () => {
    renderPage();
    // 499 licenses on Nov 20, one more a day: 540 on Dec 31, 509 on Nov 30, at $1,000 each.
    expect(await screen.findByTestId('forecast-headline', {}, SHOWN)).toHaveTextContent(
      'Projected at year end: $540K ($540K–$540K)',
    );
    expect(screen.getByText(/from Nov 20, 2026, the last day of data/)).toHaveTextContent(
      '+$41,000.00 (+8.2%) from Nov 20, 2026, the last day of data.',
    );
    expect(screen.getByTestId('forecast-target-month')).toHaveTextContent('Month end (Nov 30, 2026)$509,000.00');
    expect(screen.getByTestId('forecast-target-quarter')).toHaveTextContent(
      'Quarter end and year end (Dec 31, 2026)$540,000.00',
    );
    expect(screen.getByTestId('forecast-method')).toHaveTextContent(
      'How it is made, from 200 days (May 5, 2026 – Nov 20, 2026): the license count’s trend (+30.4 a month)',
    );
  });

  it('says why there is none for a short range', async () => {
    renderPage('/licenses?range=30d');
    expect(await screen.findByTestId('no-forecast', {}, SHOWN)).toHaveTextContent(
      'No forecast: it needs at least 60 days of history and this range has 30. Choose a longer range.',
    );
    expect(screen.queryByTestId('forecast-headline')).not.toBeInTheDocument();
  });

  it('puts forecast rows in the table and the CSV', async () => {
    let csv = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then((text) => {
        csv = text;
      });
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage('/licenses?view=table');
    const table = await screen.findByRole('table', { name: /then the forecast to Dec 31, 2026/ }, SHOWN);
    const newest = within(table).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent('Thu, Dec 31, 2026');
    expect(newest).toHaveTextContent('Forecast');
    expect(newest).toHaveTextContent('$540,000.00');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csv).not.toBe(''));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note,forecast_low_80,forecast_high_80',
    );
    expect(lines).toHaveLength(1 + 200 + 41 + 1);
    expect(lines[200]).toBe('2026-11-20,499000,49900,499,0,USD,,,');
    expect(lines[241]).toBe('2026-12-31,540000,,,,USD,forecast,540000,540000');
  });
});

describe('what changed', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    history = withSteps();
  });

  it('lists the largest change first, its parts adding up to it', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('change-row', {}, SHOWN);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Oct 1: 40 licenses more at $1,020: all of it licenses.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Oct 1, 2026');
    expect(cells(rows[0]!)).toEqual(['+$40,800.00+10.0%', '+$40,800.00', '—', '—', '—', '—']);
    // Jun 1: the price from $1,000 to $1,020 on 400 licenses: all of it price.
    expect(cells(rows[1]!)).toEqual(['+$8,000.00+2.0%', '—', '—', '+$8,000.00', '—', '—']);
  });

  it('zooms the chart to a change’s week and focuses its marker, which says the same in words', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/licenses?view=table');
    const [largest] = await screen.findAllByTestId('change-row', {}, SHOWN);
    await user.click(within(largest!).getByRole('button', { name: 'Oct 1, 2026' }));
    expect(router.state.location.search).toBe('?from=2026-09-28&to=2026-10-04');
    const marker = await screen.findByRole('button', { name: 'Change on Oct 1, 2026: +$40,800.00' }, SHOWN);
    await waitFor(() => expect(marker).toHaveFocus(), SHOWN);
    expect(marker).toHaveAccessibleDescription(
      'Oct 1, 2026. Annual cost up $40,800.00 (+10.0%): +$40,800.00 from 40 more licenses in use at $1,020.00.',
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Annual cost up $40,800.00 (+10.0%)');
  });
});

describe('the threshold', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('is kept in this browser for this user and workspace, drawn, and dated from the forecast', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByTestId('forecast-headline', {}, SHOWN);
    await user.type(screen.getByLabelText('Annual cost threshold (USD)'), '520,000');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    // 520 licenses, 21 days after the 499 of Nov 20.
    expect(screen.getByTestId('threshold-outlook')).toHaveTextContent(
      'Threshold: $520,000.00. At this rate the threshold is crossed around Dec 11, 2026.',
    );
    expect(screen.getByText(/never sent anywhere/)).toBeInTheDocument();
    const key = thresholdStorageKey('acme', sessionFor('finance_viewer').user.id);
    expect(localStorage.getItem(key)).toBe('520000');
    expect(screen.getByText('Your threshold ($520K)')).toBeInTheDocument();
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('520');

    view.unmount();
    renderPage();
    expect(await screen.findByTestId('threshold-outlook', {}, SHOWN)).toHaveTextContent('crossed around Dec 11, 2026');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.queryByTestId('threshold-outlook')).not.toBeInTheDocument();
  });

  it('refuses what is not an amount', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Annual cost threshold (USD)', {}, SHOWN), 'lots');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an annual cost, for example 1,200,000 or 1.2M.');
    expect(screen.getByLabelText('Annual cost threshold (USD)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('unit costs', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('gives the cost per license, the unassigned share and, from one small page, the cost per worker', async () => {
    renderPage();
    const perWorker = await screen.findByTestId('unit-per-worker', {}, SHOWN);
    await waitFor(() => expect(perWorker).toHaveTextContent('$1,247.50'), SHOWN);
    expect(perWorker).toHaveTextContent('400 workers in the org chart today');
    expect(screen.getByTestId('unit-per-license')).toHaveTextContent('$1,000.00');
    expect(screen.getByTestId('unit-per-license')).toHaveTextContent('no change since May 5, 2026');
    expect(screen.getByTestId('unit-unassigned-share')).toHaveTextContent('10.0%');
    const [headCount] = requested('/api/workers/org-chart');
    expect(String(headCount![0])).toContain('limit=1');
  });

  it('holds the cost per worker’s place while the head count is asked for, so nothing below it moves', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock = fakeApi(
      on('GET', '/api/licenses/costs', () => page(history, { nextCursor: null, limit: 5000, total: history.length })),
      on('GET', '/api/workers/org-chart', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage();
    const perWorker = await screen.findByTestId('unit-per-worker', {}, SHOWN);
    expect(perWorker).toHaveAttribute('aria-busy', 'true');
    expect(perWorker).toHaveTextContent('Annual cost per worker…Counting the workers in the org chart today');
    await waitFor(() => expect(requested('/api/workers/org-chart')).toHaveLength(1), SHOWN);
    await act(async () => answer(await page([], { nextCursor: 'w1', limit: 1, total: 400 })));
    await waitFor(() => expect(perWorker).toHaveTextContent('$1,247.50'), SHOWN);
    expect(perWorker).not.toHaveAttribute('aria-busy');
  });

  it('leaves the cost per worker out for a role that cannot read workers, and asks for no workers', async () => {
    renderPage('/licenses', ['licenses:read']);
    await screen.findByTestId('unit-per-license', {}, SHOWN);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('unit-per-worker')).not.toBeInTheDocument();
    expect(requested('/api/workers')).toEqual([]);
  });
});
