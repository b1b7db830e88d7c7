import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { detailsPanel, graphCard, seededWorkers, signInTo, waitForChart, type SeededWorker } from './support/org-chart';

const ORG_CHART_API = '**/api/workers/org-chart*';

/** Serves the org chart in pages of `size` (the page asks for far larger ones), after `delayMs`. */
async function servePagesOf(
  page: Page,
  size: number,
  delayMs: number,
  onRequest?: (url: URL, route: Route) => Promise<boolean>,
) {
  const requested: URL[] = [];
  await page.route(ORG_CHART_API, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(size));
    requested.push(url);
    if (onRequest && (await onRequest(url, route))) return;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue({ url: url.toString() });
  });
  return requested;
}

const peopleFound = (page: Page) => page.getByRole('listbox', { name: 'People found' });

/** Focuses a person through the search box, as a user would. */
/** The scripts the page asks for from now on: those whose path matches `pattern`, when asked. */
function scriptsFetched(page: Page): (pattern: RegExp) => string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  return (pattern) => fetched.filter((path) => pattern.test(path));
}

async function focusByName(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Find a person' }).fill(name);
  await peopleFound(page)
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('complementary', { name })).toBeVisible();
}

/** The card nearest the middle of the graph, and where it is on screen. */
function cardNearestMiddle(page: Page) {
  return page.evaluate(() => {
    const pane = document.querySelector('.react-flow__pane')!.getBoundingClientRect();
    const middle = { x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 };
    const distance = (box: DOMRect) => Math.hypot(box.x + box.width / 2 - middle.x, box.y + box.height / 2 - middle.y);
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')];
    const nearest = cards.reduce((best, card) =>
      distance(card.getBoundingClientRect()) < distance(best.getBoundingClientRect()) ? card : best,
    );
    const { x, y, width, height } = nearest.getBoundingClientRect();
    return { key: nearest.dataset.card!, box: { x, y, width, height } };
  });
}

function deepestWorker(workers: SeededWorker[]): SeededWorker {
  const byId = new Map(workers.map((w) => [w.id, w]));
  const depth = (w: SeededWorker) => {
    let d = 0;
    for (let m = w.managerId; m && byId.has(m) && d < 50; m = byId.get(m)!.managerId) d++;
    return d;
  };
  return workers.reduce((best, w) => (depth(w) > depth(best) ? w : best));
}

test.describe('org chart: loading', () => {
  test('loads every page with a progress bar, then draws the chart', async ({ page }) => {
    // The second page is held until the first page's progress has been seen: on a loaded machine,
    // half a second between pages was too short a window to catch it.
    let releaseNextPages = () => {};
    const nextPagesHeld = new Promise<void>((resolve) => (releaseNextPages = resolve));
    const requested = await servePagesOf(page, 100, 500, async (url) => {
      if (url.searchParams.has('cursor')) await nextPagesHeld;
      return false;
    });
    await signIn(page, 'owner', '/org-chart');
    const progress = page.getByRole('progressbar', { name: 'Loading the org chart' });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^100 of 399 people/ })).toBeVisible();
    await expectNoAxeViolations(page);
    releaseNextPages();
    await waitForChart(page);
    await expect(page.getByText('399 people · 9 departments')).toBeVisible();
    expect(requested).toHaveLength(4);
    expect(requested[0]!.searchParams.has('cursor')).toBe(false);
    expect(requested.slice(1).every((url) => url.searchParams.has('cursor'))).toBe(true);
  });

  test('cancel keeps what arrived, and resume continues from the page that stopped', async ({ page }) => {
    const requested = await servePagesOf(page, 100, 1200);
    await signIn(page, 'owner', '/org-chart');
    await expect(page.getByRole('status').filter({ hasText: /^100 of 399 people/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Loading stopped' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^100 of 399 people/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Resume' }).click();
    await waitForChart(page);
    expect(requested.filter((url) => !url.searchParams.has('cursor'))).toHaveLength(1);
  });

  test('a page that keeps failing stops the load; trying again continues from that page', async ({ page }) => {
    let failures = 0;
    let failing = true;
    const requested = await servePagesOf(page, 150, 0, async (url, route) => {
      if (!url.searchParams.has('cursor') || !failing) return false;
      failures++;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          result: null,
          errors: [{ errorCode: 'internal_error', errorMessage: 'Injected failure' }],
        }),
      });
      return true;
    });
    await signIn(page, 'owner', '/org-chart');
    await expect(page.getByRole('heading', { name: 'Loading failed' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText('The service had a problem');
    await expect(page.getByRole('status').filter({ hasText: /^150 of 399 people/ })).toBeVisible();
    expect(failures).toBeGreaterThan(1);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForChart(page);
    expect(requested.filter((url) => !url.searchParams.has('cursor'))).toHaveLength(1);
  });

  test('draws the top of the tree from the first pages with progress; the rest joins without moving it', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Pages of 100: the first two arrive, the others wait to be released.
    let served = 0;
    await servePagesOf(page, 100, 0, async (url) => {
      if (url.searchParams.has('cursor') && ++served > 1) await released;
      return false;
    });
    await signIn(page, 'owner', '/org-chart');
    const ceo = graphCard(page, 'Morgan Reyes');
    await expect(ceo).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the org chart' })).toBeVisible();
    await expect(page.getByText(/The chart shows the people loaded so far/)).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Find a person' });
    await search.fill('Morgan');
    await expect(page.getByText('Searching the people loaded so far: the rest are still loading.')).toBeVisible();
    await expectNoAxeViolations(page);
    await search.press('Escape');
    await search.fill('');
    const looked = await cardNearestMiddle(page);

    release();
    await expect(page.getByText('399 people · 9 departments')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the org chart' })).toBeHidden();
    // The rest joined without moving the card the user was looking at.
    expect(await page.locator(`[data-card="${looked.key}"]`).boundingBox()).toEqual(looked.box);
    await ceo.click();
    await expect(detailsPanel(page)).toContainText('8 direct reports, 398 people in all');
  });

  // A malformed answer and a 403, both faked, are checked without a browser:
  // OrgChartPage.failures.test.tsx.
});

