import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoUser } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The demo workspace's history runs from 2024-11-21 to 2026-11-20 (see licenses.spec.ts); the
// default range is its last year. The forecast runs from 2026-11-21 to the end of the year.

interface CostPoint {
  day: string;
  annualCost: number;
  unassignedAnnualCost: number;
  licenses: number;
  unpriced: number;
}

async function pointsFor(page: Page, from: string, to: string): Promise<CostPoint[]> {
  const points = await page.evaluate(async () => {
    const response = await fetch('/api/licenses/costs?limit=5000');
    if (!response.ok) throw new Error(`The cost history answered ${response.status}`);
    return ((await response.json()) as { results: CostPoint[] }).results;
  });
  return points.filter((point) => point.day >= from && point.day <= to);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "+$1,234.56", "-$7.00", "—" (0) as the page writes them, to cents. */
const cents = (text: string) => (text.trim() === '—' ? 0 : Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100));

async function openLicenses(page: Page, search = '', who: DemoUser = 'finance') {
  await signIn(page, who, `/licenses${search}`);
  await expect(page.getByTestId('range-heading')).toBeVisible();
}

test.describe('license cost forecast and changes', () => {
  test('the year-end projection and its band are shown, on the chart and in words', async ({ page }) => {
    test.slow();
    await openLicenses(page);
    const headline = page.getByTestId('forecast-headline');
    await expect(headline).toHaveText(/^Projected at year end: \$\d+(\.\d+)?K \(\$\d+(\.\d+)?K–\$\d+(\.\d+)?K\)$/);
    await expect(page.getByText(/from Nov 20, 2026, the last day of data\.$/)).toBeVisible();
    const forecast = page.getByTestId('forecast');
    await expect(forecast.getByTestId('forecast-target-month')).toContainText('Month end (Nov 30, 2026)');
    await expect(forecast.getByTestId('forecast-target-quarter')).toContainText(
      'Quarter end and year end (Dec 31, 2026)',
    );
    await expect(page.getByTestId('forecast-method')).toContainText(
      /How it is made, from 361 days \(Nov 21, 2025 – Nov 20, 2026\)/,
    );

    const chart = page.getByRole('region', { name: 'Cost trend' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText('Forecast, with its 80 % band')).toBeVisible();
    // The band is a shaded area and the projection a dashed line, both drawn past the last day.
    await expect(page.locator('.forecast-band path').first()).toHaveAttribute('d', /^M.+/);
    await expect(page.locator('.forecast-line path').first()).toHaveAttribute('stroke-dasharray', '6 4');
    // A projected day reads as such on the chart.
    const cursor = page.getByRole('slider', { name: 'Day on the license cost chart' });
    await cursor.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('chart-tooltip')).toContainText('Thu, Dec 31, 2026');
    await expect(page.getByTestId('chart-tooltip')).toContainText('Forecast');
    await expect(cursor).toHaveAttribute(
      'aria-valuetext',
      /^Thu, Dec 31, 2026: forecast: \$[\d,.]+, 80 % likely between/,
    );
    await expectNoAxeViolations(page);
  });

  test('the largest change of the year is listed first, its parts adding up to it, and shown on the chart', async ({
    page,
  }) => {
    test.slow();
    await openLicenses(page);
    const points = await pointsFor(page, '2025-11-21', '2026-11-20');
    let largest = { day: '', amount: 0 };
    for (let index = 1; index < points.length; index += 1) {
      const amount = points[index]!.annualCost - points[index - 1]!.annualCost;
      if (Math.abs(amount) > Math.abs(largest.amount)) largest = { day: points[index]!.day, amount };
    }
    expect(largest.day).toBe('2026-01-01');

    const first = page.getByTestId('change-row').first();
    await expect(first.getByRole('rowheader').getByRole('button')).toHaveText('Jan 1, 2026');
    const cells = await first.getByRole('cell').allInnerTexts();
    const [change, ...parts] = cells;
    expect(change).toContain(`+${usd.format(largest.amount)}`);
    // Licenses, unassigned, price, unpriced and rounding add up to the change, to the cent.
    expect(parts).toHaveLength(5);
    expect(parts.reduce((sum, part) => sum + cents(part), 0)).toBe(Math.round(largest.amount * 100));
    // The renewal raised the price that day: a part of it is price, the rest more licenses.
    expect(cents(parts[2]!)).toBeGreaterThan(0);
    expect(cents(parts[0]!)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await first.getByRole('button', { name: 'Jan 1, 2026' }).click();
    await expect(page).toHaveURL(/\/licenses\?from=2025-12-29&to=2026-01-04$/);
    const marker = page.getByRole('button', { name: `Change on Jan 1, 2026: +${usd.format(largest.amount)}` });
    await expect(marker).toBeFocused();
    const tooltip = page.getByTestId('change-tooltip');
    await expect(tooltip).toContainText(`Jan 1, 2026. Annual cost up ${usd.format(largest.amount)}`);
    await expect(tooltip).toContainText('from the price per license going from');
    await expectNoAxeViolations(page);
  });

  test('a personal threshold is kept across a reload, drawn, and dated from the forecast', async ({ page }) => {
    test.slow();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    // A range reaching into 2027: the forecast runs to its end, where the trend rises past $600,000.
    await openLicenses(page, '?from=2025-11-21&to=2027-12-31');
    await expect(page.getByTestId('forecast-headline')).toBeVisible();
    await page.getByLabel('Annual cost threshold (USD)').fill('600,000');
    await page.getByRole('button', { name: 'Set' }).click();
    const outlook = page.getByTestId('threshold-outlook');
    await expect(outlook).toContainText('Threshold: $600,000.00.');
    await expect(outlook).toContainText(/At this rate the threshold is crossed around [A-Z][a-z]{2} \d{1,2}, 2027/);
    const crossing = /crossed around ([A-Z][a-z]{2} \d{1,2}, 2027)/.exec((await outlook.textContent())!)![1]!;
    await expect(page.getByText('never sent anywhere')).toBeVisible();
    await expect(page.getByText('Your threshold ($600K)')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('threshold-outlook')).toContainText(`crossed around ${crossing}`);
    await expect(page.getByLabel('Annual cost threshold (USD)')).toHaveValue('600,000');
    expect(sent.filter((line) => /600[,.]?000/.test(line))).toEqual([]);

    // The date is the first projected day at or over the threshold, as the CSV lists them.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    const firstOver = csv
      .split('\r\n')
      .map((line) => line.split(','))
      .find((cells) => cells[6] === 'forecast' && Number(cells[1]) >= 600_000);
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(day.format(new Date(`${firstOver![0]}T00:00:00Z`))).toBe(crossing);
    await expectNoAxeViolations(page);
  });

  test('the CSV carries the forecast’s days, marked as forecast, with their band', async ({ page }) => {
    await openLicenses(page);
    await expect(page.getByTestId('forecast-headline')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    const lines = csv.split('\r\n').slice(0, -1);
    expect(lines[0]).toBe(
      'day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note,forecast_low_80,forecast_high_80',
    );
    const forecastRows = lines.filter((line) => line.split(',')[6] === 'forecast');
    expect(forecastRows).toHaveLength(41);
    expect(forecastRows[0]!.slice(0, 10)).toBe('2026-11-21');
    expect(forecastRows.at(-1)!.slice(0, 10)).toBe('2026-12-31');
    for (const row of forecastRows) {
      const [, value, , , , currency, , low, high] = row.split(',');
      expect(currency).toBe('USD');
      expect(Number(low)).toBeLessThanOrEqual(Number(value));
      expect(Number(value)).toBeLessThanOrEqual(Number(high));
    }
    expect(lines.indexOf(forecastRows[0]!)).toBe(1 + 365);
    await expectNoAxeViolations(page);
  });

  test('a range too short for a forecast says why', async ({ page }) => {
    await openLicenses(page, '?range=30d');
    await expect(page.getByTestId('no-forecast')).toHaveText(
      'No forecast: it needs at least 60 days of history and this range has 30. Choose a longer range.',
    );
    await expect(page.getByTestId('forecast-headline')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('a custom range reaching past the forecast’s 730 days says what is projected and why not the rest', async ({
    page,
  }) => {
    await openLicenses(page, '?from=2025-11-21&to=2030-12-31');
    await expect(page.getByText('The data ends on Nov 20, 2026; the days after it are forecast.')).toBeVisible();
    // Month end, then quarter and year end (both Dec 31) on one line; the range's end is not among them.
    await expect(page.getByTestId('forecast-target-quarter')).toContainText('Quarter end and year end');
    await expect(page.getByTestId('forecast-target-range')).toBeHidden();
    await expect(page.getByTestId('forecast-beyond-range')).toHaveText(
      'Range end (Dec 31, 2030) is not projected: the forecast reaches at most 730 days past the last day of data, to Nov 19, 2028. Further out, none of its past forecasts could be checked, so its band would be a guess; the chart and the CSV stop there too.',
    );
  });

  test('an owner sees the same, and the cost per worker from the org chart’s head count', async ({ page }) => {
    await openLicenses(page, '', 'owner');
    await expect(page.getByTestId('forecast-headline')).toBeVisible();
    await expect(page.getByTestId('unit-per-worker')).toContainText(/\d+ workers in the org chart today/);
    await expect(page.getByTestId('change-row').first().getByRole('rowheader').getByRole('button')).toHaveText(
      'Jan 1, 2026',
    );
  });

  for (const [width, scheme] of [
    [1440, 'light'],
    [1440, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const) {
    test(`no axe violations with the forecast, markers and threshold, ${scheme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openLicenses(page);
      await page.getByLabel('Annual cost threshold (USD)').fill('600000');
      await page.getByRole('button', { name: 'Set' }).click();
      await expect(page.getByTestId('threshold-outlook')).toBeVisible();
      await page.getByRole('region', { name: 'Cost trend' }).scrollIntoViewIfNeeded();
      await page.getByTestId('change-marker').first().focus();
      await expect(page.getByTestId('change-tooltip')).toBeVisible();
      await page.getByTestId('what-changed').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });
  }

  for (const [width, spread] of [
    [1280, 0],
    // At phone width the projection's line box is a few pixels taller than its stand-in's.
    [390, 8],
  ] as const) {
    test(`the buttons above the chart stay put while the head count and the forecast arrive, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Where "Download CSV" is on the page, each frame from the first that shows it.
      await page.addInitScript(() => {
        const places = new Set<number>();
        Object.assign(window, { downloadButtonPlaces: places });
        const track = () => {
          const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Download CSV');
          if (button) places.add(Math.round(button.getBoundingClientRect().top + window.scrollY));
          requestAnimationFrame(track);
        };
        requestAnimationFrame(track);
      });
      // The head count is held until the page has shown its place for it.
      let releaseHeadCount = () => {};
      const headCountHeld = new Promise<void>((resolve) => (releaseHeadCount = resolve));
      await page.route('**/api/workers/org-chart?*', async (route) => {
        await headCountHeld;
        await route.continue();
      });
      await openLicenses(page, '?range=all&view=table');
      const perWorker = page.getByTestId('unit-per-worker');
      await expect(perWorker).toHaveAttribute('aria-busy', 'true');
      await expect(perWorker).toContainText('Counting the workers in the org chart today');
      await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
      await expectNoAxeViolations(page);
      releaseHeadCount();
      await expect(perWorker).toContainText(/\d+ workers in the org chart today/);
      await expect(page.getByTestId('forecast-headline')).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const places = await page.evaluate(() => [
        ...(window as unknown as { downloadButtonPlaces: Set<number> }).downloadButtonPlaces,
      ]);
      expect(Math.max(...places) - Math.min(...places), `places: ${places.join(', ')}`).toBeLessThanOrEqual(spread);
    });
  }
});
