import { expect, test, type Page, type Request } from '@playwright/test';
import { expireSession, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectDraftKept } from './support/drafts';

interface Clause {
  left: { kind: string; value: string };
  operator: string;
  values: { kind: string; value: string }[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const attribute = (value: string) => ({ kind: 'worker_attribute', value });
const text = (value: string) => ({ kind: 'literal', value });
const clause = (left: string, operator: string, ...values: string[]): Clause => ({
  left: attribute(left),
  operator,
  values: values.map(text),
});

/** Creates a segment through the API, as the signed-in user of `page`. */
async function createSegment(
  page: Page,
  body: { name: string; clauses?: Clause[]; scope?: string; match?: string; includedWorkerIds?: string[] },
) {
  return page.evaluate(async (segment) => {
    const response = await fetch('/api/segments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'rule_based', match: 'all', clauses: [], ...segment }),
    });
    const json = (await response.json()) as { result: { id: string } };
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(json)}`);
    return { id: json.result.id, etag: response.headers.get('ETag')! };
  }, body);
}

async function readSegment(page: Page, id: string) {
  return page.evaluate(async (segmentId) => {
    const response = await fetch(`/api/segments/${segmentId}`);
    const json = (await response.json()) as {
      result: { name: string; clauses: Clause[]; includedWorkerIds: string[]; excludedWorkerIds: string[] };
    };
    return { ...json.result, etag: response.headers.get('ETag') };
  }, id);
}

const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });
const clauseValue = (page: Page, n: number) => page.getByRole('combobox', { name: `Clause ${n} value`, exact: true });
const isSegmentWrite = (request: Request, method: string) =>
  request.method() === method && /\/api\/segments(\/|$)/.test(new URL(request.url()).pathname);

test.describe('segments list', () => {
  test('is where HR staff land, with name, scope, match, clauses and last change', async ({ page }) => {
    await signIn(page, 'hr');
    await expect(page).toHaveURL(/\/segments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    // The seeded segments, each found by name: the other tests add segments meanwhile, which can take
    // the first page.
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('Finance and legal');
    const row = page.getByRole('row', { name: /Finance and legal/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Rule-based');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Any clause');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toContainText('by Grace Hopper');
    await search.fill('Board observers');
    await expect(
      page
        .getByRole('row', { name: /Board observers/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('Manual');
  });

  test('searches by name, keeps the search in the address, and says when nothing matches', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('sales');
    await expect(page).toHaveURL(/\?q=sales/);
    await expect(page.getByRole('link', { name: 'Sales leadership' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All engineers' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('sales');
    await expect(page.getByRole('link', { name: 'Sales leadership' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzz no such segment');
    await expect(page.getByRole('heading', { name: 'No segment name contains “zzz no such segment”' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByRole('link', { name: 'All engineers' })).toBeVisible();
  });

  test('pages with the cursor kept in the address, forward and back', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const prefix = `Paged ${unique()}`;
    for (let i = 1; i <= 27; i += 1) {
      await createSegment(page, {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        clauses: [clause('department', 'equals', 'Sales')],
      });
    }
    await page.goto(`/segments?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByText('Showing 1–25 of 27')).toBeVisible();
    await expect(page.getByRole('link', { name: `${prefix} 25` })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page.getByText('Showing 26–27 of 27')).toBeVisible();
    await expect(page.getByRole('link', { name: `${prefix} 27` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('link', { name: `${prefix} 26` })).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('link', { name: `${prefix} 01` })).toBeVisible();
    await expect(page).not.toHaveURL(/cursor=/);

    // Opened directly on page 2, the list offers the first page.
    await page.goBack();
    await expect(page.getByRole('link', { name: `${prefix} 27` })).toBeVisible();
  });

