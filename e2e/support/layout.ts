import { expect, type Page } from '@playwright/test';

/** The page fits the window: nothing makes it scroll sideways. `where` names the page in a failure. */
export async function expectNoHorizontalScroll(page: Page, where?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, where ? `${where}: wider than the window by` : undefined).toBeLessThanOrEqual(0);
}
