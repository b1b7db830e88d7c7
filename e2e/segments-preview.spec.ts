import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { signInTo, workspaceOrigin } from './support/org-chart';
import {
  allWorkers,
  createSegmentWith as createSegment,
  formatCount,
  inDepartment,
  norm,
  titleContains,
  workersCount,
  type Worker,
} from './support/workers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const attribute = (value: string) => ({ kind: 'worker_attribute', value });
const text = (value: string) => ({ kind: 'literal', value });

const panel = (page: Page) => page.getByRole('region', { name: 'Who this selects' });
const clauseValue = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} value`, exact: true });

async function openSalesSegment(page: Page) {
  await signIn(page, 'hr', '/segments');
  const id = await createSegment(page, {
    name: `Preview ${unique()}`,
    scope: 'rule_based',
    match: 'any',
    clauses: [
      { left: attribute('department'), operator: 'equals', values: [text('Sales')] },
      { left: attribute('jobTitle'), operator: 'contains', values: [text('Head')] },
    ],
  });
  await page.goto(`/segments/${id}`);
  await expect(panel(page).getByTestId('preview-count')).toBeVisible({ timeout: 15_000 });
}

test.describe('segment preview', () => {
  test('counts who the rule selects as it is edited, per clause and against the saved version', async ({ page }) => {
    await openSalesSegment(page);
    const workers = await allWorkers(page);
    const sales = workers.filter(inDepartment('Sales'));
    const heads = workers.filter(titleContains('Head'));
    const savedMembers = new Set([...sales, ...heads].map((worker) => worker.id));
    const count = panel(page).getByTestId('preview-count');
    await expect(count).toHaveText(`${formatCount(savedMembers.size)} of ${formatCount(workers.length)} workers match`);

    await clauseValue(page, 1).fill('Engineering');
    const engineering = workers.filter(inDepartment('Engineering'));
    const members = new Set([...engineering, ...heads].map((worker) => worker.id));
    await expect(count).toHaveText(`${formatCount(members.size)} of ${formatCount(workers.length)} workers match`);

    const onlyEngineering = engineering.filter((worker) => !titleContains('Head')(worker)).length;
    const onlyHeads = heads.filter((worker) => !inDepartment('Engineering')(worker)).length;
    await expect(page.getByTestId('clause-1-count')).toHaveText(
      `Matches ${workersCount(engineering.length)} on its own; ${workersCount(onlyEngineering)} only through this clause`,
    );
    await expect(page.getByTestId('clause-2-count')).toHaveText(
      `Matches ${workersCount(heads.length)} on its own; ${workersCount(onlyHeads)} only through this clause`,
    );

    const joined = workers.filter((w) => members.has(w.id) && !savedMembers.has(w.id)).map((w) => w.id);
    const left = workers.filter((w) => savedMembers.has(w.id) && !members.has(w.id)).map((w) => w.id);
    const change = page.getByRole('button', { name: `+${joined.length} / −${left.length} since the saved version` });
    await expect(change).toBeVisible();
    await change.click();
    await expect(panel(page).getByRole('button', { name: `Joining (${joined.length})` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const firstJoining = workers.find((worker) => worker.id === joined[0])!;
    const link = panel(page).getByRole('link', { name: firstJoining.name!, exact: true }).first();
    await expect(link).toHaveAttribute('href', `/org-chart?focus=${encodeURIComponent(firstJoining.id)}`);
    await panel(page)
      .getByRole('button', { name: `Leaving (${left.length})` })
      .click();
    const firstLeaving = workers.find((worker) => worker.id === left[0])!;
    await expect(panel(page).getByRole('link', { name: firstLeaving.name!, exact: true }).first()).toBeVisible();
  });

  test('warns about a value no worker has, with the closest real ones, and still saves', async ({ page }) => {
    await openSalesSegment(page);
    await clauseValue(page, 1).fill('Enginering');
    await expect(page.getByText('No worker has department “Enginering”. Did you mean Engineering?')).toBeVisible();
    await expect(page.getByTestId('clause-1-count')).toHaveText(/^Matches nobody on its own/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  });

  test('says the preview is partial when a clause compares with a target field', async ({ page }) => {
    await openSalesSegment(page);
    await page.getByRole('combobox', { name: 'Clause 2 value kind' }).selectOption('target_field');
    await clauseValue(page, 2).fill('account.title');
    await expect(panel(page).getByText('Partial preview:')).toBeVisible();
    await expect(
      panel(page).getByText('Clause 2: it compares with a target field, which is known only when a policy runs.'),
    ).toBeVisible();
    await expect(panel(page).getByTestId('preview-count')).toHaveText(/^At least /);
  });

  test('keeps the count in the save bar as the rule changes on a phone, where the panel is below the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSalesSegment(page);
    const workers = await allWorkers(page);
    const heads = workers.filter(titleContains('Head'));
    const countOf = (department: string) =>
      new Set([...workers.filter(inDepartment(department)), ...heads].map((worker) => worker.id)).size;
    const inBar = page.getByTestId('save-bar-count');
    await expect(inBar).toBeInViewport();
    await expect(inBar).toHaveText(`${formatCount(countOf('Sales'))} match`);
    await clauseValue(page, 1).fill('Engineering');
    await expect(inBar).toHaveText(`${formatCount(countOf('Engineering'))} match`);
    await expect(inBar).toBeInViewport();
    await clauseValue(page, 1).fill('Finance');
    await expect(inBar).toHaveText(`${formatCount(countOf('Finance'))} match`);
    // The panel comes after the form, full width.
    const rule = await page.getByRole('region', { name: 'Rule' }).boundingBox();
    const box = await panel(page).boundingBox();
    expect(box!.y).toBeGreaterThan(rule!.y + rule!.height);
    expect(box!.width).toBeLessThanOrEqual(390);
  });

  test('sits beside the form on a wide screen, in sight while the form scrolls, never under the save bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSalesSegment(page);
    const rule = page.getByRole('region', { name: 'Rule' });
    const ruleBox = (await rule.boundingBox())!;
    const panelBox = (await panel(page).boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(ruleBox.x + ruleBox.width);
    expect(panelBox.y).toBeLessThan(ruleBox.y);
    // The panel shows the count itself; the save bar's copy is for narrow screens.
    await expect(page.getByTestId('save-bar-count')).toBeHidden();

    await clauseValue(page, 1).fill('Engineering');
    await expect(page.getByRole('button', { name: /since the saved version/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('region', { name: /^Excluded workers/ })).toBeInViewport();
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    const stuck = (await panel(page).boundingBox())!;
    const bar = (await page.getByRole('button', { name: 'Save changes' }).boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(56);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(900);
    expect(bar.x + bar.width).toBeLessThanOrEqual(stuck.x);
  });

  for (const width of [1280, 1440, 390]) {
    test(`Save keeps its place at ${width} px while the status and the count change, so a quick click lands`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, 'hr', '/segments');
      const id = await createSegment(page, {
        name: `Save bar ${unique()}`,
        scope: 'rule_based',
        match: 'all',
        clauses: [
          { left: attribute('department'), operator: 'equals', values: [text('Sales')] },
          { left: attribute('jobTitle'), operator: 'contains', values: [text('Head')] },
          { left: attribute('lifecycleStage'), operator: 'equals', values: [text('active')] },
        ],
      });
      await page.goto(`/segments/${id}`);
      const bar = page.locator('[data-sticky-bottom]');
      const save = page.getByRole('button', { name: 'Save changes' });
      /** Save sits at the bar's bottom right, whatever the bar says. */
      const savePlace = async () => {
        const [barBox, saveBox] = [(await bar.boundingBox())!, (await save.boundingBox())!];
        const gap = (a: number, b: number) => Math.round(a - b);
        return {
          right: gap(barBox.x + barBox.width, saveBox.x + saveBox.width),
          bottom: gap(barBox.y + barBox.height, saveBox.y + saveBox.height),
          box: saveBox,
        };
      };
      await expect(bar).toContainText('Same members as the saved version');
      await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();
      const before = await savePlace();
      await clauseValue(page, 1).fill('Finance');
      await expect(page.getByRole('button', { name: /since the saved version/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes$/ })).toBeVisible();
      expect(await savePlace()).toEqual(before);
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
      expect(await savePlace()).toEqual(before);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations on the panel in ${theme} mode, and reads at 390 px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openSalesSegment(page);
      await clauseValue(page, 1).fill('Sales EMEA');
      await expect(page.getByText(/No worker has department “Sales EMEA”\. Did you mean Sales/)).toBeVisible();
      await expectNoAxeViolations(page, '#segment-preview');
      await page.setViewportSize({ width: 390, height: 844 });
      await panel(page).scrollIntoViewIfNeeded();
      const box = await panel(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, '#segment-preview');
      if (process.env.SHOTS_DIR) {
        await panel(page).screenshot({ path: `${process.env.SHOTS_DIR}/preview-390-${theme}.png` });
      }
    });
  }

  test('counts the dirty workspace without breaking: missing fields, duplicate ids, no names', async ({ page }) => {
    await signInTo(page, 'dirty', 'Dana Whitfield', '/segments');
    const id = await createSegment(page, {
      name: `Dirty ${unique()}`,
      scope: 'rule_based',
      match: 'all',
      clauses: [{ left: attribute('department'), operator: 'not_equals', values: [text('Executive')] }],
    });
    await page.goto(`${workspaceOrigin('dirty')}/segments/${id}`);
    const workers = await allWorkers(page);
    const expected = workers.filter((worker) => norm(worker.department) !== 'executive').length;
    await expect(panel(page).getByTestId('preview-count')).toHaveText(
      `${formatCount(expected)} of ${formatCount(workers.length)} workers match`,
      { timeout: 15_000 },
    );
    await expect(panel(page).getByRole('link').first()).toBeVisible();
  });
});

test.describe('segments list', () => {
  /** Three segments under one new prefix: rule-based, manual, and one whose count is a lower bound. */
  async function createCountedSegments(page: Page, workers: Worker[]) {
    const prefix = `Counted ${unique()}`;
    const sales = workers.filter(inDepartment('Sales'));
    const included = workers.slice(1, 4).map((worker) => worker.id);
    const segments = [
      {
        name: `${prefix} sales`,
        body: { scope: 'rule_based', match: 'all', clauses: [salesClause] },
        list: formatCount(sales.length),
        preview: `${formatCount(sales.length)} of ${formatCount(workers.length)} workers match`,
      },
      {
        name: `${prefix} by hand`,
        body: { scope: 'manual', match: 'all', clauses: [salesClause], includedWorkerIds: included },
        list: formatCount(included.length),
        preview: `${formatCount(included.length)} of ${formatCount(workers.length)} workers match`,
      },
      {
        name: `${prefix} partial`,
        body: {
          scope: 'rule_based',
          match: 'any',
          clauses: [
            salesClause,
            { left: attribute('jobTitle'), operator: 'equals', values: [{ kind: 'target_field', value: 'title' }] },
          ],
        },
        list: `≥ at least ${formatCount(sales.length)}`,
        preview: `At least ${formatCount(sales.length)} of ${formatCount(workers.length)} workers match`,
      },
    ];
    for (const segment of segments) await createSegment(page, { name: segment.name, ...segment.body });
    return { prefix, segments };
  }
  const salesClause = { left: attribute('department'), operator: 'equals', values: [text('Sales')] };

  test('counts each segment’s members, as its editor’s preview does', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const workers = await allWorkers(page);
    const { prefix, segments } = await createCountedSegments(page, workers);
    await page.goto(`/segments?q=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: segments[0]!.name, exact: true })).toBeVisible();
    const headers = await table.getByRole('columnheader').allTextContents();
    const membersColumn = headers.findIndex((header) => header.startsWith('Members'));
    expect(membersColumn).toBeGreaterThan(0);
    const membersOf = (name: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .getByRole('cell')
        .nth(membersColumn);
    // As shown: the cell's word "members" is the phone's alone.
    for (const segment of segments) {
      await expect(membersOf(segment.name)).toHaveText(segment.list, { timeout: 15_000, useInnerText: true });
    }
    await expectNoAxeViolations(page);

    for (const segment of segments) {
      await table.getByRole('link', { name: segment.name, exact: true }).click();
      await expect(panel(page).getByTestId('preview-count')).toHaveText(segment.preview, { timeout: 15_000 });
      await page.goBack();
      await expect(membersOf(segment.name)).toHaveText(segment.list, { useInnerText: true });
    }
  });

  test('sorts by members, the segments not counted yet last, without waiting for the counts', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const workers = await allWorkers(page);
    const { prefix, segments } = await createCountedSegments(page, workers);
    const [sales, byHand, partial] = segments.map((segment) => segment.name);
    // The workers are held back: the list must not wait for them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/workers/org-chart*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/segments?q=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('table');
    const names = table.getByRole('link', { name: prefix });
    await table.getByRole('button', { name: 'Members' }).click();
    await expect(page).toHaveURL(/sort=members&dir=desc/);
    await expect(table.getByRole('columnheader', { name: 'Members' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names).toHaveText([byHand!, partial!, sales!]);
    await expect(page.getByText('Still counting: the segments not counted yet are listed last.')).toBeVisible();
    await expect(table.getByText('Counting')).toHaveCount(3);

    release();
    // Equal counts by name: the partial one's lower bound equals the Sales count.
    await expect(names).toHaveText([partial!, sales!, byHand!], { timeout: 15_000 });
    await expect(page.getByText(/Still counting/)).toHaveCount(0);
    await expect(page.getByText(/sorted by members, most first/)).toBeVisible();
    await expectNoAxeViolations(page);

    await table.getByRole('button', { name: 'Members' }).click();
    await expect(table.getByRole('columnheader', { name: 'Members' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names).toHaveText([byHand!, partial!, sales!]);
    await expect(page.getByText(/sorted by members, fewest first/)).toBeVisible();
  });

  test('sorting by members reads the page on screen, a few at a time, never every segment', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const prefix = `Many ${unique()}`;
    const departments = ['Sales', 'Engineering', 'Finance', 'Marketing', 'Nowhere'];
    for (let n = 0; n < 40; n += 1) {
      await createSegment(page, {
        name: `${prefix} ${String(n).padStart(2, '0')}`,
        scope: 'rule_based',
        match: 'all',
        clauses: [{ left: attribute('department'), operator: 'equals', values: [text(departments[n % 5]!)] }],
      });
    }
    // Each segment read (GET /segments/{id}), and how many at once.
    let reads = 0;
    let inFlight = 0;
    let mostAtOnce = 0;
    const isRead = (url: string) => /\/api\/segments\/[0-9a-f-]{36}$/.test(new URL(url).pathname);
    page.on('request', (request) => {
      if (request.method() !== 'GET' || !isRead(request.url())) return;
      reads += 1;
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
    });
    const done = (request: { method(): string; url(): string }) => {
      if (request.method() === 'GET' && isRead(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto(`/segments?q=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: prefix })).toHaveCount(25);
    await expect(table.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
    expect(reads).toBe(25);

    await table.getByRole('button', { name: 'Members' }).click();
    await expect(table.getByRole('columnheader', { name: 'Members' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
    // Sorting read nothing more: the other 15 are read only when their page is on screen.
    expect(reads, 'segments read once sorted by members').toBe(25);
    await expect(
      page.getByText(/^Showing 1–25 of 40 matching “.*”, by name; this page sorted by members, most first$/),
    ).toBeVisible();
    await expect(page.getByText(/counted for the segments on screen only/)).toBeVisible();
    const headers = await table.getByRole('columnheader').allTextContents();
    const membersColumn = headers.findIndex((header) => header.startsWith('Members'));
    const counts = async () =>
      (await table.locator(`tbody tr td:nth-child(${membersColumn + 1})`).allInnerTexts()).map((cell) =>
        // The count, before any "Duplicate of …" badge.
        Number(/[\d,]+/.exec(cell)![0].replaceAll(',', '')),
      );
    const shown = await counts();
    expect(shown).toHaveLength(25);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(table.getByRole('link', { name: prefix })).toHaveCount(15);
    await expect(table.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(/^Showing 26–40 of 40 .*this page sorted by members, most first$/)).toBeVisible();
    expect(reads).toBe(40);
    expect(mostAtOnce).toBeLessThanOrEqual(4);
    await expectNoAxeViolations(page);
  });
});
