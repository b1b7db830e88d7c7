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
const shots = process.env.SHOTS_DIR;

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

test('screenshots of the editor and the list at 1,280, 1,440 and 390 px, light and dark', async ({ page }) => {
  test.skip(!shots, 'set SHOTS_DIR to take them');
  const id = await openEditor(page, 1280, 900);
  for (const [width, height] of [
    [1280, 900],
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/segments/${id}`);
      await expect(page.locator('[data-sticky-bottom]')).toContainText('Same members as the saved version');
      await page.screenshot({ path: `${shots}/editor-${width}-${colorScheme}.png` });
      await page.goto('/segments?sort=members&dir=desc');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
      await page.screenshot({ path: `${shots}/list-${width}-${colorScheme}.png` });
    }
  }
});