  test('explains a cursor that is no longer valid', async ({ page }) => {
    await signIn(page, 'hr', '/segments?cursor=not-a-real-cursor');
    await expect(page.getByRole('heading', { name: 'This page of results is no longer available' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page.getByRole('link', { name: 'All engineers' })).toBeVisible();
  });

  test('says so in place when the role lacks access', async ({ page }) => {
    await signIn(page, 'finance', '/segments');
    await expect(page.getByRole('heading', { name: 'You lack permission to see segments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New segment' })).toHaveCount(0);
  });

  test('shows a failure with a way to try again', async ({ page }) => {
    await signIn(page, 'hr', '/org-chart');
    let failing = true;
    await page.route('**/api/segments?**', (route) =>
      failing
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              result: null,
              errors: [{ errorCode: 'validation_error', errorMessage: 'q is too long.', target: 'q' }],
            }),
          })
        : route.continue(),
    );
    await page.getByRole('link', { name: 'Segments' }).first().click();
    await expect(page.getByRole('alert')).toContainText('Check the field “q”: the value is not valid.');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: 'All engineers' })).toBeVisible();
  });
});

test.describe('creating a segment', () => {
  test('builds clauses, values and workers, and opens the saved segment', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    await page.getByRole('link', { name: 'New segment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New segment' })).toBeVisible();
    const name = `Sales and legal ${unique()}`;
    await nameInput(page).fill(name);
    await expect(page.getByText(`${[...name].length} / 200`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Clause 1 left side', exact: true }).fill('department');
    await clauseValue(page, 1).fill('Sales');
    await page.getByRole('button', { name: 'Add clause' }).click();
    await expect(page.getByRole('combobox', { name: 'Clause 2 left side', exact: true })).toBeFocused();
    await page.keyboard.type('jobTitle');
    await page.getByRole('combobox', { name: 'Clause 2 operator' }).selectOption('in');
    const add = page.getByRole('combobox', { name: 'Add clause 2 value' });
    await add.fill('Head of Sales');
    await add.press('Enter');
    await add.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Director\nCounsel, Legal');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const chips = page.getByRole('list', { name: 'Clause 2 values' });
    await expect(chips.getByRole('listitem')).toHaveText(['Head of Sales', 'Director', 'Counsel, Legal']);
    await page.getByRole('radio', { name: 'Any clause' }).check();
    await expect(page.locator('#rule-sentence')).toHaveText(
      'Workers matching ANY of: department equals Sales, jobTitle is one of (Head of Sales, Director, “Counsel, Legal”).',
    );

    const picker = page.getByRole('combobox', { name: 'Add a worker to include' });
    await picker.fill('Morgan');
    await expect(page.getByRole('option', { name: /Morgan Reyes/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await picker.press('Enter');
    await expect(picker).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Included workers' })).toContainText('Morgan Reyes');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create segment' }).click();
    await expect(page.getByText('Segment created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/segments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('list', { name: 'Included workers' })).toContainText('Morgan Reyes');
    await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();

    await page.getByRole('link', { name: 'Segments', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  });

  test('checks the form before sending anything, and marks each wrong field', async ({ page }) => {
    await signIn(page, 'hr', '/segments/new');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (isSegmentWrite(request, 'POST')) writes.push(request.url());
    });
    await nameInput(page).fill('abc');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expect(page.getByText('The name needs at least 4 characters (it has 3).')).toBeVisible();
    await expect(nameInput(page)).toBeFocused();
    await expect(nameInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Choose or type a worker attribute.')).toBeVisible();
    await expect(page.getByText('Enter a value.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Clause 1 left side', exact: true }).fill('job title');
    await expect(page.getByText(/Use a field path such as department/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Clause 1 operator' }).selectOption('in');
    await expect(page.getByText('“is one of” needs at least one value.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove clause 1' }).click();
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expect(
      page.getByText('Add at least one clause: a rule-based segment selects workers by its clauses.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(writes).toEqual([]);
  });

  test('puts a name already taken on the name field', async ({ page }) => {
    await signIn(page, 'hr', '/segments/new');
    await nameInput(page).fill('All engineers');
    await page.getByRole('combobox', { name: 'Clause 1 left side', exact: true }).fill('department');
    await clauseValue(page, 1).fill('Engineering');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expect(
      page.getByText('Another segment is already named “All engineers”. Choose a different name.'),
    ).toBeVisible();
    await expect(nameInput(page)).toBeFocused();
    await expect(page).toHaveURL(/\/segments\/new$/);
  });
});

test.describe('editing a segment', () => {
  test('saves twice in a row, the second time with the ETag of the first save', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Twice ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    const ifMatch: string[] = [];
    const etags: string[] = [];
    page.on('request', (request) => {
      if (isSegmentWrite(request, 'PUT')) ifMatch.push(request.headers()['if-match'] ?? '');
    });
    page.on('response', (response) => {
      if (isSegmentWrite(response.request(), 'PUT')) etags.push(response.headers().etag ?? '');
    });
    await page.goto(`/segments/${created.id}`);

    await clauseValue(page, 1).fill('Marketing');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();

    await clauseValue(page, 1).fill('Support');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();

    expect(ifMatch).toEqual([created.etag, etags[0]]);
    expect(etags[0]).not.toBe(created.etag);
    const stored = await readSegment(page, created.id);
    expect(stored.clauses[0]!.values).toEqual([text('Support')]);
    expect(stored.etag).toBe(etags[1]);
  });

  test('sends one request per click and disables saving while it is pending', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Slow ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    await page.goto(`/segments/${created.id}`);
    let puts = 0;
    // The save's answer waits until the second click has been made.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/segments/${created.id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts += 1;
      await answered;
      await route.continue();
    });
    await clauseValue(page, 1).fill('Ops');
    await saveButton(page).click();
    await expect(saveButton(page)).toBeDisabled();
    await saveButton(page).click({ force: true });
    answer();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
    expect(puts).toBe(1);
  });

  test('flags unknown pasted ids before saving, and puts a missing worker from the service on its list', async ({
    page,
  }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Workers ${unique()}`,
      scope: 'manual',
      includedWorkerIds: ['wrk_0002'],
    });
    await page.goto(`/segments/${created.id}`);
    const included = page.getByRole('list', { name: 'Included workers' });
    await expect(included.getByRole('listitem')).not.toContainText(['wrk_0002 Looking up…']);
    await page
      .getByRole('region', { name: /^Included workers/ })
      .getByRole('button', { name: 'Paste a list of ids' })
      .click();
    await page.getByRole('textbox', { name: 'Worker ids to include' }).fill('wrk_0003, wrk_9999\nwrk_0002');
    await page.getByRole('button', { name: 'Add ids' }).click();
    await expect(page.getByText('Added 2 ids; 1 already listed.')).toBeVisible();
    await expect(included.getByRole('listitem').filter({ hasText: 'wrk_9999' })).toContainText('Unknown id');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This id names no worker in this workspace: wrk_9999' }),
    ).toBeVisible();

    let puts = 0;
    page.on('request', (request) => {
      if (isSegmentWrite(request, 'PUT')) puts += 1;
    });
    await saveButton(page).click();
    await expect(page.getByText('Remove the id that names no worker: wrk_9999.')).toBeVisible();
    expect(puts).toBe(0);
    await page.getByRole('button', { name: 'Remove unknown ids' }).click();
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
    expect((await readSegment(page, created.id)).includedWorkerIds).toEqual(['wrk_0002', 'wrk_0003']);

    // A worker gone between the check and the save: the service's answer lands on the list.
    await page.route('**/api/workers?ids=*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [{ id: 'wrk_gone', name: 'Gone Worker', jobTitle: null, department: null, lifecycleStage: null }],
          errors: [],
          pagination: { nextCursor: null, limit: 200, hasMore: false, total: 1 },
        }),
      }),
    );
    const excluded = page.getByRole('region', { name: /^Excluded workers/ });
    await excluded.getByRole('button', { name: 'Paste a list of ids' }).click();
    await excluded.getByRole('textbox', { name: 'Worker ids to exclude' }).fill('wrk_gone');
    await excluded.getByRole('button', { name: 'Add ids' }).click();
    await expect(page.getByRole('list', { name: 'Excluded workers' })).toContainText('Gone Worker');
    await saveButton(page).click();
    await expect(page.getByText('No worker has the id wrk_gone. Remove it before saving.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Excluded workers' })).toContainText('Unknown id');
  });

  test('shows an invalid_segment from the service on the clause it names', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Server rule ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales'), clause('jobTitle', 'contains', 'Head')],
    });
    await page.goto(`/segments/${created.id}`);
    await page.route(`**/api/segments/${created.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              result: null,
              errors: [
                {
                  errorCode: 'invalid_segment',
                  errorMessage: 'This value is not allowed here.',
                  target: 'clauses.1.values.0.value',
                },
              ],
            }),
          })
        : route.continue(),
    );
    await clauseValue(page, 2).fill('Chief');
    await saveButton(page).click();
    await expect(clauseValue(page, 2)).toHaveAttribute('aria-invalid', 'true');
    await expect(clauseValue(page, 2)).toBeFocused();
    await expect(page.getByRole('listitem').filter({ has: clauseValue(page, 2) })).toContainText(
      'This value is not allowed here.',
    );
    await expect(clauseValue(page, 1)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('explains a refused If-Match as a console bug, and a server failure, keeping the edits', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `If-Match ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    await page.goto(`/segments/${created.id}`);
    let answer = { status: 428, code: 'precondition_required' };
    await page.route(`**/api/segments/${created.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: answer.status,
            contentType: 'application/json',
            body: JSON.stringify({ result: null, errors: [{ errorCode: answer.code, errorMessage: 'x' }] }),
          })
        : route.continue(),
    );
    await clauseValue(page, 1).fill('Edited value');
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('bug in the console');
    answer = { status: 400, code: 'invalid_if_match' };
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('bug in the console');
    answer = { status: 500, code: 'internal_error' };
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Not saved\. The service had a problem: Try again in a moment\.( Reference: \S+\.)? Your edits are kept\.$/,
    );
    await expect(clauseValue(page, 1)).toHaveValue('Edited value');
    await expectNoAxeViolations(page);
  });

  test('reorders, duplicates and removes clauses with the keyboard, with undo', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Keys ${unique()}`,
      clauses: [
        clause('department', 'equals', 'A'),
        clause('department', 'equals', 'B'),
        clause('department', 'equals', 'C'),
      ],
    });
    await page.goto(`/segments/${created.id}`);
    const values = async () => Promise.all([1, 2, 3].map((n) => clauseValue(page, n).inputValue()));

    await clauseValue(page, 3).focus();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await values()).toEqual(['A', 'C', 'B']);
    await expect(clauseValue(page, 2)).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await values()).toEqual(['C', 'A', 'B']);

    await page.getByRole('button', { name: 'Move clause 1 down' }).focus();
    await page.keyboard.press('Enter');
    expect(await values()).toEqual(['A', 'C', 'B']);
    await expect(page.getByRole('button', { name: 'Move clause 2 down' })).toBeFocused();

    await page.getByRole('button', { name: 'Duplicate clause 1' }).click();
    await expect(page.getByRole('combobox', { name: 'Clause 2 left side', exact: true })).toBeFocused();
    expect(await Promise.all([1, 2, 3, 4].map((n) => clauseValue(page, n).inputValue()))).toEqual(['A', 'A', 'C', 'B']);

    await page.getByRole('button', { name: 'Remove clause 3' }).click();
    await expect(page.getByText('Removed clause 3: department equals C.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove clause 3' })).toBeFocused();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await Promise.all([1, 2, 3, 4].map((n) => clauseValue(page, n).inputValue()))).toEqual(['A', 'A', 'C', 'B']);
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
    expect((await readSegment(page, created.id)).clauses.map((c) => c.values[0]!.value)).toEqual(['A', 'A', 'C', 'B']);
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Guard ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    await page.goto(`/segments/${created.id}`);
    await nameInput(page).fill(`Guarded ${unique()}`);
    await page.getByRole('link', { name: 'Org chart' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(created.id));
    await expect(nameInput(page)).toHaveValue(/^Guarded/);
    await page.getByRole('link', { name: 'Org chart' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/org-chart$/);
  });

  test('keeps the edit through a 401 and the sign-in that follows', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Expiry ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    await page.goto(`/segments/${created.id}`);
    await clauseValue(page, 1).fill('Typed before expiry');
    await expireSession(page);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: 'Hedy Lamarr (HR editor)' }).click();
    await expect(page).toHaveURL(new RegExp(`/segments/${created.id}$`));
    await expect(page.getByText('Your unsaved edits were restored')).toBeVisible();
    await expect(clauseValue(page, 1)).toHaveValue('Typed before expiry');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
    expect((await readSegment(page, created.id)).clauses[0]!.values).toEqual([text('Typed before expiry')]);
    await page.reload();
    await expect(page.getByText('Your unsaved edits were restored')).toHaveCount(0);
  });

  test('restores a draft after a reload, and lets the user discard it', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const created = await createSegment(page, {
      name: `Reload ${unique()}`,
      clauses: [clause('department', 'equals', 'Sales')],
    });
    await page.goto(`/segments/${created.id}`);
    await clauseValue(page, 1).fill('Draft value');
    await expectDraftKept(page, 'Draft value');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText('Your unsaved edits were restored')).toBeVisible();
    await expect(clauseValue(page, 1)).toHaveValue('Draft value');
    await page.getByRole('button', { name: 'Discard my edits' }).click();
    await expect(clauseValue(page, 1)).toHaveValue('Sales');
    await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();
  });

  test('offers to save the edits as a new segment when someone deleted it meanwhile', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const name = `Deleted meanwhile ${unique()}`;
    const created = await createSegment(page, { name, clauses: [clause('department', 'equals', 'Sales')] });
    await page.goto(`/segments/${created.id}`);
    await clauseValue(page, 1).fill('Kept edit');
    await page.evaluate(async (id) => {
      await fetch(`/api/segments/${id}`, { method: 'DELETE' });
    }, created.id);
    await saveButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This segment no longer exists' })).toBeVisible();
    await expect(clauseValue(page, 1)).toHaveValue('Kept edit');
    await page.getByRole('button', { name: 'Save as a new segment' }).click();
    await expect(page.getByText('Saved as a new segment.')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(created.id));
    await expect(clauseValue(page, 1)).toHaveValue('Kept edit');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('deletes behind a confirmation, and explains a segment a policy uses', async ({ page }) => {
    await signIn(page, 'hr', '/segments');
    const name = `Delete me ${unique()}`;
    const created = await createSegment(page, { name, clauses: [clause('department', 'equals', 'Sales')] });
    await page.goto(`/segments/${created.id}`);
    await page.getByRole('button', { name: 'Delete segment' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${name}”?` });
    await expect(dialog.getByRole('button', { name: 'Keep the segment' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete segment' }).click();
    await expect(page).toHaveURL(/\/segments$/);
    await expect(page.getByText(`Deleted “${name}”.`)).toBeVisible();

    await page.getByRole('link', { name: 'All engineers' }).click();
    await page.getByRole('button', { name: 'Delete segment' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete segment' }).click();
    await expect(page.getByRole('alertdialog').getByRole('alert')).toContainText(
      'is used by a policy, so it cannot be deleted',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await expect(nameInput(page)).toHaveValue('All engineers');
  });

  test('passes axe in dark mode too, with a clause error and the delete dialog open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'hr', '/segments');
    await expectNoAxeViolations(page);
    const created = await createSegment(page, {
      name: `Dark ${unique()}`,
      clauses: [clause('department', 'in', 'Sales', 'Legal'), clause('jobTitle', 'contains', 'Head')],
      includedWorkerIds: ['wrk_0001'],
    });
    await page.goto(`/segments/${created.id}`);
    await expect(page.getByRole('list', { name: 'Included workers' })).toContainText('Morgan Reyes');
    await clauseValue(page, 2).fill('');
    await saveButton(page).click();
    await expect(page.getByText('Enter a value.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete segment' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
