import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { detailsPanel, waitForChart } from './support/org-chart';

// How the graph's view moves: "Reset view", the details panel opening beside a chosen card, the
// level of detail as the zoom changes, and the zoom controls on a phone.

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** Screenshots to look at (not compared): in SHOTS_DIR, else test-results/org-chart-view/. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results/org-chart-view'}/${name}.png` });
}

/** The first of `candidates` wholly inside the graph's pane, where a pointer can reach it. */
async function firstInSight(page: Page, candidates: Locator): Promise<Locator> {
  const pane = await box(page.locator('.react-flow__pane'));
  const index = await candidates.evaluateAll(
    (elements, p) =>
      elements.findIndex((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return x >= p.x && y >= p.y && x + width <= p.x + p.width && y + height <= p.y + p.height;
      }),
    pane,
  );
  expect(index, 'one in sight').toBeGreaterThanOrEqual(0);
  return candidates.nth(index);
}

/** React Flow's viewport: screen = graph × zoom + (x, y). */
async function viewport(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  const style = (await page.locator('.react-flow__viewport').getAttribute('style')) ?? '';
  const match = /translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(style);
  expect(match, `a viewport transform in "${style}"`).not.toBeNull();
  return { x: Number(match![1]), y: Number(match![2]), zoom: Number(match![3]) };
}

/** What the graph shows: its view, how many cards it laid out, and the cards drawn near the view. */
async function shownView(page: Page) {
  const graph = page.locator('[data-cards-laid-out]');
  return {
    viewport: await viewport(page),
    laidOut: await graph.getAttribute('data-cards-laid-out'),
    zoomLevel: await graph.getAttribute('data-zoom'),
    cards: (await page.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))))
      .filter((key): key is string => key !== null)
      .sort(),
  };
}

function expectSameView(actual: Awaited<ReturnType<typeof shownView>>, first: Awaited<ReturnType<typeof shownView>>) {
  expect(actual.viewport.x).toBeCloseTo(first.viewport.x, 1);
  expect(actual.viewport.y).toBeCloseTo(first.viewport.y, 1);
  expect(actual.viewport.zoom).toBeCloseTo(first.viewport.zoom, 4);
  expect(actual.laidOut).toBe(first.laidOut);
  expect(actual.zoomLevel).toBe(first.zoomLevel);
  expect(actual.cards).toEqual(first.cards);
}

/** Clicks a zoom button until the graph draws its cards at `level` of detail. */
async function zoomUntil(page: Page, button: 'Zoom In' | 'Zoom Out', level: 'near' | 'far' | 'tiny') {
  const graph = page.locator('[data-cards-laid-out]');
  for (let step = 0; step < 16 && (await graph.getAttribute('data-zoom')) !== level; step++) {
    await page.getByRole('button', { name: button }).click();
  }
  await expect(graph).toHaveAttribute('data-zoom', level);
}

/** Moves the view about as a user would: zooms in, drags the graph, opens a team, picks a department and a person. */
async function wanderAway(page: Page) {
  const pane = await box(page.locator('.react-flow__pane'));
  // Close enough for the cards' details (and their buttons).
  await zoomUntil(page, 'Zoom In', 'near');
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await page.mouse.down();
  await page.mouse.move(pane.x + pane.width / 2 - 120, pane.y + pane.height / 2 - 90, { steps: 6 });
  await page.mouse.up();
  await (await firstInSight(page, page.getByRole('button', { name: /^Show the \d+ reports? of / }))).click();
  await page.getByLabel('Highlight a department').selectOption('Legal');
  await (await firstInSight(page, page.locator('[data-card]'))).click();
  await expect(detailsPanel(page)).toBeVisible();
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`org chart at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('"Reset view" returns to the first view: the same zoom, position and open teams', async ({ page }) => {
      await signIn(page, 'owner', '/org-chart');
      await waitForChart(page);
      const first = await shownView(page);
      await expect(page).toHaveURL(/\/org-chart$/);

      await wanderAway(page);
      await expect(page).toHaveURL(/open=.*dept=Legal|dept=Legal.*open=/);
      const away = await shownView(page);
      expect(away.viewport).not.toEqual(first.viewport);

      await page.getByRole('button', { name: 'Reset view' }).click();
      await expect(page).toHaveURL(/\/org-chart$/);
      await expect(detailsPanel(page)).toHaveCount(0);
      await expect(page.getByLabel('Highlight a department')).toHaveValue('');
      expectSameView(await shownView(page), first);
      await expectNoAxeViolations(page);
      await shot(page, `reset-${width}`);

      // Again, from a view that only the zoom and position left (the URL stays as it is).
      await page.getByRole('button', { name: 'Zoom Out' }).click();
      expect((await viewport(page)).zoom).toBeLessThan(first.viewport.zoom);
      await page.getByRole('button', { name: 'Reset view' }).click();
      expectSameView(await shownView(page), first);
    });
  });
}
