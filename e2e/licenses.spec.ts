import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expireSession, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The demo workspace's history: daily points from 2024-11-21 to 2026-11-20, with no data on
// 2025-07-14..16 and unpriced licenses on 2025-02-10..16, 2025-09-01..05 and 2026-05-18..21.

interface CostPoint {
  day: string;
  annualCost: number;
  unassignedAnnualCost: number;
  licenses: number;
  unpriced: number;
}

/** The points the service holds for some days, read by the page with its own session. */
async function pointsFor(page: Page, from: string, to: string): Promise<CostPoint[]> {
  const points = await page.evaluate(async () => {
    const response = await fetch('/api/licenses/costs?limit=5000');
    if (!response.ok) throw new Error(`The cost history answered ${response.status}`);
    return ((await response.json()) as { results: CostPoint[] }).results;
  });
  return points.filter((point) => point.day >= from && point.day <= to);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

async function openLicenses(page: Page, search = '') {
  await signIn(page, 'finance', `/licenses${search}`);
  await expect(page.getByTestId('range-heading')).toBeVisible();
}

test.describe('license costs', () => {
  test('a preset changes the address and the figures', async ({ page }) => {
    await openLicenses(page);
    await expect(page).toHaveTitle(/License costs/);
    await expect(page.getByTestId('range-heading')).toHaveText('Nov 21, 2025 – Nov 20, 2026');
    const [last] = await pointsFor(page, '2026-11-20', '2026-11-20');
    const [yearStart] = await pointsFor(page, '2025-11-21', '2025-11-21');
    await expect(figure(page, 'annual-cost')).toContainText(usd.format(last!.annualCost));
    await expect(figure(page, 'change')).toContainText(`since Nov 21, 2025`);
    await expect(figure(page, 'licenses')).toContainText(String(last!.licenses));
    const yearChange = last!.annualCost - yearStart!.annualCost;
    await expect(figure(page, 'change')).toContainText(usd.format(Math.abs(yearChange)));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '30 days', exact: true }).click();
    await expect(page).toHaveURL(/\/licenses\?range=30d$/);
    await expect(page.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('range-heading')).toHaveText('Oct 22, 2026 – Nov 20, 2026');
    const [monthStart] = await pointsFor(page, '2026-10-22', '2026-10-22');
    await expect(figure(page, 'change')).toContainText('since Oct 22, 2026');
    await expect(figure(page, 'change')).toContainText(usd.format(Math.abs(last!.annualCost - monthStart!.annualCost)));
    await expect(figure(page, 'licenses')).toContainText(`since Oct 22, 2026`);

    await page.goBack();
    await expect(page.getByTestId('range-heading')).toHaveText('Nov 21, 2025 – Nov 20, 2026');
  });

  test('each figure explains its rule, with the numbers behind it', async ({ page }) => {
    await openLicenses(page, '?range=90d');
    const [last] = await pointsFor(page, '2026-11-20', '2026-11-20');
    await page.getByRole('button', { name: 'How Unassigned is worked out' }).click();
    const help = page.getByRole('dialog', { name: 'Unassigned' });
    await expect(help).toContainText(
      `Its share is ${usd.format(last!.unassignedAnnualCost)} divided by the annual cost that day, ${usd.format(last!.annualCost)}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(page.getByRole('button', { name: 'How Unassigned is worked out' })).toBeFocused();
  });

  test('the tooltip shows every field of a day, by mouse and by keyboard', async ({ page }) => {
    await openLicenses(page, '?range=30d');
    const cursor = page.getByRole('slider', { name: 'Day on the license cost chart' });
    await cursor.scrollIntoViewIfNeeded();
    const box = (await cursor.boundingBox())!;
    // 30 days: the right edge is Nov 20, the left edge Oct 22.
    await page.mouse.move(box.x + box.width - 1, box.y + 60);
    const tooltip = page.getByTestId('chart-tooltip');
    await expect(tooltip).toContainText('Fri, Nov 20, 2026');
    const [nov19, nov20] = await pointsFor(page, '2026-11-19', '2026-11-20');
    await expect(tooltip).toContainText(usd.format(nov20!.annualCost));
    await expect(tooltip).toContainText(usd.format(nov20!.unassignedAnnualCost));
    await expect(tooltip).toContainText(`Licenses${nov20!.licenses}`);
    await expect(tooltip).toContainText(`Unpriced${nov20!.unpriced}`);
    await page.mouse.move(box.x + 1, box.y + 60);
    await expect(tooltip).toContainText('Thu, Oct 22, 2026');
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // Keyboard only: Tab reaches the chart, the arrows move the day.
    await page.getByRole('button', { name: 'Download CSV' }).focus();
    await page.keyboard.press('Tab');
    await expect(cursor).toBeFocused();
    await expect(tooltip).toContainText('Fri, Nov 20, 2026');
    await page.keyboard.press('ArrowLeft');
    await expect(tooltip).toContainText('Thu, Nov 19, 2026');
    await expect(tooltip).toContainText(usd.format(nov19!.annualCost));
    await expect(cursor).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^Thu, Nov 19, 2026: annual cost \\${usd.format(nov19!.annualCost)}`),
    );
    await page.keyboard.press('Home');
    await expect(tooltip).toContainText('Thu, Oct 22, 2026');
    await expectNoAxeViolations(page);
  });

  test('days with unpriced licenses are shaded and their costs marked as lower bounds', async ({ page }) => {
    await openLicenses(page, '?from=2026-05-01&to=2026-05-31');
    await page.getByRole('slider').scrollIntoViewIfNeeded();
    const bands = page.locator('.unpriced-band');
    // One band on the cost chart and one on the license chart, for May 18–21.
    await expect(bands).toHaveCount(2);
    const band = (await bands.first().boundingBox())!;
    const cursor = page.getByRole('slider');
    const box = (await cursor.boundingBox())!;
    const dayWidth = box.width / 30;
    expect(band.width).toBeGreaterThan(dayWidth * 3.5);
    expect(band.width).toBeLessThan(dayWidth * 4.5);
    expect(band.x - box.x).toBeGreaterThan(dayWidth * 16);
    // The middle of the band is an unpriced day.
    await page.mouse.move(band.x + band.width / 2, box.y + 60);
    const tooltip = page.getByTestId('chart-tooltip');
    await expect(tooltip).toContainText('Lower bound');
    await expect(tooltip).toContainText('lower bound: 2 licenses without a price');
    await expect(tooltip).toContainText('≥ $');
    await expect(figure(page, 'unpriced')).toContainText('4 of 31 days had some');

    await page.goto('/licenses?from=2026-05-01&to=2026-05-20');
    await expect(figure(page, 'annual-cost')).toContainText('≥');
    await expect(figure(page, 'annual-cost')).toContainText('lower bound');
    await expect(figure(page, 'unpriced')).toContainText('2');
  });

  test('missing days break the line and are said to be missing', async ({ page }) => {
    await openLicenses(page, '?from=2025-07-01&to=2025-07-31');
    await expect(page.getByText('3 days of this range have no data (Jul 14, 2025 – Jul 16, 2025)')).toBeVisible();
    // Below the figures and unit costs, the chart is drawn as it nears the screen.
    await page.getByRole('slider').scrollIntoViewIfNeeded();
    await expect(page.locator('.missing-band')).toHaveCount(2);
    await page.getByRole('slider').focus();
    for (let step = 0; step < 16; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('chart-tooltip')).toContainText('Tue, Jul 15, 2025');
    await expect(page.getByTestId('chart-tooltip')).toContainText('No data was recorded for this day.');
  });

  test('dragging across the chart zooms into those days', async ({ page }) => {
    await openLicenses(page, '?range=30d');
    await page.getByRole('slider').scrollIntoViewIfNeeded();
    const box = (await page.getByRole('slider').boundingBox())!;
    const x = (day: number) => box.x + (box.width * day) / 29;
    await page.mouse.move(x(5), box.y + 80);
    await page.mouse.down();
    await page.mouse.move(x(12), box.y + 80, { steps: 4 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/licenses\?from=2026-10-27&to=2026-11-03$/);
    await expect(page.getByTestId('range-heading')).toHaveText('Oct 27, 2026 – Nov 3, 2026');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\?range=all$/);
  });

  test('compares with the previous period of the same length', async ({ page }) => {
    await openLicenses(page, '?range=30d');
    const compare = page.getByRole('checkbox', { name: /Compare with the previous 30 days/ });
    await compare.click();
    await expect(page).toHaveURL(/compare=previous/);
    await expect(compare).toBeChecked();
    await expect(page.getByText('Previous period, annual cost')).toBeVisible();
    const [previous] = await pointsFor(page, '2026-10-21', '2026-10-21');
    await page.getByRole('slider').focus();
    await expect(page.getByTestId('chart-tooltip')).toContainText(
      `Previous period${usd.format(previous!.annualCost)}on Oct 21, 2026`,
    );
    await expectNoAxeViolations(page);
  });

  test('the table shows the same data, one row per day', async ({ page }) => {
    await openLicenses(page, '?from=2025-07-10&to=2025-07-20');
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/view=table/);
    const table = page.getByRole('table', { name: /Daily license costs from Jul 10, 2025 to Jul 20, 2025/ });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(1)).toContainText('Sun, Jul 20, 2025');
    const [jul20] = await pointsFor(page, '2025-07-20', '2025-07-20');
    await expect(rows.nth(1)).toContainText(usd.format(jul20!.annualCost));
    await expect(rows.nth(5)).toContainText('Wed, Jul 16, 2025');
    await expect(rows.nth(5)).toContainText('No data for this day');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Day/ }).click();
    await expect(rows.nth(1)).toContainText('Thu, Jul 10, 2025');
  });

  test('the table scrolls through years of days, rendering only what is in view', async ({ page }) => {
    await openLicenses(page, '?range=all&view=table');
    const table = page.getByRole('table', { name: /Daily license costs/ });
    // The header, 730 days of data and 41 forecast days (to the year's end).
    await expect(table).toHaveAttribute('aria-rowcount', '772');
    expect(await table.getByRole('row').count()).toBeLessThan(80);
    const region = page.getByRole('region', { name: /Daily license costs/ });
    await region.focus();
    // Chromium scrolls by key asynchronously, and on a loaded machine it has dropped a press made
    // right after the focus moved (the region stayed at the top): press again until it lands.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(table.getByRole('row', { name: /Thu, Nov 21, 2024/ })).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 10_000 });
  });

  test('the CSV holds the chosen range, a row per day', async ({ page }) => {
    await openLicenses(page, '?from=2025-07-12&to=2025-07-18');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('license-costs-acme-2025-07-12-to-2025-07-18.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.at(-1)).toBe('');
    const points = await pointsFor(page, '2025-07-12', '2025-07-18');
    const first = points[0]!;
    expect(lines[1]).toBe(
      `2025-07-12,${first.annualCost},${first.unassignedAnnualCost},${first.licenses},${first.unpriced},USD,`,
    );
    expect(lines[3]).toBe('2025-07-14,,,,,USD,no data for this day');
    expect(lines.slice(1, -1).map((line) => line.slice(0, 10))).toEqual([
      '2025-07-12',
      '2025-07-13',
      '2025-07-14',
      '2025-07-15',
      '2025-07-16',
      '2025-07-17',
      '2025-07-18',
    ]);
  });

  test('the CSV marks unpriced days, escaping the note', async ({ page }) => {
    await openLicenses(page, '?from=2026-05-21&to=2026-05-22');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    expect(csv).toContain(',2,USD,"lower bound: 2 unpriced licenses, not counted in the costs"\r\n2026-05-22,');
  });

  test('the currency is a setting kept in this browser', async ({ page }) => {
    await openLicenses(page, '?range=30d');
    await page.getByLabel('Currency shown').selectOption('EUR');
    await expect(figure(page, 'annual-cost')).toContainText('€');
    await page.reload();
    await expect(page.getByLabel('Currency shown')).toHaveValue('EUR');
    await expect(figure(page, 'annual-cost')).toContainText('€');
  });

  test('a role without licenses:read sees the permission message', async ({ page }) => {
    await signIn(page, 'hr', '/licenses');
    await expect(page.getByRole('alert')).toContainText('You lack permission to see license costs');
    await expect(page.getByTestId('range-heading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('loads long histories page by page with progress, and a failed page resumes where it stopped', async ({
    page,
  }) => {
    // Signed in on a page that asks for no costs, so that every request counted comes from /licenses.
    await signIn(page, 'finance', '/no-such-page');
    const cursors: (string | null)[] = [];
    let failingCursor: string | null = null;
    let failuresLeft = 4; // the first try and the query's three retries
    let releaseSecondPage!: () => void;
    const secondPageHeld = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    await page.route('**/api/licenses/costs?*', async (route) => {
      const url = new URL(route.request().url());
      const cursor = url.searchParams.get('cursor');
      cursors.push(cursor);
      url.searchParams.set('limit', '200');
      failingCursor ??= cursor;
      if (cursor !== null && cursor === failingCursor && failuresLeft > 0) {
        if (failuresLeft === 4) await secondPageHeld;
        failuresLeft -= 1;
        await route.fulfill({
          status: 500,
          json: { result: null, errors: [{ errorCode: 'internal_error', errorMessage: 'boom' }] },
        });
        return;
      }
      await route.continue({ url: url.toString() });
    });
    await page.goto('/licenses');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the cost history: 200 of 727 days' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Cost history loaded' })).toHaveAttribute('value', '200');
    await expectNoAxeViolations(page);
    releaseSecondPage();
    await expect(page.getByRole('alert')).toContainText('Could not load the cost history', { timeout: 15_000 });
    await expect(page.getByRole('alert')).toContainText('200 of 727 days arrived before the failure');
    await expectNoAxeViolations(page);
    const requestsBefore = cursors.length;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('range-heading')).toHaveText('Nov 21, 2025 – Nov 20, 2026');
    const resumed = cursors.slice(requestsBefore);
    expect(resumed[0]).not.toBeNull();
    expect(resumed).not.toContain(null);
    expect(cursors.filter((cursor) => cursor === null)).toHaveLength(1);
  });

  test('an empty history says so', async ({ page }) => {
    await signIn(page, 'finance');
    await page.route('**/api/licenses/costs?*', (route) =>
      route.fulfill({
        json: { results: [], errors: [], pagination: { nextCursor: null, limit: 5000, hasMore: false, total: 0 } },
      }),
    );
    await page.goto('/licenses');
    await expect(page.getByRole('heading', { name: 'No license costs yet' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a single day shows its figures and no change', async ({ page }) => {
    await signIn(page, 'finance');
    await page.route('**/api/licenses/costs?*', (route) =>
      route.fulfill({
        json: {
          results: [{ day: '2026-11-20', annualCost: 1234.5, unassignedAnnualCost: 234.5, licenses: 3, unpriced: 1 }],
          errors: [],
          pagination: { nextCursor: null, limit: 5000, hasMore: false, total: 1 },
        },
      }),
    );
    await page.goto('/licenses');
    await expect(page.getByTestId('range-heading')).toHaveText('Nov 20, 2026');
    await expect(page.getByText('covers only 1 day')).toBeVisible();
    await expect(figure(page, 'annual-cost')).toContainText('$1,234.50');
    await expect(figure(page, 'change')).toContainText('needs two days with data');
    await page.getByRole('slider').focus();
    await expect(page.getByTestId('chart-tooltip')).toContainText('Fri, Nov 20, 2026');
    await expectNoAxeViolations(page);
  });

  // A malformed history, faked, is checked without a browser: LicenseCostsPage.failures.test.tsx.

  test('an expired session signs in again and comes back to the same range', async ({ page }) => {
    await openLicenses(page, '?range=90d');
    await expireSession(page);
    await page.reload();
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: 'Frances Allen (Finance viewer)' }).click();
    await expect(page).toHaveURL(/\/licenses\?range=90d$/);
    await expect(page.getByTestId('range-heading')).toHaveText('Aug 23, 2026 – Nov 20, 2026');
  });

  test('no axe violations in dark mode, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openLicenses(page, '?range=6m');
    await page.getByRole('slider').focus();
    await expect(page.getByTestId('chart-tooltip')).toContainText('Fri, Nov 20, 2026');
    await expectNoAxeViolations(page);
  });
});

test.describe('license costs on a phone', () => {
  test('the chart, below the figures, is drawn (and its code fetched) as the user scrolls toward it, in the box kept for it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/CostChart-[^/]+\.js$/.test(request.url())) chartCode.push(request.url());
    });
    await openLicenses(page);
    await expect(figure(page, 'annual-cost')).toBeVisible();
    const lines = page.locator('.recharts-line');
    const help = page.getByText(/^Point at the chart or focus it/);
    const offsetInPage = () => help.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await offsetInPage();
    await page.waitForTimeout(500);
    await expect(lines).toHaveCount(0);
    expect(chartCode).toEqual([]);

    await page.mouse.wheel(0, 600);
    // Annual cost, unassigned, and the forecast's dashed line.
    await expect(lines).toHaveCount(3);
    expect(chartCode).toHaveLength(1);
    expect(await offsetInPage()).toBe(before);
  });
});
