import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('Command palette', () => {
  test('finds a worker, a segment and an action by keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();

    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const search = palette.getByRole('combobox', { name: 'Search the workspace or run an action' });
    // Read at each poll: the results (and the active option's id) may be redrawn while people are
    // still being indexed.
    const activeText = () =>
      search.evaluate(
        (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '',
      );
    await expect(search).toBeFocused();

    // A segment: the first seeded segment's name.
    const segmentName = await page.evaluate(async () => {
      const response = await fetch('/api/segments?limit=1');
      return (await response.json()).results[0].name as string;
    });
    await search.fill(segmentName);
    const segments = palette.getByRole('group', { name: 'Segments' });
    await expect(segments.getByRole('option').first()).toContainText(segmentName);
    // The first result is active (aria-activedescendant): Enter opens it.
    await expect.poll(activeText).toContain(segmentName);
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/segments\/[^/]+$/);

    // A worker, by name, with the org chart's workers read lazily.
    const workerName = await page.evaluate(async () => {
      const response = await fetch('/api/workers?q=a&limit=1');
      return (await response.json()).results[0].name as string;
    });
    await page.keyboard.press('ControlOrMeta+k');
    await search.fill(workerName);
    const workers = palette.getByRole('group', { name: 'Workers' });
    await expect(workers.getByRole('option').first()).toContainText(workerName);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeText).toContain(workerName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/org-chart\?focus=/);

    // An action.
    await page.keyboard.press('ControlOrMeta+k');
    await search.fill('switch theme');
    await expect(palette.getByRole('option', { name: /^Switch theme/ })).toBeVisible();
    await expect.poll(activeText).toContain('Switch theme');
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);

    // Recent items come first next time.
    await page.keyboard.press('ControlOrMeta+k');
    const recent = palette.getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option').first()).toContainText('Switch theme');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await signIn(page, 'hr');
      // Signed in on "/", which then moves to the landing page: a palette opened before that closes with it.
      await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
      await page.getByRole('button', { name: 'Find anything' }).click();
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('combobox').fill('seg');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  // Which actions the palette offers a role is checked without a browser: CommandPalette.test.tsx.
});
