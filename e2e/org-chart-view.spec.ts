import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { detailsPanel, waitForChart } from './support/org-chart';

// How the graph's view moves: "Reset view", the details panel opening beside a chosen card, the
// level of detail as the zoom changes, and the zoom controls on a phone.

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const middle = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

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

/** The card in sight furthest right and down: the one a panel opening beside or over the graph would hide. */
async function cardInSightFurthestOut(page: Page): Promise<Locator> {
  const pane = await box(page.locator('.react-flow__pane'));
  const key = await page.locator('[data-card]').evaluateAll((cards, p) => {
    let best: { key: string; reach: number } | null = null;
    for (const card of cards) {
      const { x, y, width, height } = card.getBoundingClientRect();
      if (x < p.x || y < p.y || x + width > p.x + p.width || y + height > p.y + p.height) continue;
      const reach = x + width + y + height;
      if (!best || reach > best.reach) best = { key: card.getAttribute('data-card')!, reach };
    }
    return best?.key ?? null;
  }, pane);
  expect(key, 'a card in sight').not.toBeNull();
  return page.locator(`[data-card="${key}"]`);
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
  // A team opened or closed with the button on its manager's card.
  await (await firstInSight(page, page.getByRole('button', { name: /^(Show|Hide) the \d+ reports? of / }))).click();
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await page.mouse.down();
  await page.mouse.move(pane.x + pane.width / 2 - 120, pane.y + pane.height / 2 - 90, { steps: 6 });
  await page.mouse.up();
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

    test('choosing a card opens the details and brings the card to the middle of what stays in sight', async ({
      page,
    }) => {
      await signIn(page, 'owner', '/org-chart');
      await waitForChart(page);
      const card = await cardInSightFurthestOut(page);
      const name = (await card.locator('[title]').first().getAttribute('title'))!;
      await card.click();
      const panel = page.getByRole('complementary', { name });
      await expect(panel).toBeVisible();
      await expect(card.locator('> div')).toHaveClass(/focused/);
      const graph = page.locator('[data-cards-laid-out]');
      await expect(async () => {
        const [cardBox, graphBox, panelBox] = await Promise.all([box(card), box(graph), box(panel)]);
        expect(intersects(cardBox, panelBox), 'the panel covers the chosen card').toBe(false);
        expect(cardBox.x).toBeGreaterThanOrEqual(graphBox.x);
        expect(cardBox.y).toBeGreaterThanOrEqual(graphBox.y);
        expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(graphBox.x + graphBox.width);
        expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(graphBox.y + graphBox.height);
        if (width > 1180) {
          // Beside the graph, the panel narrows it: the card is in the middle of what is left.
          expect(intersects(graphBox, panelBox)).toBe(false);
          expect(Math.abs(middle(cardBox).x - middle(graphBox).x)).toBeLessThan(2);
          expect(Math.abs(middle(cardBox).y - middle(graphBox).y)).toBeLessThan(2);
        } else {
          // Over the graph (a phone: at the bottom), the card is above it, across the middle.
          expect(Math.abs(middle(cardBox).x - middle(graphBox).x)).toBeLessThan(2);
          expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(panelBox.y);
        }
      }).toPass({ timeout: 3_000 });
      await expectNoAxeViolations(page);
      await shot(page, `chosen-${width}`);
    });
  });
}

test.describe('org chart: names as the zoom changes', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('zooming out, a name shrinks smoothly down to the blocks, with no jump where cards drop their details', async ({
    page,
  }) => {
    await signIn(page, 'owner', '/org-chart?focus=wrk_0001');
    await waitForChart(page);
    const card = page.locator('[data-card]').filter({ has: page.getByText('Morgan Reyes', { exact: true }) });
    await expect(card.locator('> div')).toHaveClass(/focused/);
    const { x, y } = middle(await box(card));
    await page.mouse.move(x, y);
    /** The name's size on screen: its font size in the graph, times the zoom; null once drawn as a block. */
    const measure = () =>
      page.evaluate(() => {
        const graph = document.querySelector<HTMLElement>('[data-cards-laid-out]')!;
        const transform = document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform;
        const zoom = Number(/scale\(([-\d.e]+)\)/.exec(transform)![1]);
        const name = [...document.querySelectorAll('[data-card] [title]')].find(
          (element) => element.textContent === 'Morgan Reyes',
        );
        const size = name ? parseFloat(getComputedStyle(name).fontSize) * zoom : null;
        return { level: graph.dataset.zoom!, zoom, size };
      });
    const seen: { level: string; zoom: number; size: number | null }[] = [await measure()];
    for (let step = 0; step < 120 && seen.at(-1)!.level !== 'tiny'; step++) {
      await page.mouse.wheel(0, 25);
      const now = await measure();
      if (now.zoom !== seen.at(-1)!.zoom) seen.push(now);
    }
    const levels = seen.map((s) => s.level);
    expect(levels[0]).toBe('near');
    expect(levels).toContain('far');
    expect(levels.at(-1)).toBe('tiny');
    const drawn = seen.filter((s) => s.size !== null);
    for (let k = 1; k < drawn.length; k++) {
      const [before, after] = [drawn[k - 1]!, drawn[k]!];
      // Zooming out by under 4% a step, a name grows by no more than the steps its size takes (9%).
      expect(
        after.size!,
        `from zoom ${before.zoom.toFixed(3)} (${before.level}) to ${after.zoom.toFixed(3)} (${after.level})`,
      ).toBeLessThanOrEqual(before.size! * 1.1);
    }
    // Readable until close to where the cards become blocks.
    for (const { zoom, size } of drawn) if (zoom >= 0.3) expect(size!).toBeGreaterThanOrEqual(9);
  });
});

