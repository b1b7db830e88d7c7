import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const ENGINEERING = '/policies/pol_engineering_access';
const ROUTING = '/policies/pol_generated_routing_table';
/** Screenshots for people to look at (not compared): set SCREENSHOTS=dir to keep them. */
const SHOTS = process.env.SCREENSHOTS;

const blameRegion = (page: Page) => page.getByRole('region', { name: /^Blame of revision/ });

test('blame shows who last changed each line, and steps back before a change', async ({ page }) => {
  await signIn(page, 'admin', `${ENGINEERING}/revisions/4?blame=1`);
  const blame = blameRegion(page);
  await expect(blame).toBeVisible();
  // The policy's first line dates from revision 1, by Ada; its revision line from the latest.
  await expect(blame.getByRole('link', { name: 'r1: revision 1, its changes' }).first()).toBeVisible();
  await expect(blame.getByText('Ada Lovelace').first()).toBeVisible();
  await expect(blame.getByRole('link', { name: 'r4: revision 4, its changes' }).first()).toHaveAttribute(
    'href',
    `${ENGINEERING}/revisions/4?compare=3`,
  );
  await blame.getByRole('link', { name: 'Blame before revision 4' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3\\?blame=1#L\\d+$`));
  await expect(page.getByRole('region', { name: /^Blame of revision 3/ })).toBeVisible();
  await expect(page.getByText(/^Line \d+ was last changed in revision \d+/)).toBeVisible();
});

test('the blame of a line is a permalink, and the highlighted line tells its story', async ({ page }) => {
  await signIn(page, 'admin', `${ENGINEERING}/revisions/4?blame=1#L4`);
  await expect(page.getByText(/^Line 4 was last changed in revision 4 by Grace Hopper/)).toBeVisible();
  await page.getByRole('link', { name: 'Open revision 4’s changes' }).click();
  await expect(page).toHaveURL(`${ENGINEERING}/revisions/4?compare=3`);
  await expect(page.getByRole('region', { name: 'Changes from revision 3 to revision 4' })).toBeVisible();
});

test('b switches to the blame, w ignores whitespace, and both stay in the URL', async ({ page }) => {
  await signIn(page, 'admin', `${ENGINEERING}/revisions/4`);
  await expect(page.getByRole('region', { name: /^Source of revision 4/ })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page).toHaveURL(`${ENGINEERING}/revisions/4?blame=1`);
  await expect(blameRegion(page)).toBeVisible();
  await page.keyboard.press('w');
  await expect(page).toHaveURL(`${ENGINEERING}/revisions/4?blame=1&w=1`);
  await expect(page.getByRole('checkbox', { name: 'Ignore whitespace' })).toBeChecked();
  await page.keyboard.press('c');
  await expect(page).toHaveURL(`${ENGINEERING}/revisions/4?compare=3&w=1`);
  await expect(page.getByRole('checkbox', { name: 'Ignore whitespace' })).toBeChecked();
});

test('Ctrl+F finds a line the virtualised view has not drawn, and scrolls to it', async ({ page }) => {
  await signIn(page, 'admin', `${ROUTING}/revisions/2`);
  const source = page.getByRole('region', { name: /^Source of revision 2/ });
  await expect(source).toBeVisible();
  await expect(source).not.toContainText('cc-19994');
  await source.click();
  await page.keyboard.press('Control+f');
  const field = page.getByRole('searchbox', { name: 'Find in the source of revision 2' });
  await expect(field).toBeFocused();
  await field.fill('"cc-19994"');
  await expect(page.getByText('1 of 1')).toBeVisible();
  await expect(source.locator('mark[data-current]')).toHaveText('"cc-19994"');
  await expect(source.locator('mark[data-current]')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
});

test('search all revisions names the first and the last containing a text', async ({ page }) => {
  await signIn(page, 'admin', `${ENGINEERING}/revisions/1`);
  await page.getByRole('searchbox', { name: 'Text to find in every revision' }).fill('figma');
  await page.getByRole('button', { name: 'Find first and last' }).click();
  await expect(page.getByText(/is in 2 of 4 revisions/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Revision 3, line \d+$/ })).toBeVisible();
  await expect(page.getByText(/still in the latest revision/)).toBeVisible();
  await page.getByRole('link', { name: /^Revision 3, line \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ENGINEERING}/revisions/3#L\\d+$`));
  await expect(page.getByRole('region', { name: /^Source of revision 3/ }).locator('mark')).toContainText('figma');
});

for (const [width, scheme] of [
  [1440, 'light'],
  [1440, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const) {
  test.describe(`${scheme} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('no axe violations in the blame, with a line highlighted', async ({ page }) => {
      await signIn(page, 'admin', `${ENGINEERING}/revisions/4?blame=1#L9`);
      await expect(blameRegion(page)).toBeVisible();
      await expect(page.getByText(/^Line 9 was last changed/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/blame-${width}-${scheme}.png`, fullPage: true });
    });

    test('no axe violations with the find open', async ({ page }) => {
      await signIn(page, 'admin', `${ENGINEERING}/revisions/4?blame=1`);
      await blameRegion(page).click();
      await page.keyboard.press('Control+f');
      await page.getByRole('searchbox', { name: /^Find in the blame/ }).fill('role');
      await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/blame-find-${width}-${scheme}.png` });
    });

    test('no axe violations in the changes ignoring whitespace, with a history search', async ({ page }) => {
      await signIn(page, 'admin', `${ENGINEERING}/revisions/4?compare=3&w=1`);
      await page.getByRole('searchbox', { name: 'Text to find in every revision' }).fill('datadog');
      await page.getByRole('button', { name: 'Find first and last' }).click();
      await expect(page.getByText(/is in 3 of 4 revisions/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/changes-search-${width}-${scheme}.png`, fullPage: true });
    });
  });
}
