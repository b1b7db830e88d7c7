import { expect, type Page } from '@playwright/test';

/** Waits until the page has kept `text` in a draft of unsaved work (drafts are written shortly after a change). */
export async function expectDraftKept(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('console.draft:'))
          .map((key) => sessionStorage.getItem(key))
          .join('\n'),
      ),
    )
    .toContain(text);
}