/** No part of a card in sight is under the zoom controls, and each control is on top where it is pressed. */
async function expectControlsClearOfCards(page: Page) {
  const controls = await box(page.locator('.react-flow__controls'));
  const pane = await box(page.locator('.react-flow__pane'));
  const covered = await page.locator('[data-card]').evaluateAll(
    (cards, { pane, controls }) =>
      cards
        .map((card) => {
          const r = card.getBoundingClientRect();
          // The part of the card in sight: the graph clips the rest.
          const left = Math.max(r.left, pane.x);
          const right = Math.min(r.right, pane.x + pane.width);
          const top = Math.max(r.top, pane.y);
          const bottom = Math.min(r.bottom, pane.y + pane.height);
          const inSight = left < right && top < bottom;
          const under =
            inSight &&
            left < controls.x + controls.width &&
            controls.x < right &&
            top < controls.y + controls.height &&
            controls.y < bottom;
          return under ? card.textContent : null;
        })
        .filter((name) => name !== null),
    { pane, controls },
  );
  expect(covered, 'cards under the zoom controls').toEqual([]);
  for (const button of await page.locator('.react-flow__controls button').all()) {
    const { x, y } = middle(await box(button));
    const onTop = await button.evaluate(
      (element, point) => {
        const top = document.elementFromPoint(point.x, point.y);
        return top !== null && element.contains(top);
      },
      { x, y },
    );
    expect(onTop, `${await button.getAttribute('aria-label')} is on top`).toBe(true);
  }
}

test.describe('org chart: the zoom controls on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cover no card: in the first view, dragged, zoomed, fitted and reset', async ({ page }) => {
    await signIn(page, 'owner', '/org-chart');
    await waitForChart(page);
    await expectControlsClearOfCards(page);
    await expectNoAxeViolations(page);

    // Cards dragged down into the corner where the controls are.
    const pane = await box(page.locator('.react-flow__pane'));
    await page.mouse.move(pane.x + pane.width * 0.7, pane.y + 40);
    await page.mouse.down();
    await page.mouse.move(pane.x + 20, pane.y + pane.height - 20, { steps: 8 });
    await page.mouse.up();
    await expectControlsClearOfCards(page);

    const before = (await viewport(page)).zoom;
    await page.getByRole('button', { name: 'Zoom In' }).click();
    expect((await viewport(page)).zoom).toBeCloseTo(before * 1.2, 4);
    await expectControlsClearOfCards(page);
    await page.getByRole('button', { name: 'Fit View' }).click();
    await expectControlsClearOfCards(page);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expectControlsClearOfCards(page);
  });
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`org chart at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme });

      test('the first view, a chosen person and a close-up pass axe', async ({ page }) => {
        await signIn(page, 'owner', '/org-chart');
        await waitForChart(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectControlsClearOfCards(page);
        await expectNoAxeViolations(page);
        await shot(page, `first-${width}-${colorScheme}`);

        const card = await cardInSightFurthestOut(page);
        await card.click();
        await expect(detailsPanel(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await shot(page, `chosen-${width}-${colorScheme}`);

        await page.getByRole('button', { name: 'Close details' }).click();
        await expect(detailsPanel(page)).toHaveCount(0);
        await zoomUntil(page, 'Zoom In', 'near');
        await expectNoAxeViolations(page);
        await shot(page, `near-${width}-${colorScheme}`);
      });
    });
  }
}
