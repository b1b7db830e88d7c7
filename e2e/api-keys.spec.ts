import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expireSession, signIn, users } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

const PAGE = '/settings/api-keys';

/** A name no other test uses, so tests stay independent of each other and of their order. */
function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const keyItem = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Creates a key through the dialog and returns its full key, read from the one place it is shown. */
async function createKey(page: Page, name: string, scopes: string[] = ['workers:read']): Promise<string> {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const scope of scopes) await dialog.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const issued = page.getByRole('dialog', { name: 'API key created' });
  await expect(issued).toBeVisible();
  const secret = (await issued.locator('code').textContent())!;
  expect(secret).toMatch(/^service_sk_[A-Za-z0-9]{32}$/);
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(issued).toBeHidden();
  return secret;
}

async function revokeKey(page: Page, name: string): Promise<void> {
  await keyItem(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: `Revoke “${name}”?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByText(`Revoked “${name}”.`)).toBeVisible();
}

/**
 * Calls `/api/me` with the key as a Bearer token from a browser with no cookies, at `origin`
 * (Node cannot resolve *.localhost; Chromium can). Returns the status and, on 200, who it acted as.
 */
async function callWithKey(browser: Browser, origin: string, secret: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    return await page.evaluate(async (key) => {
      const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${key}` } });
      const body = (await response.json()) as {
        result: { user: { name: string }; authMethod: string; permissions: string[] } | null;
      };
      return { status: response.status, me: body.result };
    }, secret);
  } finally {
    await context.close();
  }
}

