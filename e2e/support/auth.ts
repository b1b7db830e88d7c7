import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The seeded demo users of the `acme` workspace, one per role (and a second HR editor). */
export const users = {
  owner: { name: 'Ada Lovelace', role: 'owner' },
  admin: { name: 'Grace Hopper', role: 'admin' },
  hr: { name: 'Hedy Lamarr', role: 'hr_editor' },
  hr2: { name: 'Katherine Johnson', role: 'hr_editor' },
  finance: { name: 'Frances Allen', role: 'finance_viewer' },
} as const;
export type DemoUser = keyof typeof users;

/**
 * Signs in through the real flow: the console's sign-in page, the development provider's page,
 * the callback. Ends on `returnTo` (default `/`).
 */
export async function signIn(page: Page, who: DemoUser, returnTo = '/'): Promise<void> {
  const user = users[who];
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await page.getByRole('button', { name: `${user.name} (${user.role})` }).click();
  await expect(page.getByRole('button', { name: `Account: ${user.name}` })).toBeVisible();
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
