import { expect, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { roleLabels } from '../../contract';

/** The seeded demo users of the `acme` workspace, one per role (and a second HR editor). */
export const users = {
  owner: { name: 'Ada Lovelace', role: 'owner' },
  admin: { name: 'Grace Hopper', role: 'admin' },
  hr: { name: 'Hedy Lamarr', role: 'hr_editor' },
  hr2: { name: 'Katherine Johnson', role: 'hr_editor' },
  finance: { name: 'Frances Allen', role: 'finance_viewer' },
} as const;
export type DemoUser = keyof typeof users;

/** Sessions this worker signed in through the real flow, reused by later tests (see `signIn`). */
const sessions = new Map<DemoUser, Cookie[]>();

/**
 * Signs in as `who` and ends on `returnTo` (default `/`). The first time in a test worker it goes
 * through the real flow (the console's sign-in page, the development provider's page, the
 * callback); later tests reuse that session's cookie, which saves three page loads each. A test
 * that ends its session on the server (signing out) asks for a `fresh` one of its own.
 */
export async function signIn(page: Page, who: DemoUser, returnTo = '/', { fresh = false } = {}): Promise<void> {
  const user = users[who];
  const account = page.getByRole('button', { name: `Account: ${user.name}` });
  const reused = fresh ? undefined : sessions.get(who);
  if (reused) {
    await page.context().addCookies(reused);
    await page.goto(returnTo);
    await expect(account).toBeVisible();
    return;
  }
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await page.getByRole('button', { name: `${user.name} (${roleLabels[user.role]})` }).click();
  await expect(account).toBeVisible();
  if (!fresh) sessions.set(who, await page.context().cookies());
}

/** A fresh browser context signed in as `who`, for tests with two people at once. */
export async function signedInContext(
  browser: Browser,
  who: DemoUser,
  baseURL?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

/** Ends the session on the server (as an expiry would) while the page stays open. */
export async function expireSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'service.session' });
}