test.describe('API keys as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', PAGE);
  });

  test('the page and the create dialog pass axe, and an incomplete key is explained, not sent', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Active keys/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/api-keys')
        creates.push(request.url());
    });
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Give the key a name, e.g. what uses it.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('combobox', { name: 'Expires' }).selectOption('date');
    await dialog.getByLabel('Expiry date').fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Choose a day after today.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(creates).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create API key' })).toBeFocused();
  });

  test('a created key is shown once, works as a Bearer token, and stops at revoke and at the other workspace', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const name = uniqueName('Payroll export');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^workers:read/ }).check();
    await dialog.getByRole('checkbox', { name: /^members:read/ }).check();
    await dialog.getByRole('combobox', { name: 'Expires' }).selectOption('30d');
    await expect(dialog.getByText(/The key stops working on/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const issued = page.getByRole('dialog', { name: 'API key created' });
    await expect(issued).toContainText('It will not be shown again.');
    await expect(issued.getByRole('button', { name: 'Copy key' })).toBeFocused();
    await expectNoAxeViolations(page);
    const secret = (await issued.locator('code').textContent())!;
    expect(secret).toMatch(/^service_sk_[A-Za-z0-9]{32}$/);
    await issued.getByRole('button', { name: 'Copy key' }).click();
    await expect(issued.getByRole('status')).toHaveText('Copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await issued.getByRole('button', { name: 'Done' }).click();
    await expect(issued).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create API key' })).toBeFocused();

    // The list shows the prefix only; the full key is nowhere on the page or in storage any more.
    const item = keyItem(page, name);
    await expect(item).toContainText(`${secret.slice(0, 15)}…`);
    await expect(item).toContainText('workers:read');
    await expect(item).toContainText('members:read');
    await expect(item).toContainText(users.admin.name);
    await expect(item).toContainText('Never');
    await expect(item.getByText('Active')).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href,
    );
    expect(stored).not.toContain(secret);

    const acme = await callWithKey(browser, baseURL!, secret);
    expect(acme.status).toBe(200);
    expect(acme.me).toMatchObject({
      user: { name: users.admin.name },
      authMethod: 'api_key',
      permissions: ['workers:read', 'members:read'],
    });
    const globex = await callWithKey(browser, baseURL!.replace('acme.', 'globex.'), secret);
    expect(globex.status).toBe(401);

    await page.reload();
    await expect(keyItem(page, name).getByText('Last used')).toBeVisible();
    await expect(keyItem(page, name)).not.toContainText('Never');

    await revokeKey(page, name);
    await expect(page.getByRole('heading', { level: 2, name: /Active keys/ })).toBeFocused();
    expect((await callWithKey(browser, baseURL!, secret)).status).toBe(401);
    await page.getByRole('button', { name: /Revoked and expired keys/ }).click();
    await expect(keyItem(page, name).getByText('Revoked', { exact: true }).first()).toBeVisible();
    // Neither rotated nor revoked again; its history stays open to read.
    await expect(keyItem(page, name).getByRole('button', { name: /^(Rotate|Revoke)\b/ })).toHaveCount(0);
    await expect(keyItem(page, name).getByRole('button', { name: `Rotations of ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('rotating issues a new key; the old one stops working', async ({ page, browser, baseURL }) => {
    const name = uniqueName('Rotated sync');
    const oldSecret = await createKey(page, name);
    expect((await callWithKey(browser, baseURL!, oldSecret)).status).toBe(200);

    await keyItem(page, name)
      .getByRole('button', { name: `Rotate ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Rotate “${name}”?` });
    await expect(confirm).toContainText('stops working immediately');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Rotate key' }).click();

    const issued = page.getByRole('dialog', { name: 'Key rotated' });
    await expect(issued).toContainText('It will not be shown again.');
    await expectNoAxeViolations(page);
    const newSecret = (await issued.locator('code').textContent())!;
    expect(newSecret).toMatch(/^service_sk_/);
    expect(newSecret).not.toBe(oldSecret);
    await issued.getByRole('button', { name: 'Done' }).click();
    await expect(keyItem(page, name).getByRole('button', { name: `Rotate ${name}` })).toBeFocused();
    await expect(page.getByText(`Rotated “${name}”. Its previous secret no longer works.`)).toBeVisible();
    await expect(keyItem(page, name)).toContainText(`${newSecret.slice(0, 15)}…`);
    expect(await page.content()).not.toContain(newSecret);

    expect((await callWithKey(browser, baseURL!, oldSecret)).status).toBe(401);
    expect((await callWithKey(browser, baseURL!, newSecret)).status).toBe(200);
    await revokeKey(page, name);
  });

  test('cancelling a rotate or a revoke changes nothing', async ({ page, browser, baseURL }) => {
    const name = uniqueName('Kept key');
    const secret = await createKey(page, name);
    for (const action of ['Rotate', 'Revoke'] as const) {
      await keyItem(page, name)
        .getByRole('button', { name: `${action} ${name}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: `${action} “${name}”?` });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(keyItem(page, name).getByRole('button', { name: `${action} ${name}` })).toBeFocused();
    }
    expect((await callWithKey(browser, baseURL!, secret)).status).toBe(200);
    await revokeKey(page, name);
  });

  test('works with the keyboard alone', async ({ page }) => {
    const name = uniqueName('Keyboard key');
    await page.getByRole('button', { name: 'Create API key' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab'); // Select all
    await page.keyboard.press('Tab'); // Clear
    await page.keyboard.press('Tab'); // first scope
    await expect(dialog.getByRole('checkbox', { name: /^segments:read/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: /^segments:read/ })).toBeChecked();
    await page.keyboard.press('Enter');
    const issued = page.getByRole('dialog', { name: 'API key created' });
    await expect(issued.getByRole('button', { name: 'Copy key' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(issued.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(issued).toBeHidden();
    await expect(keyItem(page, name)).toContainText('segments:read');
    await revokeKey(page, name);
  });

  test('explains the workspace limit on keys and keeps what was entered', async ({ page }) => {
    await page.route('**/api/api-keys', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              result: null,
              errors: [{ errorCode: 'api_key_limit_reached', errorMessage: 'limit' }],
            }),
          })
        : route.continue(),
    );
    const name = uniqueName('One too many');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^licenses:read/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('This workspace has as many active keys as it may');
    await expect(alert).toContainText('Revoke a key that is no longer needed');
    await expect(alert).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(dialog.getByRole('checkbox', { name: /^licenses:read/ })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  // A scope the service refuses to grant, and a rotate that fails and is tried again, with answers a
  // test fakes, are checked without a browser: ApiKeysPage.test.tsx, ApiKeysPage.failures.test.tsx.

  test('a session that ended while creating leads to sign-in and back, with the form restored', async ({ page }) => {
    const name = uniqueName('After sign-in');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^policies:read/ }).check();
    await expireSession(page);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsettings%2Fapi-keys&reason=expired/);
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: `${users.admin.name} (Admin)` }).click();
    await expect(page).toHaveURL(/\/settings\/api-keys$/);
    const restored = page.getByRole('dialog', { name: 'Create API key' });
    await expect(restored.getByText('Restored what you entered before.')).toBeVisible();
    await expect(restored.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(restored.getByRole('checkbox', { name: /^policies:read/ })).toBeChecked();
    await restored.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('dialog', { name: 'API key created' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('console.draft:api-keys:create'))).toBeNull();
    await revokeKey(page, name);
  });

  test('looks right at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = uniqueName('Phone key');
    await createKey(page, name, ['workers:read', 'licenses:read', 'members:read']);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await revokeKey(page, name);
  });
});

test('scopes offered are only the signed-in member’s permissions', async ({ page }) => {
  await signIn(page, 'finance', PAGE);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const offered = await dialog
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  expect(offered).toEqual(['workers:read', 'licenses:read', 'members:read', 'api_keys:manage']);
});

test('a member changes only their own keys; an admin may change anyone’s', async ({ browser }) => {
  const name = uniqueName('Hedy’s sync');
  const hedy = await browser.newPage();
  await signIn(hedy, 'hr', PAGE);
  await createKey(hedy, name, ['segments:read']);
  await expect(keyItem(hedy, name).getByRole('button', { name: `Revoke ${name}` })).toBeVisible();

  const katherine = await browser.newPage();
  await signIn(katherine, 'hr2', PAGE);
  await expect(keyItem(katherine, name)).toContainText(users.hr.name);
  await expect(keyItem(katherine, name).getByRole('button')).toHaveCount(0);
  await expect(katherine.getByText('You can rotate or revoke the keys you created')).toBeVisible();

  const grace = await browser.newPage();
  await signIn(grace, 'admin', PAGE);
  await revokeKey(grace, name);
  await Promise.all([hedy.close(), katherine.close(), grace.close()]);
});

test('every role holds api_keys:manage: finance reaches the page and may create keys', async ({ page }) => {
  await signIn(page, 'finance', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeVisible();
  await expectNoAxeViolations(page);
});
