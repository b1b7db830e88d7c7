import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { allWorkers, createSegmentWith, formatCount, inDepartment, type Worker } from './support/workers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const attribute = (value: string) => ({ kind: 'worker_attribute', value });
const text = (value: string) => ({ kind: 'literal', value });
const equalsDepartment = (department: string) => ({
  left: attribute('department'),
  operator: 'equals',
  values: [text(department)],
});

const previewCount = (page: Page) =>
  page.getByRole('region', { name: 'Who this selects' }).getByTestId('preview-count');
const checks = (page: Page) => page.getByRole('region', { name: 'Check a person' });

/** Screenshots for review, when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function openSegment(page: Page, body: object): Promise<string> {
  await signIn(page, 'hr', '/segments');
  const id = await createSegmentWith(page, body);
  await page.goto(`/segments/${id}`);
  await expect(previewCount(page)).toBeVisible({ timeout: 20_000 });
  return id;
}

/** Checks a person by typing part of their name in "Check a person". */
async function checkPerson(page: Page, worker: Worker) {
  await checks(page).getByRole('searchbox', { name: 'Check a person' }).fill(worker.name!);
  await checks(page)
    .getByRole('button', { name: new RegExp(`^Check ${worker.name}`) })
    .first()
    .click();
}

test.describe('explaining who is in a segment', () => {
  test('a non-member explained clause by clause, fixed from the explanation, and saved with If-Match', async ({
    page,
  }) => {
    const name = `Explain ${unique()}`;
    const id = await openSegment(page, {
      name,
      scope: 'rule_based',
      match: 'all',
      clauses: [equalsDepartment('Sales')],
    });
    const workers = await allWorkers(page);
    const dana = workers.find((worker) => inDepartment('Engineering')(worker) && worker.name)!;
    const sales = workers.filter(inDepartment('Sales'));
    const engineering = workers.filter(inDepartment('Engineering'));

    await checkPerson(page, dana);
    const card = checks(page).getByRole('article', { name: dana.name! });
    await expect(card.getByTestId('person-verdict')).toHaveText(`✗ ${dana.name} is not in this segment.`);
    const clause = card.getByRole('list', { name: `Clauses for ${dana.name}` }).getByRole('listitem');
    await expect(clause).toContainText('Clause 1: department equals Sales — does not match');
    await expect(clause).toContainText(`${dana.name}’s department is “${dana.department}”`);
    await expect(card).toContainText('All clauses must match: clause 1 does not');
    await shot(page, 'segment-explain-1440-light');
    await expectNoAxeViolations(page);

    // The fix: "Allow Engineering too" turns equals into "is one of" with both values.
    await clause.getByRole('button', { name: `Allow “${dana.department}” too` }).click();
    await expect(card.getByTestId('person-verdict')).toHaveText(`✓ ${dana.name} is in this segment.`);
    await expect(previewCount(page)).toHaveText(
      `${formatCount(sales.length + engineering.length)} of ${formatCount(workers.length)} workers match`,
    );

    const before = await page.evaluate(async (segmentId) => {
      const response = await fetch(`/api/segments/${segmentId}`);
      return response.headers.get('etag');
    }, id);
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/segments/${id}`),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).headers()['if-match']).toBe(before);
    await expect(page.getByRole('status').filter({ hasText: /Saved/ }).first()).toBeVisible();
    const saved = await page.evaluate(async (segmentId) => {
      const response = await fetch(`/api/segments/${segmentId}`);
      return ((await response.json()) as { result: { clauses: unknown[] } }).result.clauses;
    }, id);
    expect(saved).toEqual([
      { left: attribute('department'), operator: 'in', values: [text('Sales'), text(dana.department!)] },
    ]);

    // Excluded by name wins, and says so.
    await card.getByRole('button', { name: `Exclude ${dana.name}` }).click();
    await expect(card.getByTestId('person-verdict')).toHaveText(`✗ ${dana.name} is not in this segment.`);
    await expect(card).toContainText(`${dana.name} is excluded by name: that wins over the clauses.`);

    for (const [width, scheme] of [
      [390, 'dark'],
      [1440, 'dark'],
      [390, 'light'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await card.scrollIntoViewIfNeeded();
      await shot(page, `segment-explain-${width}-${scheme}`);
      await expectNoAxeViolations(page);
    }
  });

  test('a member is checked from the preview’s list, with the policies that reach them', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    // "All engineers" is applied by the seeded policy "Engineering access".
    await page.getByRole('link', { name: 'All engineers', exact: true }).click();
    await expect(previewCount(page)).toBeVisible({ timeout: 20_000 });
    const used = page.getByRole('region', { name: 'Where it is used' });
    await expect(used.getByRole('link', { name: 'Engineering access' })).toBeVisible();
    const members = page.getByRole('region', { name: 'Who this selects' });
    const first = members.getByRole('button', { name: /^Check why .* is in or out$/ }).first();
    const who = (await first.getAttribute('aria-label'))!.replace(/^Check why (.*) is in or out$/, '$1');
    await first.click();
    const card = checks(page).getByRole('article', { name: who });
    await expect(card.getByTestId('person-verdict')).toHaveText(`✓ ${who} is in this segment.`);
    await expect(card).toContainText(`Through this segment, the policy “Engineering access” reaches ${who}.`);
    await expect(used.getByRole('link', { name: 'See on the org chart' })).toHaveAttribute(
      'href',
      /\/org-chart\?segment=/,
    );
  });

  test('overlaps name a duplicate segment', async ({ page }) => {
    const suffix = unique();
    await signIn(page, 'hr', '/segments');
    await createSegmentWith(page, {
      name: `Legal copy ${suffix}`,
      scope: 'rule_based',
      match: 'any',
      clauses: [{ left: attribute('department'), operator: 'in', values: [text(' LEGAL ')] }],
    });
    await openSegment(page, {
      name: `Legal ${suffix}`,
      scope: 'rule_based',
      match: 'all',
      clauses: [equalsDepartment('Legal')],
    });
    const overlaps = page.getByRole('region', { name: 'Overlaps' });
    await overlaps.getByRole('button', { name: 'Compare with every segment' }).click();
    const list = overlaps.getByRole('list', { name: 'Segments sharing members' });
    await expect(list.getByRole('listitem').filter({ hasText: `Legal copy ${suffix}` })).toContainText(
      'Duplicate: exactly the same members',
      { timeout: 20_000 },
    );
    await expectNoAxeViolations(page);

    // The segments list marks the later of the two as a duplicate of the other.
    await page.goto(`/segments?q=${encodeURIComponent(suffix)}`);
    const copyRow = page
      .getByRole('row')
      .filter({ hasText: `Legal ${suffix}` })
      .filter({ hasText: 'Duplicate of' });
    await expect(copyRow).toHaveCount(1, { timeout: 20_000 });
    await expect(copyRow).toContainText(/Duplicate of Legal (copy )?/);
  });

  test('the members download as CSV, one row per member', async ({ page }) => {
    const name = `CSV ${unique()}`;
    await openSegment(page, { name, scope: 'rule_based', match: 'all', clauses: [equalsDepartment('Finance')] });
    const finance = (await allWorkers(page)).filter(inDepartment('Finance'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download members (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^csv-[a-z0-9]+-members\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('id,name,job title,department,manager,lifecycle stage');
    expect(rows).toHaveLength(finance.length + 1);
    expect(new Set(rows.slice(1).map((row) => row.split(',')[0]))).toEqual(new Set(finance.map((w) => w.id)));
  });

  test('a pasted rule is checked: a bad one refused on its field, nothing lost; a good one fills the form', async ({
    page,
  }) => {
    await signIn(page, 'hr', '/segments/new');
    await page.getByRole('button', { name: 'Paste a rule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a rule' });
    const rule = {
      name: 'Pasted rule',
      scope: 'rule_based',
      match: 'all',
      clauses: [equalsDepartment('Sales'), { left: attribute('jobTitle'), operator: 'like', values: [text('Head')] }],
      includedWorkerIds: [],
      excludedWorkerIds: [],
    };
    const bad = JSON.stringify(rule, null, 2);
    await dialog.getByRole('textbox', { name: 'Rule (JSON)' }).fill(bad);
    await dialog.getByRole('button', { name: 'Use this rule' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Clause 2, operator: operator must be one of');
    await expect(dialog.locator('[data-path="clauses.1.operator"]')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Rule (JSON)' })).toHaveValue(bad);
    await shot(page, 'segment-paste-1440-light');
    await expectNoAxeViolations(page);

    rule.clauses[1]!.operator = 'contains';
    await dialog.getByRole('textbox', { name: 'Rule (JSON)' }).fill(JSON.stringify(rule));
    await dialog.getByRole('button', { name: 'Use this rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pasted rule');
    await expect(page.getByRole('combobox', { name: 'Clause 2 value', exact: true })).toHaveValue('Head');
  });
});
