import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { createSegmentWith } from './support/workers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const clause = (left: string, operator: string, value: string) => ({
  left: { kind: 'worker_attribute', value: left },
  operator,
  values: [{ kind: 'literal', value }],
});
/** Screenshots to look at (not compared): in SHOTS_DIR, else test-results/segments-layout/. */
const shots = process.env.SHOTS_DIR;
const shotsDir = shots ?? 'test-results/segments-layout';

/** A rule-based segment of two clauses, made through the API; the editor open on it. */
async function openEditor(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, 'hr', '/segments');
  const id = await createSegmentWith(page, {
    name: `Layout ${unique()}`,
    scope: 'rule_based',
    match: 'all',
    clauses: [clause('department', 'equals', 'Sales'), clause('jobTitle', 'contains', 'Head')],
  });
  await page.goto(`/segments/${id}`);
  await expect(page.locator('[data-sticky-bottom]')).toContainText('Same members as the saved version');
  return id;
}

const leftSide = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} left side`, exact: true });
const operator = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} operator`, exact: true });
const value = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} value`, exact: true });

/** The columns of the grid that lays out clause 1's left side and operator (and its values, if there is room). */
async function clauseColumns(page: Page): Promise<number> {
  return leftSide(page, 1).evaluate((input) => {
    const operatorSelect = document.querySelector('select[aria-label="Clause 1 operator"]')!;
    let grid = input.parentElement;
    while (grid && !(grid.contains(operatorSelect) && getComputedStyle(grid).display === 'grid')) {
      grid = grid.parentElement;
    }
    return grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0;
  });
}

const middle = (box: { y: number; height: number }) => box.y + box.height / 2;

/** Everything the save bar shows sits on one row: across the Save button's height, centred with it. */
async function expectSaveBarOneRow(page: Page) {
  const bar = (await page.locator('[data-sticky-bottom]').boundingBox())!;
  const save = (await page.getByRole('button', { name: 'Save changes' }).boundingBox())!;
  const parts = [
    page.getByRole('status').filter({ hasText: /unsaved changes|Saved at/i }),
    page.getByText('Same members as the saved version'),
    page.getByRole('link', { name: 'Back to segments' }),
  ];
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(Math.abs(middle(box) - middle(save)), `${part} beside Save`).toBeLessThanOrEqual(4);
  }
  // One row: the padding, the border and the button.
  expect(bar.height).toBeLessThanOrEqual(save.height + 2 * 12 + 2 + 1);
}

test.describe('the segment editor between 1,200 and 1,280 px', () => {
  for (const width of [1200, 1280]) {
    test(`keeps each clause on one row and the save bar on one line at ${width} px`, async ({ page }) => {
      await openEditor(page, width, 900);
      // The left side, the operator and the value side by side: the clauses' full layout.
      await expect.poll(() => clauseColumns(page), { message: `clause columns at ${width} px` }).toBe(3);
      const [left, op, val] = [
        (await leftSide(page, 1).boundingBox())!,
        (await operator(page, 1).boundingBox())!,
        (await value(page, 1).boundingBox())!,
      ];
      expect(Math.abs(op.y - left.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(val.y - left.y)).toBeLessThanOrEqual(1);
      expect(op.x).toBeGreaterThan(left.x + left.width);
      expect(val.x).toBeGreaterThan(op.x + op.width);

      await expectSaveBarOneRow(page);
      // The preview is below the form, and the bar keeps its count in sight.
      const rule = (await page.getByRole('region', { name: 'Rule' }).boundingBox())!;
      const preview = (await page.getByRole('region', { name: 'Who this selects' }).boundingBox())!;
      expect(preview.y).toBeGreaterThan(rule.y + rule.height);
      await expect(page.getByTestId('save-bar-count')).toBeVisible();
      await expectNoHorizontalScroll(page);

      // Still one line with edits: "Unsaved changes" and "+n / −n since the saved version".
      await value(page, 1).fill('Engineering');
      await expect(page.getByRole('button', { name: /since the saved version/ })).toBeVisible();
      const bar = (await page.locator('[data-sticky-bottom]').boundingBox())!;
      const save = (await page.getByRole('button', { name: 'Save changes' }).boundingBox())!;
      const change = (await page.getByRole('button', { name: /since the saved version/ }).boundingBox())!;
      expect(Math.abs(middle(change) - middle(save))).toBeLessThanOrEqual(4);
      expect(bar.height).toBeLessThanOrEqual(save.height + 2 * 12 + 2 + 1);
    });
  }

  test('still puts the preview beside the form at 1,440 px, with the clauses in two columns', async ({ page }) => {
    await openEditor(page, 1440, 900);
    await expect.poll(() => clauseColumns(page)).toBe(2);
    const rule = (await page.getByRole('region', { name: 'Rule' }).boundingBox())!;
    const preview = (await page.getByRole('region', { name: 'Who this selects' }).boundingBox())!;
    expect(preview.x).toBeGreaterThanOrEqual(rule.x + rule.width);
    const bar = (await page.locator('[data-sticky-bottom]').boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(preview.x);
    await expectNoHorizontalScroll(page);
  });

  test('has no axe violations at 1,280 px, light and dark', async ({ page }) => {
    await openEditor(page, 1280, 900);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('the segment editor on a 390 × 844 phone', () => {
  test('keeps its save bar to one compact row, every action in it named and reachable by keyboard', async ({
    page,
  }) => {
    await openEditor(page, 390, 844);
    const bar = page.locator('[data-sticky-bottom]');
    const save = page.getByRole('button', { name: 'Save changes' });
    const back = page.getByRole('link', { name: 'Back to segments' });
    /** The bar's height, with Save and the way back whole inside it, in sight, on one row. */
    const measure = async () => {
      const [barBox, saveBox, backBox] = [
        (await bar.boundingBox())!,
        (await save.boundingBox())!,
        (await back.boundingBox())!,
      ];
      for (const box of [saveBox, backBox]) {
        expect(box.y).toBeGreaterThanOrEqual(barBox.y);
        expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height);
        expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width);
      }
      expect(Math.abs(middle(backBox) - middle(saveBox))).toBeLessThanOrEqual(1);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
      return barBox.height;
    };
    await expect(page.getByTestId('save-bar-count')).toBeVisible();
    expect((await bar.boundingBox())!.height, 'the save bar’s height').toBeLessThanOrEqual(64);
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(back).toBeInViewport({ ratio: 1 });
    expect(await measure()).toBeLessThanOrEqual(64);
    await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeAttached();
    await expect(page.getByTestId('save-bar-count')).toBeInViewport();

    // With edits: "Unsaved changes", and the change opens who joins and leaves.
    await value(page, 1).fill('Engineering');
    const change = page.getByRole('button', { name: /^\+\d+ \/ −\d+ since the saved version$/ });
    await expect(change).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes$/ })).toBeAttached();
    expect(await measure()).toBeLessThanOrEqual(64);
    if (shots) await page.screenshot({ path: `${shots}/editor-390-edited.png` });
    await expectNoAxeViolations(page);

    // Keyboard alone: from the change to the way back to Save, and Save saves.
    await change.focus();
    await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeAttached();
    expect(await measure()).toBeLessThanOrEqual(64);
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/segments$/);
  });

  test("keeps the new segment's bar compact too, with Cancel and Create segment", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'hr', '/segments/new');
    const create = page.getByRole('button', { name: 'Create segment' });
    const cancel = page.getByRole('link', { name: 'Cancel' });
    await expect(create).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    expect((await page.locator('[data-sticky-bottom]').boundingBox())!.height).toBeLessThanOrEqual(64);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
  });
});

test('the list keeps each name’s words whole beside a “Duplicate of” badge, from 1,200 to 1,440 px', async ({
  page,
}) => {
  await signIn(page, 'hr', '/segments');
  const prefix = `Quarterly review ${unique()}`;
  const rule = { scope: 'rule_based', match: 'all', clauses: [clause('department', 'equals', 'Engineering')] };
  for (const suffix of ['engineering', 'engineering copy']) {
    await createSegmentWith(page, { name: `${prefix} ${suffix}`, ...rule });
  }
  await page.goto(`/segments?q=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table');
  await expect(table.getByText(`Duplicate of ${prefix} engineering`)).toBeVisible({ timeout: 15_000 });
  /** The words of the names that a line break cuts in two. */
  const brokenWords = () =>
    table.getByRole('link', { name: prefix }).evaluateAll((links) =>
      links.flatMap((link) => {
        const text = link.firstChild!;
        const range = document.createRange();
        return [...text.textContent!.matchAll(/\S+/g)].flatMap((word) => {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length > 1 ? [word[0]] : [];
        });
      }),
    );
  for (const width of [1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(brokenWords, { message: `words broken at ${width} px` }).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});

for (const [width, height] of [
  [1280, 900],
  [1440, 900],
  [390, 844],
] as const) {
  test(`the editor and the list fit and pass axe at ${width} px, light and dark`, async ({ page }) => {
    const id = await openEditor(page, width, height);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/segments/${id}`);
      await expect(page.locator('[data-sticky-bottom]')).toContainText('Same members as the saved version');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${shotsDir}/editor-${width}-${colorScheme}.png` });
      await page.goto('/segments?sort=members&dir=desc');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${shotsDir}/list-${width}-${colorScheme}.png` });
    }
  });
}
