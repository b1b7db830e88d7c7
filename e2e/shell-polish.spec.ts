import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test('the sign-in page shows the product and the workspace', async ({ page }) => {
  await signIn(page, 'admin', '/', { fresh: true });
  await page.getByRole('button', { name: 'Account: Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Acme Corp' })).toBeVisible();
  await expect(page.getByText('Workspace console')).toBeVisible();
  await expect(page.locator('img[src="/mark.svg"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

// Where each role lands, which areas the navigation marks as out of reach, and a refused page's
// title and description are checked without a browser: src/app/shell.test.tsx, Layout.test.tsx.

test('after moving to another page, focus is on its heading and the title is announced', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Policies' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Policies' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Policies', { exact: true }).and(page.locator('[aria-live]'))).toBeAttached();
  // Once the list is in, the next Tab continues from the heading into the page, not from "Skip to
  // content" (while the list loads there is nothing after the heading to go to, and Tab wraps round).
  const filter = page.getByRole('searchbox', { name: 'Filter by name' });
  await expect(filter).toBeVisible();
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
});

test('? lists the shortcuts and / focuses the page search', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scripts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scripts' })).toBeFocused();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox').first()).toBeFocused();
});

/**
 * Ariakit finishes closing a menu over the next frames (focus back on its button, then its own
 * bookkeeping): a key pressed on the button within them was now and then ignored on a busy machine.
 */
async function menuSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('menus load on first use and behave as menus: focus inside, Escape back to the button, open again', async ({
  page,
}) => {
  await signIn(page, 'admin', '/segments');
  const account = page.getByRole('button', { name: 'Account: Grace Hopper' });
  await account.click();
  await expect(page.getByRole('menuitemradio', { name: 'System theme' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
  await menuSettled(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');

  // The rows' member counts arrive after the list; the row menu is tried once they have.
  await expect(page.getByText('Counting')).toHaveCount(0, { timeout: 15_000 });
  const rowActions = page.getByRole('button', { name: /^Actions for / }).first();
  await rowActions.click();
  await expect(page.getByRole('menuitem', { name: 'Open and edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(rowActions).toBeFocused();
  await menuSettled(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
});

/** Pages whose header is fixed, with the chunk of each page's code. */
const fixedHeaders = [
  {
    path: '/segments',
    chunk: 'segments-list',
    title: 'Segments',
    description: 'Groups of workers that policies apply to.',
  },
  {
    path: '/policies',
    chunk: 'policies-list',
    title: 'Policies',
    description: /Every change is kept as a numbered revision/,
  },
  { path: '/secrets', chunk: 'secrets', title: 'Secrets', description: /Values stay hidden/ },
  { path: '/scripts', chunk: 'scripts-list', title: 'Scripts', description: /Scripts are kept as written/ },
  { path: '/org-chart', chunk: 'org-chart', title: 'Org chart', description: /Who reports to whom/ },
];

for (const [width, colorScheme] of [
  [390, 'light'],
  [390, 'dark'],
  [1440, 'light'],
  [1440, 'dark'],
] as const) {
  test(`while a page's code loads, its header already shows where the page will show it (${width} px, ${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'admin');
    for (const { path, chunk, title, description } of fixedHeaders) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const line = page.getByText(description);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(line).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading the console…' })).toBeVisible();
      await expectNoAxeViolations(page);
      const waiting = await line.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Account: Grace Hopper' })).toBeVisible();
      await expect(page.getByText('Loading the console…')).toBeHidden();
      // Polled: the org chart draws its header again when the graph's code arrives (the same header,
      // in the same place, a new element), and a box read across that swap comes back empty.
      await expect.poll(() => line.boundingBox(), { message: path }).toEqual(waiting);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.unrouteAll();
    }
  });
}

test.describe('a shortcut pressed while the console loads', () => {
  test('Ctrl+K and ? are answered once the page is there', async ({ page }) => {
    await signIn(page, 'admin');
    for (const { key, dialog } of [
      { key: 'Control+k', dialog: 'Command palette' },
      { key: '?', dialog: 'Keyboard shortcuts' },
    ]) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/segments-list-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/segments');
      await expect(page.getByRole('status').filter({ hasText: 'Loading the console…' })).toBeVisible();
      await page.keyboard.press(key);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.unrouteAll();
    }
  });
});
