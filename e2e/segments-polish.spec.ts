import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signedInContext, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const clause = (left: string, value: string) => ({
  left: { kind: 'worker_attribute', value: left },
  operator: 'equals',
  values: [{ kind: 'literal', value }],
});

/** A rule-based segment made through the API, with a name of its own. */
async function createSegment(page: Page, clauses: ReturnType<typeof clause>[]) {
  const name = `Polish ${unique()}`;
  const id = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/segments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'rule_based', match: 'all', ...body }),
      });
      return ((await response.json()) as { result: { id: string } }).result.id;
    },
    { name, clauses },
  );
  return { id, name };
}

const clauseValue = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} value`, exact: true });

/** The focused element lies between the sticky top bar and the sticky save bar. */
async function expectFocusInView(page: Page) {
  const box = await page.evaluate(() => {
    const focused = document.activeElement!.getBoundingClientRect();
    const top = document.querySelector('header')!.getBoundingClientRect().bottom;
    const saveBar = document.querySelector('[data-sticky-bottom]');
    const bottom = saveBar ? saveBar.getBoundingClientRect().top : window.innerHeight;
    return {
      focusedTop: focused.top,
      focusedBottom: focused.bottom,
      top,
      bottom,
      tag: document.activeElement!.tagName,
    };
  });
  expect(box.focusedTop, `focused ${box.tag} below the top bar`).toBeGreaterThanOrEqual(box.top - 1);
  expect(box.focusedBottom, `focused ${box.tag} above the save bar`).toBeLessThanOrEqual(box.bottom + 1);
}

test('a focused control is never under the sticky bars, and Save keeps focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 720 });
  await signIn(page, 'hr');
  const { id } = await createSegment(
    page,
    Array.from({ length: 6 }, (_, n) => clause('department', `Dept ${n}`)),
  );
  await page.goto(`/segments/${id}`);
  await expect(clauseValue(page, 1)).toHaveValue('Dept 0');

  await clauseValue(page, 1).fill('Sales');
  const saveButton = page.getByRole('button', { name: 'Save changes' });
  await saveButton.click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  await expect(saveButton).toBeFocused();

  // Ctrl/⌘+S saves from a field.
  await clauseValue(page, 2).fill('Legal');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  await expect(clauseValue(page, 2)).toBeFocused();
  const stored = await page.evaluate(
    async (segmentId) => (await (await fetch(`/api/segments/${segmentId}`)).json()).result.clauses[1].values[0].value,
    id,
  );
  expect(stored).toBe('Legal');

  const add = page.getByRole('button', { name: 'Add clause' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('textbox', { name: 'Add clause 7 value' }).or(clauseValue(page, 7)).first(),
  ).toBeAttached();
  for (let step = 0; step < 6; step += 1) {
    await expectFocusInView(page);
    await page.keyboard.press('Tab');
  }
  // Backwards towards the top bar.
  await clauseValue(page, 6).focus();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusInView(page);
  }
});

test('a blank clause says it is not finished', async ({ page }) => {
  await signIn(page, 'hr');
  await page.goto('/segments/new');
  await expect(page.getByText('This clause is not finished: choose an attribute and a value.')).toBeVisible();
  await page.getByRole('button', { name: 'Add clause' }).click();
  await expect(page.getByText('These clauses are not finished: choose an attribute and a value.')).toBeVisible();
});

async function conflictFor(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const hedy = await signedInContext(browser, 'hr', baseURL);
  const katherine = await signedInContext(browser, 'hr2', baseURL);
  if (viewport) await hedy.page.setViewportSize(viewport);
  const { id } = await createSegment(hedy.page, [
    clause('department', 'Sales'),
    clause('jobTitle', 'Head'),
    clause('lifecycleStage', 'active'),
  ]);
  for (const { page } of [hedy, katherine]) {
    await page.goto(`/segments/${id}`);
    await expect(clauseValue(page, 1)).toHaveValue('Sales');
  }
  await clauseValue(katherine.page, 1).fill('Marketing');
  await katherine.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(katherine.page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  await clauseValue(hedy.page, 2).fill('Director');
  await hedy.page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = hedy.page.getByRole('dialog', { name: 'This segment changed since you opened it' });
  await expect(dialog).toBeVisible();
  return { page: hedy.page, dialog, close: () => Promise.all([hedy.context.close(), katherine.context.close()]) };
}

test('after re-applying, one banner says so and has focus', async ({ browser, baseURL }) => {
  const { page, dialog, close } = await conflictFor(browser, baseURL);
  await dialog.getByRole('button', { name: 'Re-apply my edits' }).click();
  const notice = page.getByText('Your edits were re-applied to the latest version.');
  await expect(notice).toBeVisible();
  await expect(page.locator('#segment-reapplied-notice')).toBeFocused();
  await expect(page.locator('#main .alert')).toHaveCount(1);
  await close();
});

test('the conflict dialog opens at its top and fits a 390 px phone', async ({ browser, baseURL }) => {
  const { page, dialog, close } = await conflictFor(browser, baseURL, { width: 390, height: 844 });
  const heading = dialog.getByRole('heading', { name: 'This segment changed since you opened it' });
  await expect(heading).toBeInViewport();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(dialog.getByRole('button', { name: 'Re-apply my edits' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await close();
});

test('the segment list sorts by name and last change, and each row has actions', async ({ page }) => {
  await signIn(page, 'hr');
  const { name } = await createSegment(page, [clause('department', 'Sales')]);
  await page.goto('/segments');
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Last change' }).click();
  await expect(page).toHaveURL(/sort=changed&dir=desc/);
  await expect(table.getByRole('columnheader', { name: /Last change/ })).toHaveAttribute('aria-sort', 'descending');
  // Newest first. Other tests add segments meanwhile, so the whole order is checked, not the first row.
  await expect(async () => {
    const changed = await table
      .locator('tbody time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
    expect(changed.length).toBeGreaterThan(5);
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
  }).toPass();
  await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/sorted by last change, newest first/)).toBeVisible();

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${name}”?` });
  await confirm.getByRole('button', { name: 'Delete segment' }).click();
  await expect(page.getByText(`Deleted “${name}”.`)).toBeVisible();
  await expect(table.getByRole('link', { name })).toHaveCount(0);
});

