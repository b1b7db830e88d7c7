import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const PAGE = '/settings/service-check';

test('an admin runs the service check against the reference API: every row passes', async ({ page }) => {
  await signIn(page, 'admin', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Service check' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Service check' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Run the checks' }).click();
  const summary = page.getByRole('status').filter({ hasText: /passed/ });
  await expect(summary).toHaveText(/^\d+ passed, \d+ failed/, { timeout: 20_000 });
  const results = page.getByRole('table', { name: 'Service check results' });
  // Any row that failed, with its reason, before the summary's verdict (which names none).
  const failed = await results
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^(✗ )?Failed$/ }) })
    .allInnerTexts();
  expect(failed).toEqual([]);
  await expect(summary).toHaveText(/^\d+ passed, 0 failed: the console has what it needs/);

  const row = (name: string) =>
    results.getByRole('row', { name: new RegExp(`^Passed ${name.replace(/[{}/?]/g, '\\$&')} `) });
  await expect(row('GET /me')).toContainText('Grace Hopper (admin) by session');
  await expect(row('GET /workers/org-chart')).toContainText(/items? in \d+ pages?, each valid/);
  await expect(row('PUT /segments/{id} with a stale If-Match → 412')).toContainText('412 precondition_failed');
  await expect(row('GET /auth/login/{provider}')).toContainText('you signed in through it');
  await expect(results.getByRole('cell', { name: /^(✗ )?Failed$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run again' })).toBeEnabled();
  // The bad-key check's 401 does not sign the admin out.
  await expect(page.getByRole('button', { name: 'Account: Grace Hopper' })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);

  // Another language rewords the rows on screen, without running the checks again.
  await page.getByRole('button', { name: 'Account: Grace Hopper' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('table', { name: 'Ergebnisse des Service-Checks' })).toContainText(
    /Einträge? auf \d+ Seiten?, alle gültig/,
  );
  await expect(page.getByRole('button', { name: 'Erneut prüfen' })).toBeEnabled();
});

for (const role of ['hr', 'finance'] as const) {
  test(`${role}: a role other than owner or admin is refused, and the service is not asked`, async ({ page }) => {
    await signIn(page, role, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Service check' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('You lack permission to run the service check');
    await expect(page.getByRole('button', { name: 'Run the checks' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