test.describe('org chart: the graph', () => {
  test('opens on the top levels, with cards that name, title and count each team, and passes axe', async ({ page }) => {
    await signIn(page, 'admin', '/org-chart');
    await waitForChart(page);
    const ceo = graphCard(page, 'Morgan Reyes');
    await expect(ceo).toBeVisible();
    for (const head of ['Camille Vasquez', 'Kofi Nguyen', 'Priya Quintero'])
      await expect(graphCard(page, head)).toBeVisible();
    const overview = page.getByRole('img', { name: 'Overview of the whole chart' });
    await expect(overview).toBeVisible();
    await ceo.click();
    const details = page.getByRole('complementary', { name: 'Morgan Reyes' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Chief Executive Officer');
    await expect(details).toContainText('Nobody: top of the organisation');
    await expect(details).toContainText('8 direct reports, 398 people in all');
    await focusByName(page, 'Morgan Reyes');
    await expect(ceo).toContainText('Chief Executive Officer');
    await expect(ceo).toContainText('8 direct · 398 total');
    await expect(ceo.locator('> div')).toHaveClass(/focused/);
    await expect(page.getByRole('button', { name: 'Hide the 8 reports of Morgan Reyes' })).toBeVisible();
    // The overview map gives way to the details panel, so it covers no cards.
    await expect(overview).toBeHidden();
    // Connectors are drawn, down to the reports on screen.
    await expect(page.locator('svg[data-connectors] path')).toHaveAttribute('d', /^M[\d.-]+,[\d.-]+V/);
    await expectNoAxeViolations(page);
  });

  test('expands and collapses a team, and keeps the chart in the URL', async ({ page }) => {
    await signIn(page, 'hr', '/org-chart');
    await waitForChart(page);
    await focusByName(page, 'Morgan Reyes');
    const hide = page.getByRole('button', { name: 'Hide the 8 reports of Morgan Reyes' });
    await hide.click();
    await expect(page).toHaveURL(/open=/);
    await expect(page.locator('[data-card]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Show the 8 reports of Morgan Reyes' }).click();
    await expect(page.locator('[data-card]')).not.toHaveCount(1);
    // The details panel does the same by keyboard, and opens everything below.
    const details = page.getByRole('complementary', { name: 'Morgan Reyes' });
    await details.getByRole('button', { name: 'Expand all below' }).click();
    await expect(page).toHaveURL(/open=\*0wrk_0001/);
    await details.getByRole('button', { name: 'Collapse all below' }).click();
    await expect(details.getByRole('button', { name: 'Show reports' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-card]')).toHaveCount(1);
    // A double click on a card opens or closes its team too.
    await graphCard(page, 'Morgan Reyes').dblclick();
    await expect(page.getByRole('button', { name: 'Hide the 8 reports of Morgan Reyes' })).toBeVisible();
    await expect(page.locator('[data-card]')).not.toHaveCount(1);
  });

  test('search finds a person by name, opens the path to them, centres and highlights them', async ({ page }) => {
    await signIn(page, 'hr2', '/org-chart');
    await waitForChart(page);
    const target = deepestWorker(await seededWorkers(page));
    await expect(graphCard(page, target.name!)).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'Find a person' });
    await search.fill(target.name!);
    await expectNoAxeViolations(page);
    await peopleFound(page)
      .getByRole('option', { name: new RegExp(`^${target.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`focus=${target.id}`));
    const card = graphCard(page, target.name!);
    await expect(card).toBeVisible();
    await expect(card.locator('> div')).toHaveClass(/focused/);
    // Centred on the graph.
    const graph = (await page.getByRole('region', { name: 'Org chart graph' }).boundingBox())!;
    const box = (await card.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (graph.x + graph.width / 2))).toBeLessThan(graph.width / 4);
    expect(Math.abs(box.y + box.height / 2 - (graph.y + graph.height / 2))).toBeLessThan(graph.height / 4);
    const details = page.getByRole('complementary', { name: target.name! });
    await expect(details).toContainText(target.id);
    await expectNoAxeViolations(page);
    // The chain of managers runs from the top of the organisation down to the direct manager.
    const chain = details.getByRole('navigation', { name: 'Chain of managers' });
    await expect(chain.getByRole('link').first()).toHaveText(/Morgan Reyes/);
    // The direct manager's link focuses the manager; Back returns to the person.
    const manager = chain.getByRole('link').last();
    const managerName = (await manager.textContent())!;
    await manager.click();
    await expect(page.getByRole('complementary', { name: managerName })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`focus=${target.managerId}`));
    await page.goBack();
    await expect(page.getByRole('complementary', { name: target.name! })).toBeVisible();
  });

  test('search by job title and department, with the keyboard', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const search = page.getByRole('combobox', { name: 'Find a person' });
    await search.fill('general counsel');
    await expect(peopleFound(page).getByRole('option')).toHaveCount(1);
    await search.press('Enter');
    await expect(detailsPanel(page)).toContainText('General Counsel');
    await search.fill('paralegal legal');
    await expect(peopleFound(page).getByRole('option').first()).toContainText('Paralegal · Legal');
    // Backspace erases while the list is open (its keys go to the chosen result, where the graph
    // would take Backspace for itself).
    await search.press('Backspace');
    await expect(search).toHaveValue('paralegal lega');
    await expect(peopleFound(page).getByRole('option').first()).toContainText('Paralegal · Legal');
    await search.fill('zzzz nobody');
    await expect(page.getByText('No one matches “zzzz nobody”.')).toBeVisible();
  });

  test('a link reopens the same view: focused person, open teams, department and view', async ({ page, context }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const workers = await seededWorkers(page);
    const target = deepestWorker(workers);
    await page.getByRole('combobox', { name: 'Find a person' }).fill(target.name!);
    await peopleFound(page)
      .getByRole('option', { name: new RegExp(`^${target.name}`) })
      .first()
      .click();
    await page.getByLabel('Highlight a department').selectOption(target.department!);
    await expect(page).toHaveURL(/dept=/);
    const url = page.url();

    const other = await context.newPage();
    await other.goto(url);
    await waitForChart(other);
    await expect(other.getByRole('complementary', { name: target.name! })).toBeVisible();
    await expect(graphCard(other, target.name!).locator('> div')).toHaveClass(/focused/);
    await expect(other.getByLabel('Highlight a department')).toHaveValue(target.department!);
    await other.getByRole('button', { name: 'Tree list' }).click();
    await expect(other).toHaveURL(/view=tree/);
    await expect(other.getByRole('treeitem', { name: new RegExp(`^${target.name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await other.reload();
    await expect(other.getByRole('tree', { name: 'Reporting lines' })).toBeVisible();
    await expect(other.getByRole('treeitem', { name: new RegExp(`^${target.name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('highlighting a department dims the others and counts its people in closed teams', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.getByLabel('Highlight a department').selectOption('Legal');
    await expect(page).toHaveURL(/dept=Legal/);
    await focusByName(page, 'Morgan Reyes');
    await page.getByRole('button', { name: 'Hide the 8 reports of Morgan Reyes' }).click();
    await expect(graphCard(page, 'Morgan Reyes')).toContainText('12 below');
    await expect(graphCard(page, 'Morgan Reyes').locator('> div')).toHaveClass(/dimmed/);
  });

  test('zoomed far out, cards become coloured blocks; choosing one opens that person', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.getByRole('button', { name: 'Expand all', exact: true }).click();
    await page.getByRole('button', { name: 'Fit View' }).click();
    const blocks = page.locator('canvas[data-cards-on-screen]');
    await expect(blocks).toHaveAttribute('data-cards-on-screen', '399');
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A point inside a block: a pixel whose neighbours are all painted (connectors are one pixel wide).
    const point = await blocks.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const { width, height } = canvas;
      const pixels = context.getImageData(0, 0, width, height).data;
      const painted = (x: number, y: number) => pixels[(y * width + x) * 4 + 3]! > 200;
      const ratio = width / canvas.getBoundingClientRect().width;
      for (let y = 2; y < height - 2; y += 2) {
        for (let x = 2; x < width - 2; x += 2) {
          if ([-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => painted(x + dx, y + dy)))) {
            const box = canvas.getBoundingClientRect();
            return { x: box.left + x / ratio, y: box.top + y / ratio };
          }
        }
      }
      return null;
    });
    expect(point).not.toBeNull();
    await page.mouse.click(point!.x, point!.y);
    await expect(detailsPanel(page)).toBeVisible();
    await expect(page).toHaveURL(/focus=wrk_/);
    const focused = page.locator('[data-card] [class*="focused"]');
    await expect(focused).toBeVisible();
    // In the middle of the graph, and it stays there once the cards around it are drawn.
    await page.waitForTimeout(500);
    const [card, graph] = await Promise.all([
      focused.boundingBox(),
      page.locator('[data-cards-laid-out]').boundingBox(),
    ]);
    expect(Math.abs(card!.x + card!.width / 2 - (graph!.x + graph!.width / 2))).toBeLessThan(2);
    expect(Math.abs(card!.y + card!.height / 2 - (graph!.y + graph!.height / 2))).toBeLessThan(2);
  });

  test('zoomed out past reading, cards draw names only; up close, their details again', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const canvas = page.locator('[data-cards-laid-out]');
    const ceo = graphCard(page, 'Morgan Reyes');
    await focusByName(page, 'Morgan Reyes');
    await expect(canvas).toHaveAttribute('data-zoom', 'near');
    await expect(ceo).toContainText('Chief Executive Officer');

    const zoomUntil = async (button: string, level: string) => {
      for (let step = 0; step < 12 && (await canvas.getAttribute('data-zoom')) !== level; step++) {
        await page.getByRole('button', { name: button }).click();
        await page.waitForTimeout(100);
      }
      await expect(canvas).toHaveAttribute('data-zoom', level);
    };
    await zoomUntil('Zoom Out', 'far');
    await expect(ceo).toHaveText('Morgan Reyes');
    await expect(ceo.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await zoomUntil('Zoom In', 'near');
    await expect(ceo).toContainText('8 direct · 398 total');
    await expect(ceo.getByRole('button', { name: 'Hide the 8 reports of Morgan Reyes' })).toBeVisible();
  });

  test('an export whose code cannot load says so and keeps the chart', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.waitForLoadState('networkidle');
    // The chart is all there: the only script asked for now is the export's.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Export PNG' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Export failed: Its code could not load. Check the connection, then try again.',
    );
    await expect(page.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
    await expect(page.locator('[data-card]').first()).toBeVisible();
  });

  test('exports the current view as a PNG under the content security policy', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^org-chart-acme-\d{4}-\d{2}-\d{2}\.png$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBeGreaterThan(400);
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(200);
    expect(bytes.length).toBeGreaterThan(10_000);
    await expect(page.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
    expect(cspErrors).toEqual([]);
  });
});

test.describe('org chart: the tree list', () => {
  test('works by keyboard and stays in sync with the graph', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.getByRole('button', { name: 'Tree list' }).click();
    const tree = page.getByRole('tree', { name: 'Reporting lines' });
    await expect(tree).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset view' }).focus();
    await page.keyboard.press('Tab');
    const focused = tree.locator('[role="treeitem"]:focus');
    await expect(focused).toHaveAccessibleName(/^Morgan Reyes/);
    await expect(focused).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('aria-level', '2');
    const head = (await focused.getAttribute('aria-label'))!.split(',')[0]!;
    await page.keyboard.press('ArrowRight'); // open already: to the first report
    await expect(focused).toHaveAttribute('aria-level', '3');
    const manager = (await focused.getAttribute('aria-label'))!.split(',')[0]!;
    await expect(focused).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight'); // expands
    await expect(focused).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('aria-level', '4');
    await page.keyboard.press('ArrowLeft'); // to the parent
    await expect(focused).toHaveAccessibleName(new RegExp(`^${manager}`));
    await page.keyboard.press('ArrowLeft'); // collapses
    await expect(focused).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: manager })).toBeVisible();
    await expect(focused).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.press('End');
    await expect(focused).not.toHaveAccessibleName(new RegExp(`^${manager}`));
    await page.keyboard.press('Home');
    await expect(focused).toHaveAccessibleName(/^Morgan Reyes/);
    await page.keyboard.press(head.charAt(0).toLowerCase());
    await expect(focused).toHaveAccessibleName(new RegExp(`^${head.charAt(0)}`));

    // The graph shows what the tree opened, centred on the selected person.
    await page.getByRole('button', { name: 'Graph' }).click();
    await expect(graphCard(page, manager).locator('> div')).toHaveClass(/focused/);
    await expect(page.getByRole('button', { name: new RegExp(`^Hide the \\d+ reports of ${manager}$`) })).toBeVisible();
  });
});

test.describe('org chart: dirty data', () => {
  test('every problem is grouped on the chart and listed in the data-quality panel', async ({ page }) => {
    await signInTo(page, 'dirty', 'Dana Whitfield', '/org-chart');
    await waitForChart(page);
    for (const group of ['No manager', 'Manager not found', 'Manages themself', 'Reporting cycle', 'Repeated id']) {
      await expect(graphCard(page, group)).toBeVisible();
    }
    const openDialog = page.getByRole('button', { name: /^Data quality/ });
    await openDialog.click();
    const dialog = page.getByRole('dialog', { name: 'Data quality' });
    await expect(dialog).toBeVisible();
    // Escape closes it and gives focus back to its button; it opens again as before.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openDialog).toBeFocused();
    await openDialog.click();
    await expect(dialog).toContainText('15 people of 60 records have problems');
    const section = (title: string) => dialog.getByRole('region', { name: new RegExp(`^${title}`) });
    await expect(section('Several people without a manager')).toContainText('(wrk_0001) is shown at the top');
    await expect(section('Several people without a manager')).toContainText('(wrk_0002)');
    for (const missing of ['wrk_9001', 'wrk_9002', 'wrk_9003'])
      await expect(section('Manager not found')).toContainText(missing);
    await expect(section('Manager not found').getByRole('link')).toHaveCount(3);
    await expect(section('Manages themself')).toContainText('(wrk_0043)');
    await expect(section('Reporting cycle')).toContainText(/\(wrk_0044\) → .*\(wrk_0045\) → .*\(wrk_0046\) → back to/);
    await expect(section('Repeated id')).toContainText('Id wrk_0047 is used by 2 records');
    await expect(section('Missing details')).toContainText('Unnamed (wrk_0048): no name');
    await expect(section('Missing details')).toContainText('(wrk_0049): no job title');
    await expect(section('Missing details')).toContainText('(wrk_0050): no department');
    await expect(section('Missing details')).toContainText(
      'Unnamed (wrk_0051): no name, job title, department or lifecycle stage',
    );
    await expectNoAxeViolations(page);

    await section('Reporting cycle').getByRole('link').nth(1).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/focus=wrk_0045/);
    const details = detailsPanel(page);
    await expect(details).toContainText('Part of a reporting cycle');
    await expect(details.getByText('wrk_0045', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Hide the 3 reports of Reporting cycle$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the repeated record and the unnamed ones can be focused and explained', async ({ page }) => {
    await signInTo(page, 'dirty', 'Dana Whitfield', `/org-chart?focus=${encodeURIComponent('wrk_0047#2')}`);
    await waitForChart(page);
    await expect(detailsPanel(page)).toContainText('Repeats the id wrk_0047 of');
    await page.getByRole('combobox', { name: 'Find a person' }).fill('wrk_0051');
    await peopleFound(page)
      .getByRole('option', { name: /^Unnamed \(wrk_0051\)/ })
      .click();
    await expect(page.getByRole('complementary', { name: 'Unnamed (wrk_0051)' })).toContainText(
      'No name, job title, department or lifecycle stage.',
    );
  });
});

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const canvasOf = (page: Page) => page.getByRole('region', { name: 'Org chart graph' });
const attribution = (page: Page) => page.getByRole('link', { name: 'React Flow attribution' });

/** The root of the demo organisation and the people who report to them, by name. */
async function topOfTheOrganisation(page: Page): Promise<{ root: string; reports: string[] }> {
  const workers = await seededWorkers(page);
  const root = workers.find((w) => w.managerId === null)!;
  return { root: root.name!, reports: workers.filter((w) => w.managerId === root.id).map((w) => w.name!) };
}

/**
 * The attribution React Flow's licence asks for is on screen, on top of whatever is under it, and
 * clear of every card, the controls and the overview map.
 */
async function expectAttributionClear(page: Page) {
  const link = attribution(page);
  await expect(link).toBeVisible();
  const own = await box(link);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.react-flow__attribution') != null,
    { x: own.x + own.width / 2, y: own.y + own.height / 2 },
  );
  expect(onTop, 'the attribution is not covered').toBe(true);
  const others = page.locator('[data-card], .react-flow__controls, .react-flow__panel.bottom.right');
  for (const other of await others.all()) {
    if (!(await other.isVisible())) continue;
    expect(intersects(own, await box(other)), 'the attribution overlaps a card or a control').toBe(false);
  }
}

/**
 * The strongest contrast, against the background, of the pixels across the connector that runs
 * from the manager above `left` and `right` (two of their reports side by side) between them.
 */
async function connectorContrast(page: Page, manager: Box, left: Box, right: Box): Promise<number> {
  const bus = (manager.y + manager.height + left.y) / 2;
  const x = (left.x + left.width / 2 + right.x + right.width / 2) / 2;
  const shot = await page.screenshot({ clip: { x: x - 3, y: bus - 8, width: 6, height: 16 } });
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const luminance = (k: number) =>
      [0, 1, 2]
        .map((c) => pixels[k + c]! / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, c) => sum + v * [0.2126, 0.7152, 0.0722][c]!, 0);
    const background = luminance(0);
    let best = 1;
    for (let k = 0; k < pixels.length; k += 4) {
      const [light, dark] = [luminance(k), background].sort((a, b) => b - a);
      best = Math.max(best, (light! + 0.05) / (dark! + 0.05));
    }
    return best;
  }, shot.toString('base64'));
}

test.describe('org chart: the first view on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('starts at the top of the chart, the top levels centred, the attribution clear of everything', async ({
    page,
  }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const { root, reports } = await topOfTheOrganisation(page);
    const canvas = await box(canvasOf(page));
    const rootCard = await box(graphCard(page, root));
    expect(rootCard.y - canvas.y, 'the root is near the top').toBeGreaterThanOrEqual(16);
    expect(rootCard.y - canvas.y, 'the root is near the top').toBeLessThanOrEqual(48);
    const level = [rootCard, ...(await Promise.all(reports.map((name) => box(graphCard(page, name)))))];
    for (const card of level) {
      expect(card.x).toBeGreaterThanOrEqual(canvas.x);
      expect(card.x + card.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    }
    const left = Math.min(...level.map((card) => card.x));
    const right = Math.max(...level.map((card) => card.x + card.width));
    expect(Math.abs((left + right) / 2 - (canvas.x + canvas.width / 2)), 'the top levels are centred').toBeLessThan(12);
    await expect(page.getByRole('img', { name: 'Overview of the whole chart' })).toBeVisible();
    await expectAttributionClear(page);

    await graphCard(page, root).click();
    await expect(page.getByRole('complementary', { name: root })).toBeVisible();
    await expectAttributionClear(page);
    await expectNoAxeViolations(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`connectors stand out at 3:1 or more from the background (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await signIn(page, 'owner', '/org-chart');
      await waitForChart(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const { root, reports } = await topOfTheOrganisation(page);
      const [first, second] = (await Promise.all(reports.map((name) => box(graphCard(page, name))))).sort(
        (a, b) => a.x - b.x,
      );
      const contrast = await connectorContrast(page, await box(graphCard(page, root)), first!, second!);
      expect(contrast).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('org chart: on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first view fits the root and as many reports as can be read, and cuts no card at the sides', async ({
    page,
  }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const { root, reports } = await topOfTheOrganisation(page);
    const canvas = await box(canvasOf(page));
    const rootCard = await box(graphCard(page, root));
    expect(rootCard.y - canvas.y, 'the root is near the top').toBeLessThanOrEqual(48);
    expect(rootCard.x).toBeGreaterThanOrEqual(canvas.x);
    expect(rootCard.x + rootCard.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    // Readable: names are drawn at 30 px on cards 240 px wide, so no card is narrower than 72 px (9 px text).
    expect(rootCard.width).toBeGreaterThanOrEqual(72);
    /** The share of a card's width inside the canvas. */
    const shownOf = async (card: Locator) => {
      const { x, width } = await box(card);
      return Math.max(0, Math.min(x + width, canvas.x + canvas.width) - Math.max(x, canvas.x)) / width;
    };
    const WHOLE = 0.998;
    let whole = 0;
    for (const name of reports) {
      const card = graphCard(page, name);
      if ((await card.count()) > 0 && (await shownOf(card)) >= WHOLE) whole++;
    }
    expect(whole).toBeGreaterThanOrEqual(2);
    // No card of any level is cut at the sides, its name cut short: each is whole, or off screen but
    // for a sliver in the margin.
    for (const card of await page.locator('[data-card]').all()) {
      const shown = await shownOf(card);
      if (shown < WHOLE) expect(shown, `${await card.innerText()} is cut at the edge`).toBeLessThan(0.1);
    }
    await expectAttributionClear(page);

    await graphCard(page, root).click();
    await expect(page.getByRole('complementary', { name: root })).toBeVisible();
    await expectAttributionClear(page);
  });

  test('in the tree list, the details sit below the list and the selected row stays in sight', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart?view=tree');
    const tree = page.getByRole('tree', { name: 'Reporting lines' });
    await expect(tree).toBeVisible();
    const scroller = tree.locator('..');
    const list = await box(scroller);
    // A row in the lower half of the list as it is before the details open.
    const rows = tree.getByRole('treeitem');
    let chosen = rows.first();
    for (const row of await rows.all()) {
      const { y, height } = await box(row);
      if (y + height <= list.y + list.height && y > list.y + list.height / 2) chosen = row;
    }
    const name = (await chosen.getAttribute('aria-label'))!.split(',')[0]!;
    await chosen.click();
    const details = page.getByRole('complementary', { name });
    await expect(details).toBeVisible();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      const [row, area, panel] = await Promise.all([box(chosen), box(scroller), box(details)]);
      expect(row.y).toBeGreaterThanOrEqual(area.y - 0.5);
      expect(row.y + row.height).toBeLessThanOrEqual(area.y + area.height + 0.5);
      expect(intersects(row, panel), 'the details cover the selected row').toBe(false);
      // The list keeps a few rows around the selected one.
      expect(area.height).toBeGreaterThanOrEqual(3 * row.height);
    }).toPass({ timeout: 3_000 });
    await expectNoAxeViolations(page);
  });
});

test.describe('org chart: first screen', () => {
  test('the search fetches its code (Ariakit) only when first used, and keeps what is typed while it comes', async ({
    page,
  }) => {
    const fetched = scriptsFetched(page);
    // The combobox's code comes slowly: typing goes on in the plain field meanwhile.
    await page.route(/\/assets\/WorkerSearchCombobox-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.waitForLoadState('networkidle');
    const ariakit = () => fetched(/\/ariakit-[\w-]+\.js$/);
    expect(ariakit()).toEqual([]);
    const search = page.getByRole('combobox', { name: 'Find a person' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await search.click();
    await page.keyboard.type('general counsel', { delay: 50 });
    await expect(peopleFound(page).getByRole('option')).toHaveCount(1);
    await expect(search).toHaveValue('general counsel');
    await expect(search).toBeFocused();
    expect(ariakit()).toHaveLength(1);
    await expectNoAxeViolations(page);
    // Typing goes on in the field; Enter takes the best match.
    await page.keyboard.press('Backspace');
    await expect(search).toHaveValue('general counse');
    await page.keyboard.press('Enter');
    await expect(detailsPanel(page)).toContainText('General Counsel');
  });

  test('the tree list fetches its code when first wanted, and says so when it cannot', async ({ page }) => {
    const fetched = scriptsFetched(page);
    let failing = true;
    await page.route(/\/assets\/OrgTreeView-[\w-]+\.js$/, (route) => (failing ? route.abort() : route.continue()));
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.waitForLoadState('networkidle');
    const treeCode = () => fetched(/\/OrgTreeView-[\w-]+\.js$/);
    expect(treeCode()).toEqual([]);

    // Its code cannot load: the graph stays, and a notice says what happened.
    const treeButton = page.getByRole('button', { name: 'Tree list' });
    await treeButton.click();
    await expect(page.getByText('The tree list could not load')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Graph' })).toHaveAttribute('aria-pressed', 'true');
    await expect(graphCard(page, 'Morgan Reyes')).toBeVisible();

    // Once it can, the same button shows the list.
    failing = false;
    await treeButton.click();
    await expect(page.getByRole('tree', { name: 'Reporting lines' })).toBeVisible();
    expect(treeCode().length).toBeGreaterThan(0);
  });

  test('a search whose code cannot load says so and keeps what was typed, and the typing', async ({ page }) => {
    // The code fails while someone is typing: the field they type in stays, with its focus.
    await page.route(/\/assets\/WorkerSearchCombobox-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.abort();
    });
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    const search = page.getByRole('combobox', { name: 'Find a person' });
    await search.pressSequentially('general manager', { delay: 80 });
    await expect(page.getByText('Search could not load')).toBeVisible();
    await expect(search).toHaveValue('general manager');
    await expect(search).toBeFocused();
  });

  test('a search that fails as it runs says so, and the chart goes on working', async ({ page }) => {
    await page.route(/\/assets\/WorkerSearchCombobox-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export function WorkerSearchCombobox() { throw new Error('A fault in the search'); }",
      }),
    );
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await page.getByRole('combobox', { name: 'Find a person' }).click();
    // Checked once the notice has faded in: halfway, its text is too faint for axe.
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Search stopped working' })).toHaveCSS('opacity', '1');
    const unavailable = page.getByRole('textbox', { name: 'Find a person' });
    await expect(unavailable).toBeDisabled();
    await expect(unavailable).toHaveAttribute('placeholder', 'Search unavailable: reload the page');
    await expectNoAxeViolations(page);

    const cards = page.locator('[data-card]');
    const shown = await cards.count();
    await page.getByRole('button', { name: 'Expand all', exact: true }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  });

  test("the header and tools stand, waiting, while the chart's code loads, where the chart keeps them", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/OrgChart-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, 'owner', '/org-chart');
    await expect(page.getByText('Drawing the org chart…')).toBeVisible();
    await expect(page.getByText('399 people · 9 departments')).toBeVisible();
    const tools = page.locator('[role="group"][aria-label="Chart tools"]');
    await expect(tools).toHaveAttribute('inert', '');
    const search = page.getByPlaceholder('Find by name, title or department');
    await expect(search).toBeVisible();
    await expect(page.getByRole('button', { name: /^Data quality/ })).toBeDisabled();
    const waitingBox = await search.boundingBox();
    await expectNoAxeViolations(page);

    release();
    await waitForChart(page);
    await expect(tools).not.toHaveAttribute('inert');
    const combobox = page.getByRole('combobox', { name: 'Find a person' });
    await expect(combobox).toBeEditable();
    expect(await combobox.boundingBox()).toEqual(waitingBox);
    await expect(page.getByRole('button', { name: /^Data quality/ })).toBeEnabled();
  });
});
