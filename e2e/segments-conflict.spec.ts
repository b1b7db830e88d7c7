import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInContext } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectDraftKept } from './support/drafts';
import { allWorkers, formatCount, titleContains, workerName, type Worker } from './support/workers';

interface Clause {
  left: { kind: string; value: string };
  operator: string;
  values: { kind: string; value: string }[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const clause = (left: string, operator: string, ...values: string[]): Clause => ({
  left: { kind: 'worker_attribute', value: left },
  operator,
  values: values.map((value) => ({ kind: 'literal', value })),
});

async function createSegment(page: Page, name: string, clauses: Clause[]) {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/segments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'rule_based', match: 'all', ...body }),
      });
      const json = (await response.json()) as { result: { id: string } };
      return json.result.id;
    },
    { name, clauses },
  );
}

async function storedValues(page: Page, id: string) {
  return page.evaluate(async (segmentId) => {
    const json = (await (await fetch(`/api/segments/${segmentId}`)).json()) as {
      result: { name: string; clauses: Clause[] };
    };
    return { name: json.result.name, values: json.result.clauses.map((c) => c.values.map((v) => v.value).join('|')) };
  }, id);
}

const clauseValue = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} value`, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save changes' }).click();
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();

/** Hedy and Katherine open the same new segment, each in their own browser. */
async function twoEditors(
  browser: Browser,
  baseURL: string | undefined,
  clauses = [
    clause('department', 'equals', 'Sales'),
    clause('jobTitle', 'contains', 'Head'),
    clause('lifecycleStage', 'equals', 'active'),
  ],
) {
  const hedy = await signedInContext(browser, 'hr', baseURL);
  const katherine = await signedInContext(browser, 'hr2', baseURL);
  const name = `Shared ${unique()}`;
  const id = await createSegment(hedy.page, name, clauses);
  for (const { page } of [hedy, katherine]) {
    await page.goto(`/segments/${id}`);
    await expect(clauseValue(page, 1)).toHaveValue(clauses[0]!.values[0]!.value);
  }
  return {
    hedy: hedy.page,
    katherine: katherine.page,
    id,
    name,
    close: () => Promise.all([hedy.context.close(), katherine.context.close()]),
  };
}

test.describe('two people editing the same segment', () => {
  test('the second save gets the dialog, re-applies the edit onto the latest version and saves', async ({
    browser,
    baseURL,
  }) => {
    const { hedy, katherine, id, close } = await twoEditors(browser, baseURL);
    await clauseValue(katherine, 1).fill('Marketing');
    await save(katherine);
    await saved(katherine);

    await clauseValue(hedy, 2).fill('Director');
    await save(hedy);
    const dialog = hedy.getByRole('dialog', { name: 'This segment changed since you opened it' });
    await expect(dialog).toContainText('Katherine Johnson saved a newer version');
    const rows = dialog.getByRole('list', { name: 'Differences' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'Clause 1' })).toContainText('Their change kept');
    await expect(rows.filter({ hasText: 'Clause 1' })).toContainText('department equals Marketing');
    await expect(rows.filter({ hasText: 'Clause 2' })).toContainText('Your change re-applied');
    await expect(rows.filter({ hasText: 'Clause 2' })).toContainText('jobTitle contains Director');
    await expect(dialog).toContainText('None of your edits collide with theirs');
    await expectNoAxeViolations(hedy);

    await dialog.getByRole('button', { name: 'Re-apply my edits' }).click();
    await expect(hedy.getByText('Your edits were re-applied to the latest version.')).toBeVisible();
    await expect(clauseValue(hedy, 1)).toHaveValue('Marketing');
    await expect(clauseValue(hedy, 2)).toHaveValue('Director');
    await save(hedy);
    await saved(hedy);
    expect((await storedValues(hedy, id)).values).toEqual(['Marketing', 'Director', 'active']);
    await close();
  });

  test('the dialog says who each version selects: both counts, and who is only in one', async ({
    browser,
    baseURL,
  }) => {
    const { hedy, katherine, close } = await twoEditors(browser, baseURL, [clause('jobTitle', 'contains', 'Chief')]);
    await clauseValue(katherine, 1).fill('Director');
    await save(katherine);
    await saved(katherine);

    await clauseValue(hedy, 1).fill('Head');
    await save(hedy);
    const dialog = hedy.getByRole('dialog', { name: 'This segment changed since you opened it' });
    const members = dialog.getByRole('region', { name: 'Members' });
    const workers = await allWorkers(hedy);
    const theirs = workers.filter(titleContains('Director'));
    const mine = workers.filter(titleContains('Head'));
    const selects = (selected: Worker[]) =>
      `${formatCount(selected.length)} of ${formatCount(workers.length)} workers match`;
    const names = (selected: Worker[]) =>
      selected.length > 8
        ? `${selected.slice(0, 8).map(workerName).join(', ')} and ${formatCount(selected.length - 8)} more`
        : selected.map(workerName).join(', ');
    const onlyTheirs = theirs.filter((worker) => !mine.includes(worker));
    const onlyMine = mine.filter((worker) => !theirs.includes(worker));
    expect(onlyTheirs.length).toBeGreaterThan(0);
    expect(onlyMine.length).toBeGreaterThan(0);

    await expect(members.getByRole('term')).toHaveText(['Their version', 'Your edits'], { timeout: 15_000 });
    await expect(members.getByRole('definition')).toHaveText([selects(theirs), selects(mine)]);
    await expect(members.getByRole('listitem')).toHaveText([
      `Only in yours (${formatCount(onlyMine.length)}): ${names(onlyMine)}`,
      `Only in theirs (${formatCount(onlyTheirs.length)}): ${names(onlyTheirs)}`,
    ]);
    await expectNoAxeViolations(hedy);
    await close();
  });

  test('a collision is marked in the form and must be decided before saving', async ({ browser, baseURL }) => {
    const { hedy, katherine, id, close } = await twoEditors(browser, baseURL);
    await clauseValue(katherine, 1).fill('Marketing');
    await katherine.getByRole('textbox', { name: 'Name', exact: true }).fill(`Katherine’s ${unique()}`);
    await save(katherine);
    await saved(katherine);

    await clauseValue(hedy, 1).fill('Support');
    await save(hedy);
    const dialog = hedy.getByRole('dialog', { name: 'This segment changed since you opened it' });
    await expect(dialog).toContainText('One of your edits collides with theirs');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Clause 1' })).toContainText('Collision: you decide');
    await dialog.getByRole('button', { name: 'Re-apply my edits and decide collisions' }).click();

    const marker = hedy.getByRole('group', { name: 'Conflicting change: you decide' });
    await expect(marker).toContainText('Katherine Johnson also changed this clause, to: department equals Marketing');
    await expect(clauseValue(hedy, 1)).toHaveValue('Support');
    await expectNoAxeViolations(hedy);
    await save(hedy);
    await expect(hedy.getByRole('alert')).toContainText('Choose a side for each before saving');
    await expect(marker).toBeFocused();

    await marker.getByRole('button', { name: 'Use theirs' }).click();
    await expect(clauseValue(hedy, 1)).toHaveValue('Marketing');
    await expect(marker).toHaveCount(0);
    await clauseValue(hedy, 1).fill('Marketing and Support');
    await save(hedy);
    await saved(hedy);
    const stored = await storedValues(hedy, id);
    expect(stored.values[0]).toBe('Marketing and Support');
    expect(stored.name).toMatch(/^Katherine’s/);
    await close();
  });

  test('"load their version" keeps the edits aside, ready to re-apply', async ({ browser, baseURL }) => {
    const { hedy, katherine, id, close } = await twoEditors(browser, baseURL);
    await clauseValue(katherine, 3).fill('leaver');
    await save(katherine);
    await saved(katherine);

    await clauseValue(hedy, 2).fill('Lead');
    await save(hedy);
    await hedy.getByRole('button', { name: 'Load their version, keep my edits aside' }).click();
    await expect(clauseValue(hedy, 2)).toHaveValue('Head');
    await expect(clauseValue(hedy, 3)).toHaveValue('leaver');
    await expect(hedy.getByText('Your earlier edits are set aside')).toBeVisible();
    await hedy.getByRole('button', { name: 'Re-apply my edits' }).click();
    await expect(clauseValue(hedy, 2)).toHaveValue('Lead');
    await expect(clauseValue(hedy, 3)).toHaveValue('leaver');
    await save(hedy);
    await saved(hedy);
    expect((await storedValues(hedy, id)).values).toEqual(['Sales', 'Lead', 'leaver']);
    await close();
  });

  test('a draft restored after a reload still meets the conflict dialog when the segment moved on', async ({
    browser,
    baseURL,
  }) => {
    const { hedy, katherine, id, close } = await twoEditors(browser, baseURL);
    await clauseValue(hedy, 2).fill('Chief');
    await expectDraftKept(hedy, 'Chief');
    await clauseValue(katherine, 1).fill('Legal');
    await save(katherine);
    await saved(katherine);

    hedy.once('dialog', (dialog) => void dialog.accept());
    await hedy.reload();
    await expect(hedy.getByText('Your unsaved edits were restored')).toBeVisible();
    await expect(hedy.getByText(/The segment has changed since/)).toBeVisible();
    await expect(clauseValue(hedy, 2)).toHaveValue('Chief');
    await expect(clauseValue(hedy, 1)).toHaveValue('Sales');
    await save(hedy);
    await hedy.getByRole('dialog').getByRole('button', { name: 'Re-apply my edits' }).click();
    await save(hedy);
    await saved(hedy);
    expect((await storedValues(hedy, id)).values).toEqual(['Legal', 'Chief', 'active']);
    await close();
  });

  test('a newer version saved while editing is announced, and can be reviewed before saving', async ({
    browser,
    baseURL,
  }) => {
    const { hedy, katherine, close } = await twoEditors(browser, baseURL);
    await clauseValue(katherine, 1).fill('Finance');
    await save(katherine);
    await saved(katherine);
    await clauseValue(hedy, 3).fill('pre_start');
    // Coming back to the tab checks for a newer version in the background.
    await hedy.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(hedy.getByText('Katherine Johnson saved a newer version')).toBeVisible();
    await hedy.getByRole('button', { name: 'Review the changes' }).click();
    await expect(hedy.getByRole('dialog')).toContainText('department equals Finance');
    await close();
  });
});

test('with nothing edited, a newer version simply replaces the one on screen', async ({ browser, baseURL }) => {
  const { hedy, katherine, close } = await twoEditors(browser, baseURL);
  await clauseValue(katherine, 2).fill('Principal');
  await save(katherine);
  await saved(katherine);
  await hedy.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(hedy.getByText('Katherine Johnson saved a newer version; it is shown here.')).toBeVisible();
  await expect(clauseValue(hedy, 2)).toHaveValue('Principal');
  await clauseValue(hedy, 1).fill('Partners');
  await save(hedy);
  await saved(hedy);
  await close();
});

test('with nothing edited, the dialog only offers the latest version', async ({ browser, baseURL }) => {
  const { hedy, katherine, close } = await twoEditors(browser, baseURL);
  await clauseValue(katherine, 1).fill('Ops');
  await save(katherine);
  await saved(katherine);
  await save(hedy);
  const dialog = hedy.getByRole('dialog', { name: 'This segment changed since you opened it' });
  await expect(dialog).toContainText('You had not changed anything yet.');
  await expect(dialog.getByRole('button', { name: /Re-apply/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(clauseValue(hedy, 1)).toHaveValue('Ops');
  await expect(hedy.getByText('Your earlier edits are set aside')).toHaveCount(0);
  await close();
});

test('the conflict dialog works with the keyboard alone', async ({ browser, baseURL }) => {
  const { hedy, katherine, close } = await twoEditors(browser, baseURL);
  await clauseValue(katherine, 2).fill('VP');
  await save(katherine);
  await saved(katherine);
  await clauseValue(hedy, 1).fill('Sales EMEA');
  await clauseValue(hedy, 1).press('Enter');
  const dialog = hedy.getByRole('dialog', { name: 'This segment changed since you opened it' });
  await expect(dialog.getByRole('button', { name: 'Re-apply my edits' })).toBeFocused();
  await hedy.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(clauseValue(hedy, 1)).toHaveValue('Sales EMEA');
  await clauseValue(hedy, 1).press('Enter');
  await expect(dialog.getByRole('button', { name: 'Re-apply my edits' })).toBeFocused();
  await hedy.keyboard.press('Enter');
  await expect(clauseValue(hedy, 2)).toHaveValue('VP');
  await expect(clauseValue(hedy, 1)).toHaveValue('Sales EMEA');
  await close();
});