test('on a phone, a segment reads as a short block with its menu in reach, and the header still sorts', async ({
  page,
}) => {
  await signIn(page, 'hr');
  const { name } = await createSegment(page, [clause('department', 'Sales')]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/segments?q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(name) });
  const link = row.getByRole('link', { name });
  await expect(row.getByText(/^\s*members?\s*$/)).toBeVisible();
  await expect(row.getByText('Changed', { exact: true })).toBeVisible();

  // The name keeps one line, with the row's menu beside it, whole within the table.
  const lineHeight = await link.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const linkBox = (await link.boundingBox())!;
  expect(linkBox.height).toBeLessThan(lineHeight * 1.5);
  const menuBox = (await row.getByRole('button', { name: `Actions for ${name}` }).boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
  expect(menuBox.y).toBeLessThan(linkBox.y + linkBox.height);
  expect(menuBox.x).toBeGreaterThan(linkBox.x + linkBox.width);
  // Members and last change have a line each, so a count arriving moves nothing below it.
  const members = (await row.getByRole('cell', { name: /members?$/ }).boundingBox())!;
  const changed = (await row.getByRole('cell', { name: /^Changed/ }).boundingBox())!;
  expect(members.height).toBeLessThan(lineHeight * 1.5);
  expect(changed.y).toBeGreaterThanOrEqual(members.y + members.height);

  await table.getByRole('button', { name: 'Last change' }).click();
  await expect(page).toHaveURL(/sort=changed&dir=desc/);
  await expect(table.getByRole('columnheader', { name: /Last change/ })).toHaveAttribute('aria-sort', 'descending');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  // On a wide screen the columns say it: the words are the phone's alone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(row.getByText('Changed', { exact: true })).toBeHidden();
  await expect(row.getByText(/^\s*members?\s*$/)).toBeHidden();
});

