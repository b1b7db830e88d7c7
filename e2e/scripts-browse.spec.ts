import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

const VALID_CODE = 'function main(worker) {\n  return worker.department;\n}\n';

function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

const codeEditor = (page: Page) => page.getByRole('textbox', { name: 'Code' });

test.describe('browsing scripts', () => {
  test('lists the scripts with size and creator, and searches by name', async ({ page }) => {
    await signIn(page, 'owner', '/scripts');
    await expect(page).toHaveTitle(/Scripts/);
    const table = page.getByRole('table', { name: 'Scripts, by name' });
    const phone = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'normalize-phone-numbers' }) });
    await expect(phone).toContainText(/\d(\.\d)? KB|\d+ bytes/);
    await expect(phone).toContainText('by Grace Hopper');
    await expect(table.getByRole('row').filter({ hasText: 'map-cost-center' })).toContainText('by Ada Lovelace');
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search scripts by name' });
    await search.fill('PHONE');
    await expect(page).toHaveURL(/\/scripts\?q=PHONE$/);
    await expect(page.getByRole('status').filter({ hasText: /matches “PHONE”/ })).toHaveText(
      '1 script matches “PHONE”',
    );
    await expect(table.getByRole('row')).toHaveCount(2);

    await search.fill('no-such-script-anywhere');
    await expect(page.getByRole('heading', { name: 'No scripts match “no-such-script-anywhere”' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('link', { name: 'derive-email-alias' })).toBeVisible();
  });

  test('shows a script read-only with its facts, finds in it and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'owner', '/scripts');
    await page.getByRole('link', { name: 'normalize-phone-numbers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'normalize-phone-numbers' })).toBeVisible();
    await expect(page).toHaveTitle(/normalize-phone-numbers/);
    const facts = page.locator('dl');
    await expect(facts).toContainText('Grace Hopper');
    await expect(facts).toContainText(/Lines\s*\d+/);

    const code = page.getByRole('textbox', { name: 'Code of normalize-phone-numbers' });
    await expect(code).toHaveAttribute('aria-readonly', 'true');
    await expect(code).toContainText('function normalizePhoneNumber(raw, officeCountry)');
    await expect(code.getByText('function', { exact: true }).first()).toHaveCSS('color', 'rgb(124, 42, 154)');
    await expectNoAxeViolations(page);

    // Typing does nothing, but the keyboard can search.
    await code.click();
    await page.keyboard.type('zzz');
    await expect(code).not.toContainText('zzz');
    await page.keyboard.press('Control+f');
    const find = page.getByRole('textbox', { name: 'Find in code' });
    await expect(find).toBeFocused();
    // Read-only, the panel offers no replacing.
    await expect(page.getByRole('textbox', { name: 'Replace with' })).toHaveCount(0);
    await page.keyboard.type('countryCode');
    await expect(page.locator('.cm-searchMatch').first()).toHaveText('countryCode');
    // Enter goes from match to match, each announced to screen readers with its line. The editor
    // blanks its live region 200 ms after each announcement: what it said is recorded as it is said.
    await page.locator('.cm-announced').evaluate((region) => {
      const said: string[] = [];
      (window as unknown as { announced: string[] }).announced = said;
      new MutationObserver(() => {
        const text = region.textContent?.trim();
        if (text) said.push(text);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const announced = () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
    const matchAnnouncement = /^current match\. .* on line \d+\.$/;
    await page.keyboard.press('Enter');
    await expect(page.locator('.cm-searchMatch-selected')).toHaveText('countryCode');
    await expect.poll(async () => (await announced()).filter((text) => matchAnnouncement.test(text)).length).toBe(1);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => new Set((await announced()).filter((text) => matchAnnouncement.test(text))).size)
      .toBe(2);
    await expect(page.locator('.cm-searchMatch-selected')).toHaveText('countryCode');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(find).toHaveCount(0);
    await expect(code).toBeFocused();

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('function normalizePhoneNumber(raw, officeCountry)');
    expect(copied.split('\n').length).toBeGreaterThan(40);
  });

  test("a script's facts each keep one line, on a phone, a tablet and beside the sidebar", async ({ page }) => {
    await signIn(page, 'owner', '/scripts');
    await page.getByRole('link', { name: 'normalize-phone-numbers' }).click();
    const values = page.locator('dl dd');
    await expect(values).toHaveCount(4);
    for (const width of [390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The lines a fact's text spans: its pieces (date, "last year") may sit side by side.
      const lines = await values.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
        }),
      );
      expect(lines, `lines per fact at ${width} px`).toEqual([1, 1, 1, 1]);
      await expectNoHorizontalScroll(page);
    }
  });

  test('an unknown script is explained in place', async ({ page }) => {
    await signIn(page, 'owner', '/scripts/scr_doesnotexist');
    await expect(page.getByRole('heading', { level: 1, name: 'Script not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to scripts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // A malformed list, faked, is checked without a browser: ScriptListPage.failures.test.tsx.
});

test.describe('who may do what', () => {
  test('an HR editor reads scripts but is not offered, nor given, the create form', async ({ page }) => {
    await signIn(page, 'hr', '/scripts');
    await expect(page.getByRole('link', { name: 'map-cost-center' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New script' })).toHaveCount(0);
    await page.getByRole('link', { name: 'map-cost-center' }).click();
    await expect(page.getByRole('textbox', { name: 'Code of map-cost-center' })).toBeVisible();

    await page.goto('/scripts/new');
    await expect(page.getByRole('heading', { name: 'You lack permission to create scripts' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account: Hedy Lamarr' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finance sees why scripts are out of reach', async ({ page }) => {
    await signIn(page, 'finance', '/scripts');
    await expect(page.getByRole('heading', { name: 'You lack permission to see scripts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the create form with the keyboard and on bad days', () => {
  test('works by keyboard alone: Tab indents, Escape then Tab moves on, Enter creates', async ({ page }) => {
    const name = uniqueName('keyboard');
    await signIn(page, 'admin', '/scripts/new');
    await expect(codeEditor(page)).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Name' });
    await nameField.focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Wrap long lines' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(codeEditor(page)).toBeFocused();

    await page.keyboard.type('function main(worker) {');
    await page.keyboard.press('Enter');
    await page.keyboard.type('return worker.id;');
    // Tab indents the line (CodeMirror's indentWithTab) and keeps the focus in the editor.
    await page.keyboard.press('Tab');
    await expect(codeEditor(page)).toBeFocused();
    await page.keyboard.type(' // indented');
    await expect(codeEditor(page)).toContainText('    return worker.id; // indented');
    // Undo takes back the last words, and redo brings them back.
    await page.keyboard.press('Control+z');
    await expect(codeEditor(page)).not.toContainText('// indented');
    await page.keyboard.press('Control+y');
    await expect(codeEditor(page)).toContainText('// indented');
    // Find (and replace) opens above the code, labelled, and Escape goes back to the code.
    await page.keyboard.press('Control+f');
    await expect(page.getByRole('textbox', { name: 'Find in code' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Replace with' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Find in code' })).toHaveCount(0);
    await expect(codeEditor(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create script' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Code of ${name}` })).toContainText('return worker.id; // indented');
  });

  test('asks before leaving unsaved work', async ({ page }) => {
    await signIn(page, 'owner', '/scripts/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(uniqueName('leaving'));
    await page.getByRole('link', { name: 'Segments' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('has not been created yet');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/scripts\/new$/);
    await page.getByRole('link', { name: 'Segments' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/segments$/);
    // Back once the segments are shown, as a person would: the address changes before the page does.
    await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('Back right after leaving, before the next page shows, goes back (a slow phone)', async ({ page }) => {
    await signIn(page, 'owner', '/scripts/new');
    const cdp = await page.context().newCDPSession(page);
    // Slow enough that the page being left is still there when Back comes.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('textbox', { name: 'Name' }).fill(uniqueName('back'));
    await page.getByRole('link', { name: 'Segments' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/segments$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/scripts\/new$/, { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible({ timeout: 15_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  for (const failure of [
    {
      title: 'a server fault',
      fulfil: { status: 500, body: { result: null, errors: [{ errorCode: 'internal_error', errorMessage: 'Boom' }] } },
      says: 'The service had a problem',
    },
    {
      title: 'a 403',
      fulfil: { status: 403, body: { result: null, errors: [{ errorCode: 'forbidden', errorMessage: 'No' }] } },
      says: 'You lack permission to create scripts',
    },
    {
      title: 'a malformed success',
      fulfil: { status: 201, body: { result: { identifier: 'x' }, errors: [] } },
      says: 'The script may have been created',
    },
    { title: 'a network failure', fulfil: null, says: 'Cannot reach the service' },
  ]) {
    test(`${failure.title} on create is explained and loses nothing`, async ({ page }) => {
      const name = uniqueName('bad-day');
      // The answer waits until the test has seen the form waiting for it: a fixed delay could pass
      // between two of the assertion's looks on a loaded machine.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/scripts', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        if (!failure.fulfil) return route.abort('internetdisconnected');
        await answered;
        return route.fulfill({
          status: failure.fulfil.status,
          contentType: 'application/json',
          body: JSON.stringify(failure.fulfil.body),
        });
      });
      await signIn(page, 'owner', '/scripts/new');
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await codeEditor(page).click();
      await page.keyboard.insertText(VALID_CODE);
      await page.getByRole('button', { name: 'Create script' }).click();
      if (failure.fulfil) await expect(page.getByRole('button', { name: 'Creating…' })).toBeDisabled();
      answer();
      const alert = page.getByRole('alert').filter({ hasText: failure.says });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      await expect(page).toHaveURL(/\/scripts\/new$/);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
      await expect(codeEditor(page)).toContainText('return worker.department;');
      await expect(page.getByRole('button', { name: 'Account: Ada Lovelace' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list, a script and the form fit the screen, in dark mode too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'owner', '/scripts');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('link', { name: 'normalize-phone-numbers' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'normalize-phone-numbers' }).click();
    await expect(page.getByRole('textbox', { name: 'Code of normalize-phone-numbers' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto('/scripts/new');
    await expect(codeEditor(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Wrap long lines' })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
