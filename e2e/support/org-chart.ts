import { expect, test, type Locator, type Page } from '@playwright/test';

export interface SeededWorker {
  id: string;
  name: string | null;
  jobTitle: string | null;
  department: string | null;
  managerId: string | null;
}

/** The origin of a seeded workspace (e.g. `dirty`) on the server the tests run against. */
export function workspaceOrigin(workspace: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://acme.localhost:4174');
  return `http://${workspace}.localhost:${base.port}`;
}

/** Signs in to `workspace` through the development provider as the user called `userName`. */
export async function signInTo(page: Page, workspace: string, userName: string, returnTo = '/'): Promise<void> {
  await page.goto(`${workspaceOrigin(workspace)}/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${userName} \\(`) }).click();
  await expect(page.getByRole('button', { name: `Account: ${userName}` })).toBeVisible();
}

/** Every worker of the signed-in workspace, read from the API inside the page, as the page reads it. */
export async function seededWorkers(page: Page): Promise<SeededWorker[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/workers/org-chart?limit=5000');
    return ((await response.json()) as { results: SeededWorker[] }).results;
  });
}

/** The details panel of the focused person. */
export function detailsPanel(page: Page): Locator {
  return page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Close details' }) });
}

/** A card on the org chart graph, found by the exact name it shows. */
export function graphCard(page: Page, name: string): Locator {
  return page.locator('[data-card]').filter({ has: page.getByText(name, { exact: true }) });
}

/** Waits until the chart has loaded and drawn its first cards. */
export async function waitForChart(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Org chart', level: 1 })).toBeVisible();
  await expect(page.locator('[data-card]').first()).toBeVisible({ timeout: 15_000 });
}
