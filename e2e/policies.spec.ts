import { expect, test, type Page } from '@playwright/test';
import { expireSession, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The demo workspace's policies: "Engineering access" has 4 revisions (by Ada, Grace, Hedy, Grace),
// "Legacy import" carries <script> and <img onerror> in its source, and "Generated routing table"
// has about 10,000 lines in each of its 2 revisions.
const ENGINEERING = '/policies/pol_engineering_access';
const ROUTING = '/policies/pol_generated_routing_table';

const sourceRegion = (page: Page) => page.getByRole('region', { name: /^Source of revision/ });
const historyLink = (page: Page, revision: number) =>
  page.getByRole('region', { name: 'History' }).getByRole('link', { name: new RegExp(`^Revision ${revision}\\b`) });

/** The page's own header (title, revision, author), not the console's top bar. */
const pageHeader = (page: Page) => page.getByRole('main').locator('header');

async function openPolicy(page: Page, path: string, who: Parameters<typeof signIn>[1] = 'hr') {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('policies', () => {
  test('the list shows each policy with its latest revision, who changed it and when', async ({ page }) => {
    await openPolicy(page, '/policies');
    await expect(page).toHaveTitle(/Policies/);
    const table = page.getByRole('table', { name: 'Policies, by name' });
    await expect(table.getByRole('row')).toHaveCount(6);
    const engineering = table.getByRole('row', { name: /Engineering access/ });
    await expect(engineering).toContainText('4');
    await expect(engineering).toContainText('Grace Hopper');
    await expect(engineering.locator('time')).toHaveAttribute('title', /UTC/);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('legacy');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: 'Legacy import' }).click();
    await expect(page).toHaveURL(/\/policies\/pol_legacy_import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legacy import' })).toBeVisible();
  });

  test('a policy opens on its latest revision with author, exact time and history', async ({ page }) => {
    await openPolicy(page, ENGINEERING);
    await expect(page.getByRole('heading', { level: 1, name: 'Engineering access' })).toBeVisible();
    await expect(page.getByText('Revision 4 of 4')).toBeVisible();
    await expect(pageHeader(page).getByText('Grace Hopper')).toBeVisible();
    await expect(sourceRegion(page)).toContainText('policy "Engineering access" {');
    await expect(sourceRegion(page)).toContainText('revision    = 4');

    const time = pageHeader(page).locator('time');
    await time.hover();
    await expect(page.getByRole('tooltip')).toContainText('UTC');

    for (const [revision, author] of [
      [4, 'Grace Hopper'],
      [3, 'Hedy Lamarr'],
      [2, 'Grace Hopper'],
      [1, 'Ada Lovelace'],
    ] as const) {
      await expect(historyLink(page, revision)).toContainText(author);
    }
    await expect(historyLink(page, 4)).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('history navigation: previous and next, the history list, jumping to a number, and shortcuts', async ({
    page,
  }) => {
    await openPolicy(page, ENGINEERING);
    await expect(page.getByRole('button', { name: 'Next revision' })).toBeDisabled();

    await page.getByRole('link', { name: 'Previous revision' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3$`));
    await expect(page.getByText('Revision 3 of 4')).toBeVisible();
    await expect(sourceRegion(page)).toContainText('revision    = 3');
    await expect(historyLink(page, 3)).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('[');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/2$`));
    await expect(sourceRegion(page)).toContainText('revision    = 2');
    await page.keyboard.press(']');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3$`));

    await historyLink(page, 1).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/1$`));
    await expect(page.getByRole('button', { name: 'Previous revision' })).toBeDisabled();

    await page.keyboard.press('g');
    const jump = page.getByRole('textbox', { name: 'Go to revision' });
    await expect(jump).toBeFocused();
    await jump.fill('12');
    await jump.press('Enter');
    await expect(page.getByText('Revisions run from 1 to 4.')).toBeVisible();
    await jump.fill('4');
    await jump.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/4$`));
    await expect(page.getByText('Revision 4 of 4')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/1$`));
    await expect(sourceRegion(page)).toContainText('revision    = 1');
  });

  test('the shortcuts are listed in a dialog and ignored while typing', async ({ page }) => {
    await openPolicy(page, `${ENGINEERING}/revisions/2`);
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Previous \(older\) revision/ })).toContainText('[');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Highlight lines' }).fill('c[');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/2$`));
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();
  });

  test('compare: by default against the revision before, unified and side by side, with word highlights and folds', async ({
    page,
  }) => {
    await openPolicy(page, ENGINEERING);
    await page.getByRole('link', { name: /^Changes/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}\\?compare=3$`));
    const changes = page.getByRole('region', { name: 'Changes from revision 3 to revision 4' });
    await expect(changes.getByRole('deletion').first()).toHaveText('3');
    await expect(changes.getByRole('insertion').first()).toHaveText('4');
    await expect(changes).toContainText('Added: ');
    await expect(page.getByText('11 lines added, 2 removed')).toBeAttached();
    await expect(historyLink(page, 3)).toContainText('Compared with');
    await expectNoAxeViolations(page);

    const fold = changes.getByRole('button', { name: 'Show 13 unchanged lines (lines 19–31)' });
    await expect(changes.getByRole('link', { name: 'Line 19', exact: true })).toHaveCount(0);
    await fold.click();
    await expect(fold).toHaveCount(0);
    await expect(changes.getByRole('link', { name: 'Line 19', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Side by side' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}\\?compare=3&view=split$`));
    const split = page.getByRole('region', { name: 'Changes from revision 3 to revision 4' });
    await expect(split.getByRole('deletion').first()).toHaveText('3');
    // Read again until both sides are laid out: the rows can be redrawn between two reads.
    await expect(async () => {
      const deletionBox = await split.getByRole('deletion').first().boundingBox();
      const insertionBox = await split.getByRole('insertion').first().boundingBox();
      expect(deletionBox).not.toBeNull();
      expect(insertionBox).not.toBeNull();
      expect(Math.abs(deletionBox!.y - insertionBox!.y)).toBeLessThan(4);
      expect(insertionBox!.x).toBeGreaterThan(deletionBox!.x + 100);
    }).toPass();
    await expectNoAxeViolations(page);

    await page.keyboard.press('v');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}\\?compare=3$`));
    await page.keyboard.press('c');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}$`));
    await expect(sourceRegion(page)).toBeVisible();
  });

  test('compare any two revisions, the first against the empty text, and step through changes', async ({ page }) => {
    await openPolicy(page, `${ENGINEERING}/revisions/4?compare=3`);
    await page.getByRole('combobox', { name: 'From' }).selectOption('1');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/4\\?compare=1$`));
    await expect(page.getByRole('region', { name: 'Changes from revision 1 to revision 4' })).toContainText(
      'security-champions',
    );

    await page.getByRole('button', { name: /Swap/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/1\\?compare=4$`));
    await expect(page.getByRole('region', { name: 'Changes from revision 4 to revision 1' })).toBeVisible();

    await page.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Empty (before revision 1)' });
    const fromEmpty = page.getByRole('region', { name: 'Changes from the empty text to revision 1' });
    await expect(fromEmpty.getByRole('link', { name: 'Line 1', exact: true })).toBeVisible();
    await expect(fromEmpty).toContainText('Added: policy "Engineering access" {');

    await page.keyboard.press(']');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/2\\?compare=1$`));
    await expect(page.getByRole('region', { name: 'Changes from revision 1 to revision 2' })).toContainText('datadog');
  });

  test('permalink round trip: revision, comparison and highlighted lines survive a copy and reopen', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPolicy(page, `${ENGINEERING}?compare=2`);
    await page.getByRole('link', { name: 'Side by side' }).click();
    const changes = page.getByRole('region', { name: 'Changes from revision 2 to revision 4' });
    await changes.getByRole('link', { name: 'Line 10', exact: true }).click();
    await changes.getByRole('link', { name: 'Line 12', exact: true }).click({ modifiers: ['Shift'] });
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}\\?compare=2&view=split#L10-L12$`));
    await expect(page.getByText('Highlighting lines 10–12.')).toBeVisible();
    await expect(changes.locator('mark')).toHaveCount(3);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search + new URL(link).hash).toBe(
      `${ENGINEERING}/revisions/4?compare=2&view=split#L10-L12`,
    );

    // Someone else opens it.
    const other = await browser.newContext();
    const reader = await other.newPage();
    await signIn(reader, 'admin', new URL(link).pathname + new URL(link).search + new URL(link).hash);
    await expect(reader).toHaveURL(link);
    const reopened = reader.getByRole('region', { name: 'Changes from revision 2 to revision 4' });
    await expect(reopened.locator('mark')).toHaveCount(3);
    await expect(reopened.locator('mark').first()).toBeInViewport();
    await expect(reader.getByRole('combobox', { name: 'From' })).toHaveValue('2');
    await expect(reader.getByRole('link', { name: 'Side by side' })).toHaveAttribute('aria-current', 'page');
    await other.close();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}\\?compare=2&view=split$`));
  });

  test('a policy containing HTML and script shows it as text and never runs it', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openPolicy(page, '/policies/pol_legacy_import');
    const source = sourceRegion(page);
    await expect(source).toContainText(`note = "<script>alert('xss')</script>"`);
    await expect(source).toContainText('# raw: <img src=x onerror="alert(1)">');
    await expect(source.locator('script, img')).toHaveCount(0);
    await page.getByRole('link', { name: /^Changes/ }).click();
    const changes = page.getByRole('region', { name: 'Changes from revision 1 to revision 2' });
    await expect(changes).toContainText('avatar_html = "<img src=x onerror=\\"alert(1)\\">"');
    await expect(changes.locator('script, img')).toHaveCount(0);
    await page.getByRole('link', { name: 'Side by side' }).click();
    const sideBySide = page.getByRole('region', { name: 'Changes from revision 1 to revision 2' });
    await expect(sideBySide).toContainText('<img src=x onerror="alert(1)">');
    await expect(sideBySide.locator('script, img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a revision that does not exist, and a policy that does not exist, have clear states', async ({ page }) => {
    await openPolicy(page, `${ENGINEERING}/revisions/99`);
    await expect(page.getByRole('heading', { level: 1, name: 'Revision not found' })).toBeVisible();
    await expect(
      page.getByText('“Engineering access” has no revision 99. Its revisions run from 1 to 4.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Open the latest revision (4)' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}$`));
    await expect(page.getByText('Revision 4 of 4')).toBeVisible();

    await page.goto(`${ENGINEERING}/revisions/abc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Revision not found' })).toBeVisible();

    await page.goto('/policies/pol_does_not_exist/revisions/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Policy not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'See all policies' }).click();
    await expect(page).toHaveURL(/\/policies$/);

    await page.goto(`${ENGINEERING}/revisions/4?compare=40`);
    await expect(page.getByText('Revision 40 does not exist, so there is nothing to compare with.')).toBeVisible();
    await page.getByRole('link', { name: 'Compare with the previous revision' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/4\\?compare=3$`));
  });

  test('a 10,000-line source stays virtual: the highlighted range from the URL is scrolled into view', async ({
    page,
  }) => {
    await openPolicy(page, `${ROUTING}/revisions/2#L9000-L9002`);
    const source = page.getByRole('region', { name: /^Source of revision 2, 10,000 lines$/ });
    await expect(source.locator('mark')).toHaveCount(3);
    await expect(source.locator('mark').first()).toBeInViewport();
    await expect(source.locator('mark').first()).toContainText('route "cc-18994"');
    expect(await source.getByRole('link', { name: /^Line \d+$/ }).count()).toBeLessThan(200);

    await source.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(source.getByRole('link', { name: 'Line 10000', exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Highlight lines' }).fill('12');
    await page.getByRole('button', { name: 'Highlight', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTING}/revisions/2#L12$`));
    await expect(source.locator('mark')).toBeInViewport();

    await page.getByRole('link', { name: /^Changes/ }).click();
    const changes = page.getByRole('region', { name: 'Changes from revision 1 to revision 2' });
    await expect(changes.getByRole('insertion').first()).toBeVisible();
    await expect(page.getByText('324 lines added, 324 removed')).toBeAttached();
    await expect(changes.locator('mark')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a role without policies:read is told so in place', async ({ page }) => {
    await openPolicy(page, '/policies', 'finance');
    await expect(page.getByRole('alert')).toContainText('You lack permission to see policies');
    await expectNoAxeViolations(page);
    await page.goto(ENGINEERING);
    await expect(page.getByRole('alert')).toContainText('You lack permission to see policies');
  });

  test('member names refused: authors show as their user ids', async ({ page }) => {
    await page.route('**/api/members*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ result: null, errors: [{ errorCode: 'forbidden', errorMessage: 'No' }] }),
      }),
    );
    await openPolicy(page, `${ENGINEERING}/revisions/3`);
    await expect(sourceRegion(page)).toBeVisible();
    await expect(historyLink(page, 3)).toContainText('usr_hedy');
    await expect(pageHeader(page)).toContainText('usr_hedy');
  });

  test('failures: a malformed revision, a server error on the history, a slow network', async ({ page }) => {
    await signIn(page, 'hr');
    let malformed = true;
    // The retry's answer waits until the test has seen the loading state.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/policies/pol_offboarding/revisions/2', async (route) => {
      if (malformed)
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"result":{"number":"two"},"errors":[]}',
        });
      await answered;
      return route.continue();
    });
    await page.goto('/policies/pol_offboarding/revisions/2');
    await expect(page.getByRole('heading', { name: 'Unexpected response' })).toBeVisible();
    malformed = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Loading revision 2…')).toBeVisible();
    answer();
    await expect(sourceRegion(page)).toContainText('policy "Offboarding"');

    await page.route('**/api/policies/pol_payroll_export/revisions?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ result: null, errors: [{ errorCode: 'internal_error', errorMessage: 'Boom' }] }),
      }),
    );
    await page.goto('/policies/pol_payroll_export');
    await expect(sourceRegion(page)).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('alert')).toContainText('The service had a problem', { timeout: 20_000 });
    await page.unroute('**/api/policies/pol_payroll_export/revisions?*');
    await history.getByRole('button', { name: 'Try again' }).click();
    await expect(historyLink(page, 1)).toBeVisible();
  });

  test('an expired session signs in again and comes back to the same revision, comparison and lines', async ({
    page,
  }) => {
    await openPolicy(page, `${ENGINEERING}/revisions/2`);
    await expect(sourceRegion(page)).toBeVisible();
    await expireSession(page);
    await page.goto(`${ENGINEERING}/revisions/3?compare=1#L5-L6`);
    await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: 'Hedy Lamarr (HR editor)' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3\\?compare=1#L5-L6$`));
    await expect(
      page.getByRole('region', { name: 'Changes from revision 1 to revision 3' }).locator('mark'),
    ).toHaveCount(2);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openPolicy(page, `${ENGINEERING}/revisions/3`);
    await expect(sourceRegion(page)).toBeVisible();
    const changesLink = page.getByRole('link', { name: /^Changes/ });
    await changesLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3\\?compare=2$`));
    const from = page.getByRole('combobox', { name: 'From' });
    await from.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3\\?compare=1$`));
    const fold = page.getByRole('button', { name: /Show \d+ unchanged lines/ }).first();
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Show \d+ unchanged lines/ })).toHaveCount(0);
    await page.keyboard.press('l');
    await page.keyboard.type('2-3');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3\\?compare=1#L2-L3$`));
    await expect(
      page.getByRole('region', { name: 'Changes from revision 1 to revision 3' }).locator('mark'),
    ).toHaveCount(2);
  });
});
