import { expect, test, type Page } from '@playwright/test';
import { expireSession, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** A script name no other test uses, so tests stay independent of each other and of order. */
function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

const VALID_CODE = 'function main(worker) {\n  return { costCenter: worker.department ?? null };\n}\n';

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const codeEditor = (page: Page) => page.getByRole('textbox', { name: 'Code' });

async function openNewScript(page: Page) {
  await signIn(page, 'owner', '/scripts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New script' })).toBeVisible();
  await expect(codeEditor(page)).toBeVisible();
}

/** Types into CodeMirror as a paste would: no auto-closed brackets or auto-indent in the way. */
async function writeCode(page: Page, code: string) {
  await codeEditor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

/** The text in the editor, line by line (short scripts are drawn whole), without its placeholder. */
function editorText(page: Page) {
  return codeEditor(page).evaluate((content) =>
    [...content.querySelectorAll('.cm-line')]
      .map((line) =>
        [...line.childNodes].filter((node) => !(node instanceof HTMLElement && node.matches('.cm-placeholder'))),
      )
      .map((nodes) => nodes.map((node) => node.textContent).join(''))
      .join('\n'),
  );
}

async function expectCode(page: Page, code: string) {
  await expect.poll(() => editorText(page)).toBe(code);
}

test.describe('creating a script', () => {
  test('creates a script and shows it read-only, highlighted, in the list too', async ({ page }) => {
    const name = uniqueName('cost-center');
    await openNewScript(page);
    await expect(page).toHaveTitle(/New script/);
    await expectNoAxeViolations(page);

    await nameField(page).fill(name);
    await writeCode(page, VALID_CODE);
    await expect(page.getByText('Line 4, column 1')).toBeVisible();
    await page.getByRole('button', { name: 'Create script' }).click();

    await expect(page).toHaveURL(/\/scripts\/scr_[A-Za-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Script created.' })).toBeVisible();
    const code = page.getByRole('textbox', { name: `Code of ${name}` });
    await expect(code).toHaveAttribute('aria-readonly', 'true');
    await expect(code).toContainText('return { costCenter: worker.department ?? null };');
    await expect(page.locator('dl')).toContainText('Ada Lovelace');
    await expect(page.locator('dl')).toContainText(`${Buffer.byteLength(VALID_CODE)} bytes`);

    // The draft is gone: a new form starts empty.
    await page.getByRole('link', { name: 'Scripts', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search scripts by name' }).fill(name);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('link', { name: 'New script' }).first().click();
    await expect(nameField(page)).toHaveValue('');
    await expect(page.getByText(/Restored your unsaved script/)).toHaveCount(0);
  });

  test('highlights code in the production build despite the Content-Security-Policy', async ({ page }) => {
    await openNewScript(page);
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await writeCode(page, 'const answer = 42; // the answer\n');
    const keyword = codeEditor(page).getByText('const', { exact: true });
    const plain = codeEditor(page).getByText('answer', { exact: true }).first();
    const colorOf = (locator: typeof keyword) => locator.evaluate((element) => getComputedStyle(element).color);
    await expect.poll(() => colorOf(keyword)).toBe('rgb(124, 42, 154)');
    expect(await colorOf(plain)).not.toBe(await colorOf(keyword));
    await expect(codeEditor(page).getByText('// the answer')).toHaveCSS('font-style', 'italic');
    await expect(page.locator('.cm-lineNumbers .cm-gutterElement').filter({ hasText: /^2$/ })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(codeEditor(page)).toBeVisible();
    await writeCode(page, 'const answer = 42;');
    await expect.poll(() => colorOf(codeEditor(page).getByText('const', { exact: true }))).toBe('rgb(217, 168, 255)');
    await expectNoAxeViolations(page);
  });

  test('a name already taken, in any case, is shown on the name', async ({ page }) => {
    await openNewScript(page);
    await nameField(page).fill('MAP-Cost-Center');
    await writeCode(page, VALID_CODE);
    await page.getByRole('button', { name: 'Create script' }).click();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription(/Another script is already named "MAP-Cost-Center"/);
    await expect(nameField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/scripts\/new$/);
    await expectCode(page, VALID_CODE);
    await expectNoAxeViolations(page);
  });

  test('code that does not compile is shown on the editor, at its line', async ({ page }) => {
    await openNewScript(page);
    await nameField(page).fill(uniqueName('broken'));
    await writeCode(page, 'function main(worker) {\n  return worker.;\n}\n');
    await page.getByRole('button', { name: 'Create script' }).click();

    const editor = codeEditor(page);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(/does not compile: .*\(line 2, column \d+\)/);
    await expect(page.locator('.field-error')).toContainText(/line 2, column \d+/);
    await expect(editor).toBeFocused();
    await expect(page.getByText(/^Line 2, column \d+$/)).toBeVisible();
    // The gutter flags line 2 and the code is underlined from the place named.
    await expect(page.locator('.cm-lintRange-error')).toBeVisible();
    await expect(
      page.locator('.cm-gutter-lint .cm-gutterElement').filter({ has: page.locator('.cm-lint-marker-error') }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Fixing the code clears the error, and the script is created.
    await writeCode(page, VALID_CODE);
    await expect(editor).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create script' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Script created.' })).toBeVisible();
  });

  test('an empty form says what is missing without sending anything', async ({ page }) => {
    await openNewScript(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/scripts')) posted = true;
    });
    await page.getByRole('button', { name: 'Create script' }).click();
    await expect(page.getByText('Enter a name for the script.')).toBeVisible();
    await expect(page.getByText("Write the script's code.")).toBeVisible();
    await expect(nameField(page)).toBeFocused();
    expect(posted).toBe(false);
  });

  test('the draft survives a reload, and can be discarded', async ({ page }) => {
    const name = uniqueName('reload');
    await openNewScript(page);
    await nameField(page).fill(name);
    await writeCode(page, VALID_CODE);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();

    await expect(page.getByText(/Restored your unsaved script/)).toBeVisible();
    await expect(nameField(page)).toHaveValue(name);
    await expectCode(page, VALID_CODE);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard this draft?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(nameField(page)).toHaveValue('');
    await expectCode(page, '');
    await page.reload();
    await expect(codeEditor(page)).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    await expect(page.getByText(/Restored your unsaved script/)).toHaveCount(0);
  });

  test('a 401 on create keeps the code through signing in again', async ({ page }) => {
    const name = uniqueName('after-401');
    await openNewScript(page);
    await nameField(page).fill(name);
    await writeCode(page, VALID_CODE);
    await expireSession(page);
    await page.getByRole('button', { name: 'Create script' }).click();

    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fscripts%2Fnew&reason=expired$/);
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: 'Ada Lovelace (Owner)' }).click();

    await expect(page).toHaveURL(/\/scripts\/new$/);
    await expect(page.getByText(/Restored your unsaved script/)).toBeVisible();
    await expect(nameField(page)).toHaveValue(name);
    await expectCode(page, VALID_CODE);
    await page.getByRole('button', { name: 'Create script' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