test('the segment list fits the room it has, beside the sidebar or not, with every column once there is room', async ({
  page,
}) => {
  await signIn(page, 'hr');
  const { name } = await createSegment(page, [clause('department', 'Sales')]);
  await page.goto(`/segments?q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(name) });
  const link = row.getByRole('link', { name });
  await expect(link).toBeVisible();

  // A tablet without the sidebar, and screens whose sidebar leaves the list less room than that.
  for (const [width, everyColumn] of [
    [641, false],
    [768, false],
    [901, false],
    [1024, false],
    [1100, false],
    [1200, true],
    [1440, true],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByRole('columnheader', { name: 'Scope' }), `at ${width} px`).toBeVisible({
      visible: everyColumn,
    });
    await expect(row.getByText('Rule-based · all clauses · 1 clause'), `at ${width} px`).toBeVisible({
      visible: !everyColumn,
    });
    await expect(table.getByRole('columnheader', { name: /Members/ })).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalScroll(page);
    const listOverflow = await table.evaluate(
      (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
    );
    expect(listOverflow, `the list scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    // The name may wrap between its words, never inside one: each word sits on a single line. Polled:
    // the columns settle as the member counts arrive.
    const brokenWords = () =>
      link.evaluate((element) => {
        const text = element.firstChild!;
        const range = document.createRange();
        const broken: string[] = [];
        for (const word of text.textContent!.matchAll(/\S+/g)) {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          if (range.getClientRects().length > 1) broken.push(word[0]);
        }
        return broken;
      });
    await expect.poll(brokenWords, { message: `words broken at ${width} px` }).toEqual([]);
  }
  await expectNoAxeViolations(page);
});

test("a clause shows the field's name and its operator whole, on a phone, a tablet and beside the sidebar", async ({
  page,
}) => {
  await signIn(page, 'hr');
  await page.goto('/segments/new');
  const leftSide = page.getByRole('combobox', { name: 'Clause 1 left side', exact: true });
  const operator = page.getByRole('combobox', { name: 'Clause 1 operator', exact: true });
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const field of ['lifecycleStage', 'department', 'jobTitle']) {
      await leftSide.fill(field);
      const hidden = await leftSide.evaluate((input) => input.scrollWidth - input.clientWidth);
      expect(hidden, `“${field}” is cut at ${width} px`).toBeLessThanOrEqual(0);
    }
    // A field outside the org chart's is offered every operator.
    await leftSide.fill('level');
    await page.keyboard.press('Escape');
    for (const label of await operator.locator('option').allTextContents()) {
      await operator.selectOption({ label });
      // The text, the padding and the select's arrow.
      const room = await operator.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(select.selectedOptions[0]!.text).width;
        return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 - text;
      });
      expect(room, `“${label}” is cut at ${width} px`).toBeGreaterThanOrEqual(0);
    }
  }
});

test('side by side, the included and excluded lists keep their pickers level, whatever their hints wrap to', async ({
  page,
}) => {
  await signIn(page, 'hr');
  await page.goto('/segments/new');
  const include = page.getByRole('combobox', { name: 'Add a worker to include' });
  const exclude = page.getByRole('combobox', { name: 'Add a worker to exclude' });
  const included = page.getByRole('region', { name: /^Included workers/ });
  const excluded = page.getByRole('region', { name: /^Excluded workers/ });
  // How far apart two boxes' tops, or bottoms, are: polled, as the form may still be settling.
  const offset = async (one: Locator, other: Locator, edge: 'top' | 'bottom') => {
    const [a, b] = [(await one.boundingBox())!, (await other.boundingBox())!];
    return edge === 'top' ? Math.abs(a.y - b.y) : Math.abs(a.y + a.height - (b.y + b.height));
  };
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => offset(include, exclude, 'top'), { message: `the pickers at ${width} px` })
      .toBeLessThan(0.5);
    await expect
      .poll(() => offset(included, excluded, 'bottom'), { message: `the lists' bottoms at ${width} px` })
      .toBeLessThan(0.5);
  }
  await expectNoAxeViolations(page);
});
