import { expect, test, type Page } from '@playwright/test';
import { expireSession, signIn, users } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

const revealButton = (page: Page, name: string) => page.getByRole('button', { name: `Reveal value of ${name}` });
const valuePanel = (page: Page, name: string) => page.getByRole('region', { name: `Value of ${name}` });

/** Opens the confirmation for `name`, confirms, and returns the value shown. */
async function reveal(page: Page, name: string): Promise<string> {
  await revealButton(page, name).click();
  return confirmReveal(page, name);
}

/** Confirms the open reveal dialog of `name`; returns the value shown. */
async function confirmReveal(page: Page, name: string): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: `Reveal “${name}”?` });
  await dialog.getByRole('button', { name: 'Reveal value' }).click();
  const panel = valuePanel(page, name);
  await expect(panel).toBeVisible();
  const value = await panel.locator('code').textContent();
  expect(value).toBeTruthy();
  return value!;
}

/** Every place a browser could keep the value, as text: storages, IndexedDB, Cache Storage, URL and history. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index)!;
        return `${key}=${storage.getItem(key)}`;
      });
    const databases = await indexedDB.databases();
    const indexedDbContents: unknown[] = [];
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
        });
        indexedDbContents.push({ db: info.name, storeName, all });
      }
      db.close();
    }
    const cacheNames = 'caches' in window ? await caches.keys() : [];
    const cached: string[] = [];
    for (const cacheName of cacheNames) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) cached.push(await (await cache.match(request))!.text());
    }
    return JSON.stringify({
      local: dump(localStorage),
      session: dump(sessionStorage),
      indexedDbContents,
      cached,
      url: location.href,
      history: history.state,
      title: document.title,
    });
  });
}

test.describe('secrets as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', '/secrets');
  });

  test('lists every secret with its dates and last reveal, and passes axe', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Secrets' })).toBeVisible();
    const names = page.getByRole('list', { name: 'Secrets' }).getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['hr-system-token', 'payroll-signing-key', 'slack-webhook-url', 'stripe-api-key']);
    const slack = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'slack-webhook-url' }) });
    await expect(slack).toContainText('Posts onboarding updates to #people-ops');
    await expect(slack).toContainText(`by ${users.admin.name}`);
    await expectNoAxeViolations(page);
  });

  test('asks before revealing and sends nothing on cancel', async ({ page }) => {
    const reveals: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/reveal')) reveals.push(request.url());
    });
    await revealButton(page, 'stripe-api-key').click();
    const dialog = page.getByRole('alertdialog', { name: 'Reveal “stripe-api-key”?' });
    await expect(dialog).toContainText('recorded in the workspace audit log');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(revealButton(page, 'stripe-api-key')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(reveals).toEqual([]);
  });

  test('reveals on confirm, announces the value politely, records who, and hides on request', async ({ page }) => {
    const value = await reveal(page, 'stripe-api-key');
    expect(value).toMatch(/^sk_live_[A-Za-z0-9]{24}$/);
    await expect(page.getByRole('status').filter({ hasText: value })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy value' })).toBeFocused();
    const stripe = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'stripe-api-key' }) });
    await expect(stripe.getByText(`by ${users.admin.name}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Mask value' }).click();
    await expect(valuePanel(page, 'stripe-api-key')).not.toContainText(value);
    await page.getByRole('button', { name: 'Show value' }).click();
    await expect(valuePanel(page, 'stripe-api-key')).toContainText(value);

    await page.getByRole('button', { name: 'Hide value' }).click();
    await expect(valuePanel(page, 'stripe-api-key')).toHaveCount(0);
    await expect(revealButton(page, 'stripe-api-key')).toBeFocused();
    expect(await page.content()).not.toContain(value);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await revealButton(page, 'hr-system-token').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Reveal “hr-system-token”?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Reveal value' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copy value' })).toBeFocused();
    await expect(valuePanel(page, 'hr-system-token')).toContainText(/hrs_[0-9a-f]{40}/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mask value' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Hide value' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(valuePanel(page, 'hr-system-token')).toHaveCount(0);
    await expect(revealButton(page, 'hr-system-token')).toBeFocused();
  });

  test('copies the value and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const value = await reveal(page, 'slack-webhook-url');
    expect(value).toMatch(/^https:\/\/hooks\.slack\.com\/services\//);
    await page.getByRole('button', { name: 'Copy value' }).click();
    await expect(valuePanel(page, 'slack-webhook-url').getByRole('status')).toHaveText('Copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  });

  test('leaves nothing behind: no storage, cache, URL or log holds the value', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const revealResponse = page.waitForResponse((response) => response.url().endsWith('/reveal'));
    const value = await reveal(page, 'stripe-api-key');
    expect((await revealResponse).headers()['cache-control']).toBe('no-store');

    // While on screen, the value is only in the page's DOM: nowhere the browser keeps it.
    const whileShown = await browserStorage(page);
    expect(whileShown).not.toContain(value);
    expect(page.url()).not.toContain(value);

    await page.getByRole('button', { name: 'Hide value' }).click();
    await expect(valuePanel(page, 'stripe-api-key')).toHaveCount(0);
    expect(await page.content()).not.toContain(value);
    expect(await browserStorage(page)).not.toContain(value);
    expect(logged.join('\n')).not.toContain(value);

    // Leaving the page and coming back shows nothing either.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Policies/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    await page.goBack();
    await expect(revealButton(page, 'stripe-api-key')).toBeVisible();
    expect(await page.content()).not.toContain(value);
    expect(await browserStorage(page)).not.toContain(value);
  });

  test('hides the value by itself after 30 seconds, with a visible countdown', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await revealButton(page, 'stripe-api-key').click();
    // From here time moves only when the test moves it: on a busy machine the real seconds spent
    // waiting for the value, then for each text below, would count down too.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
    const value = await confirmReveal(page, 'stripe-api-key');
    const panel = valuePanel(page, 'stripe-api-key');
    await expect(panel).toContainText('Hides in 30 s');
    await page.clock.runFor(20_000);
    await expect(panel).toContainText('Hides in 10 s');
    await expect(page.getByRole('status').filter({ hasText: 'The value hides in 10 seconds.' })).toHaveCount(1);
    await page.clock.runFor(10_500);
    await expect(panel).toHaveCount(0);
    await expect(revealButton(page, 'stripe-api-key')).toBeFocused();
    expect(await page.content()).not.toContain(value);
  });

  test('explains that a policy forbids showing the payroll signing key', async ({ page }) => {
    await revealButton(page, 'payroll-signing-key').click();
    const dialog = page.getByRole('alertdialog', { name: 'Reveal “payroll-signing-key”?' });
    await dialog.getByRole('button', { name: 'Reveal value' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('A policy forbids showing this secret');
    await expect(alert).toContainText('does not allow anyone, admins included, to see its value');
    await expect(dialog.getByRole('button', { name: /Reveal value|Try again/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(valuePanel(page, 'payroll-signing-key')).toHaveCount(0);
    await expect(revealButton(page, 'payroll-signing-key')).toBeFocused();
  });

  // The reveal's failures whose answers a test fakes (a secret gone, a server fault, a malformed
  // answer) are checked without a browser: SecretsPage.test.tsx, SecretsPage.failures.test.tsx.

  test('a session that ended leads to sign-in and back to the secrets', async ({ page }) => {
    await revealButton(page, 'stripe-api-key').click();
    await expireSession(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reveal value' }).click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsecrets&reason=expired/);
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: `${users.admin.name} (Admin)` }).click();
    await expect(page).toHaveURL(/\/secrets$/);
    await expect(revealButton(page, 'stripe-api-key')).toBeVisible();
  });

  test('looks right at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await reveal(page, 'slack-webhook-url');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

test('the owner may reveal too', async ({ page }) => {
  await signIn(page, 'owner', '/secrets');
  const value = await reveal(page, 'hr-system-token');
  expect(value).toMatch(/^hrs_/);
});

for (const who of ['hr', 'finance'] as const) {
  test(`${users[who].role} sees a permission message and no secret`, async ({ page }) => {
    const listed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/secrets')) listed.push(request.url());
    });
    await signIn(page, who, '/secrets');
    await expect(page.getByRole('heading', { name: 'You lack permission to see secrets' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Reveal value/ })).toHaveCount(0);
    expect(listed).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
