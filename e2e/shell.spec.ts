import { expect, test } from '@playwright/test';
import { expireSession, signIn, users, type DemoUser } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const areas = ['Segments', 'Org chart', 'License costs', 'Secrets', 'Policies', 'Scripts', 'API keys'];

test('the sign-in page offers the development provider and passes axe', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Development sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('loading the console breaks no Content Security Policy rule (zod never probes eval)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  await signIn(page, 'admin', '/segments');
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
  await page.getByRole('link', { name: 'All engineers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /All engineers/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('localhost itself names the workspaces to open, light and dark at phone width, and passes axe', async ({
  page,
  baseURL,
}) => {
  const bare = new URL(baseURL!);
  bare.hostname = 'localhost';
  await page.setViewportSize({ width: 390, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(bare.origin + '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
    await expect(page.getByRole('link', { name: `http://acme.localhost:${bare.port}` })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: `http://acme.localhost:${bare.port}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
});

test('a visitor without a session is sent to sign in and brought back to the same URL', async ({ page }) => {
  await page.goto('/policies?from=link#L3');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fpolicies%3Ffrom%3Dlink%23L3$/);
  await expect(page.getByRole('link', { name: /Sign in with Development/ })).toBeVisible();
  await expect(page.getByText(/session has ended/)).toHaveCount(0);
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `${users.admin.name} (Admin)` }).click();
  await expect(page).toHaveURL(/\/policies\?from=link#L3$/);
});

for (const who of Object.keys(users) as DemoUser[]) {
  test(`${users[who].role} ${users[who].name} signs in and reaches every area`, async ({ page }) => {
    await signIn(page, who);
    await expect(page.getByText('Acme Corp')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: new RegExp(`^${area}`) }).click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
}

test('signing out ends the session on the server', async ({ page }) => {
  await signIn(page, 'hr', '/', { fresh: true });
  // Signed in on "/", which moves to the landing page: axe looks at that page once it is drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
  await page.getByRole('button', { name: `Account: ${users.hr.name}` }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/me')).status);
  expect(status).toBe(401);
  await page.goto('/segments');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a 401 mid-session leads to sign in and back to the same page', async ({ page }) => {
  await signIn(page, 'finance', '/licenses?range=90d');
  await expect(page.getByTestId('range-heading')).toBeVisible();
  // The page's own last request, the org chart's head count, has landed (it asks the same path).
  await expect(page.getByTestId('unit-per-worker')).toContainText(/\d+ workers in the org chart today/);
  // The session ends as the org chart asks for its people, so that the navigation below is what
  // meets the 401 (ended sooner, a late request of this page met it first on a busy machine).
  await page.route(
    '**/api/workers/org-chart**',
    async (route) => {
      await expireSession(page);
      // Node cannot resolve *.localhost: the same request, to the loopback address, without the cookie.
      const url = new URL(route.request().url());
      const { cookie: _, ...headers } = await route.request().allHeaders();
      const host = url.host;
      url.hostname = '127.0.0.1';
      await route.fulfill({ response: await route.fetch({ url: url.href, headers: { ...headers, host } }) });
    },
    { times: 1 },
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Org chart/ })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Forg-chart&reason=expired/);
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await page.getByRole('button', { name: `${users.finance.name} (Finance viewer)` }).click();
  await expect(page).toHaveURL(/\/org-chart$/);
});

test('a page the role lacks shows a permission message in place and keeps the session', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto('/secrets');
  await expect(page.getByText(/You lack permission/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Account: ${users.finance.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^License costs/ })
    .click();
  await expect(page.getByText(/You lack permission/)).toHaveCount(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the navigation works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Acme Corp' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('link', { name: /^Policies/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/policies$/);
});

// A failing service's message, with its request id and a way to try again, is checked without a
// browser: src/app/shell.test.tsx (the answers were faked here too).

test('the console pages are served with a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/sign-in');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});
