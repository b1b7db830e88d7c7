import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const ENGINEERING = '/policies/pol_engineering_access';

test.describe('Policy changes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a side-by-side link shows the unified view and says so', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`${ENGINEERING}/revisions/3?compare=2&view=split`);
    await expect(page.getByText('Side by side needs a wider screen: the changes are shown unified.')).toBeVisible();
    // One column of code: every changed line is listed with its own marker.
    await expect(page.getByText(/^Added: /).first()).toBeAttached();
    await expect(page.locator('[class*="_pair_"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('printing a long policy prints every line, not only those on screen', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/policies/pol_generated_routing_table/revisions/2');
  const source = page.getByRole('region', { name: /^Source of revision 2/ });
  await expect(source).toBeVisible();
  await expect(source).not.toContainText('cc-19994');
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('printed-source');
  // 20,000 lines rendered at once: seconds on two cores shared with two other tests.
  await expect(printed).toBeVisible({ timeout: 20_000 });
  await expect(printed).toContainText('route "cc-10000"');
  await expect(printed).toContainText('route "cc-19994"');
  await expect(source).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toHaveCount(0);
  await expect(source).toBeVisible();
});
