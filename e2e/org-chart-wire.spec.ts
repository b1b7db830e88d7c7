import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { waitForChart } from './support/org-chart';

// The org chart's pages come in the worker-columns form where the service offers it (an assumed
// extension, contract/assumed.ts), and as the spec's JSON from a service that does not: the chart is
// the same either way.

const COLUMNS = 'application/vnd.workspace-console.worker-columns+json';

/**
 * Serves the org chart in pages of 20 whatever size is asked (so that the reading thread takes most of them), through the
 * reference API, as it is or as a service that speaks only the spec's JSON (which answers JSON
 * whatever `Accept` asks for: the request reaches the API asking for JSON alone). Returns what the
 * page asked for and the types it was answered in.
 */
async function servePages(page: Page, { specOnly }: { specOnly: boolean }) {
  const asked: { accept: string | null; limit: string | null }[] = [];
  const types: (string | null)[] = [];
  await page.route('**/api/workers/org-chart*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    asked.push({ accept: request.headers().accept ?? null, limit: url.searchParams.get('limit') });
    url.searchParams.set('limit', '20');
    const headers = { ...request.headers() };
    if (specOnly) headers.accept = 'application/json';
    await route.continue({ url: url.toString(), headers });
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/workers/org-chart')) types.push(response.headers()['content-type'] ?? null);
  });
  return { asked, types };
}

test.describe('org chart: the pages on the wire', () => {
  test('the reading thread asks for columns, reads them, and draws everyone', async ({ page }) => {
    const { asked, types } = await servePages(page, { specOnly: false });
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await expect(page.getByText('399 people · 9 departments')).toBeVisible();
    expect(asked).toHaveLength(20);
    // The main thread reads the first pages as the spec's JSON (its script carries no columns), and
    // the thread, once started, every page after them as columns.
    const forms = asked.map(({ accept }) => (accept?.startsWith(COLUMNS) ? 'columns' : 'json'));
    expect(forms[0]).toBe('json');
    expect(forms.indexOf('columns')).toBeGreaterThan(0);
    expect(forms.slice(forms.indexOf('columns')).every((form) => form === 'columns')).toBe(true);
    expect(types.map((type) => (type?.startsWith(COLUMNS) ? 'columns' : 'json'))).toEqual(forms);
    // The spec's page size until a page has come as columns, then the columns' own: one page to reach
    // a multiple of 20,000 workers (so that every load asks for the same pages), then 20,000.
    const limits = asked.map(({ limit }) => Number(limit));
    const firstColumns = forms.indexOf('columns');
    expect(limits.slice(0, firstColumns + 1).every((limit) => limit === 5000)).toBe(true);
    const [toMultiple, ...after] = limits.slice(firstColumns + 1);
    expect(toMultiple).toBeGreaterThan(0);
    expect(toMultiple).toBeLessThanOrEqual(20_000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((limit) => limit === 20_000)).toBe(true);
  });

  test('draws the same chart from a service that speaks only the spec’s JSON', async ({ page }) => {
    const { asked, types } = await servePages(page, { specOnly: true });
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await expect(page.getByText('399 people · 9 departments')).toBeVisible();
    expect(asked).toHaveLength(20);
    expect(types).toHaveLength(20);
    expect(types.every((type) => type?.startsWith('application/json'))).toBe(true);
    expect(asked.every(({ limit }) => limit === '5000')).toBe(true);
    await page.getByRole('combobox', { name: 'Find a person' }).fill('a');
    await expect(page.getByRole('listbox', { name: 'People found' }).getByRole('option').first()).toBeVisible();
  });
});
