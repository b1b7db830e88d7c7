import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** Screenshots for people to look at (not compared): set SCREENSHOTS=dir to keep them. */
const SHOTS = process.env.SCREENSHOTS;
const FINANCE_SEGMENT = '5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a14';

const events = (page: Page) => page.getByRole('list', { name: 'Events, newest first' });

interface Answer {
  status: number;
  etag: string | null;
  body: { result?: unknown } | null;
}

/**
 * A request to the API from the signed-in page itself (its session cookie, its origin: Node cannot
 * resolve the workspace's *.localhost name, Chromium can).
 */
function api(
  page: Page,
  method: string,
  path: string,
  { body, ifMatch }: { body?: unknown; ifMatch?: string } = {},
): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (ifMatch) headers['If-Match'] = ifMatch;
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, etag: response.headers.get('ETag'), body: text ? JSON.parse(text) : null };
    },
    { method, path, body, ifMatch },
  );
}

/** Reveals a secret through the API, as the signed-in page. */
async function revealThroughApi(page: Page, secretId: string) {
  expect((await api(page, 'POST', `/secrets/${secretId}/reveal`)).status).toBe(200);
}

/** Creates an API key with a name of its own and rotates it `rotations` times; returns its id. */
async function keyWithRotations(page: Page, name: string, rotations: number): Promise<string> {
  const created = await api(page, 'POST', '/api-keys', {
    body: { name, scopes: ['segments:read'], expiresAt: null },
  });
  expect(created.status).toBe(201);
  const { apiKey } = created.body!.result as { apiKey: { id: string } };
  // Each rotation names the version it replaces (rotations moments apart are otherwise refused).
  let etag = created.etag!;
  for (let i = 0; i < rotations; i += 1) {
    const rotated = await api(page, 'POST', `/api-keys/${apiKey.id}/rotate`, { ifMatch: etag });
    expect(rotated.status).toBe(200);
    etag = rotated.etag!;
  }
  return apiKey.id;
}

test('an owner finds the activity in the navigation, newest first, and narrows it in one click', async ({ page }) => {
  await signIn(page, 'owner');
  await revealThroughApi(page, 'sec_hr_system_token');
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // Other specs sign in meanwhile (the server is shared): the reveal is among the newest, not always first.
  const first = events(page)
    .getByRole('listitem')
    .filter({ hasText: 'Ada Lovelace' })
    .filter({ hasText: 'Revealed a secret' })
    .filter({ hasText: 'sec_hr_system_token' })
    .first();
  await expect(first).toBeVisible();

  await first.getByRole('link', { name: 'Only this object: events on Secret sec_hr_system_token' }).click();
  await expect(page).toHaveURL('/activity?targetType=secret&targetId=sec_hr_system_token');
  const chips = page.getByRole('list', { name: 'Filters' });
  await expect(chips.getByText('Object type: Secret')).toBeVisible();
  await expect(events(page).getByRole('listitem').first()).toContainText('sec_hr_system_token');
  await events(page)
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: 'Only this person: events by Ada Lovelace' })
    .click();
  await expect(page).toHaveURL('/activity?actor=usr_ada&targetType=secret&targetId=sec_hr_system_token');
  await page.getByRole('link', { name: 'Remove the filter Object: sec_hr_system_token' }).click();
  await expect(page).toHaveURL('/activity?actor=usr_ada&targetType=secret');
});

test('new events come in at the top while the page is open', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'owner', '/activity?targetType=secret&targetId=sec_hr_system_token');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* events?|No events match these filters/).first()).toBeVisible();
  await revealThroughApi(page, 'sec_hr_system_token');
  await page.clock.fastForward(16_000);
  const newest = events(page).getByRole('listitem').first();
  await expect(newest).toContainText('New');
  await expect(newest).toContainText('Revealed a secret');
});

test('a filter the service refuses is named, and the filters are kept', async ({ page }) => {
  await signIn(page, 'admin', '/activity?from=2026-12-01&to=2026-11-01&action=secret.reveal');
  await expect(page.getByRole('alert')).toContainText('The service refused the To filter');
  const chips = page.getByRole('list', { name: 'Filters' });
  await expect(chips.getByRole('listitem')).toHaveCount(4);
  await expect(chips.getByText(/To: 2026-11-01/)).toContainText('refused by the service');
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('where the service has no activity log, the page says so rather than failing', async ({ page }) => {
  await page.route('**/api/audit-events?*', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ result: null, errors: [{ errorCode: 'not_found', errorMessage: 'No such route' }] }),
    }),
  );
  await signIn(page, 'owner', '/activity');
  await expect(page.getByRole('heading', { name: 'This service provides no activity log' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('HR editors neither see the activity log nor its histories', async ({ page }) => {
  await signIn(page, 'hr', '/activity');
  await expect(page.getByRole('heading', { name: /You lack permission to see the activity log/ })).toBeVisible();
  await page.goto(`/segments/${FINANCE_SEGMENT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save history' })).toHaveCount(0);
});

test('the filtered set exports as CSV, every page of it', async ({ page }) => {
  await signIn(page, 'owner');
  const keyName = `export-check-${Date.now()}`;
  const keyId = await keyWithRotations(page, keyName, 2);
  await page.goto(`/activity?targetType=api_key&targetId=${keyId}`);
  await expect(events(page).getByRole('listitem')).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  const lines = text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Time (UTC),Action,Action code,Who,Actor type,Actor id,Object type,Object id,Client address,ETag,Event id',
  );
  expect(lines).toHaveLength(4);
  expect(lines.filter((line) => line.includes('api_key.rotate'))).toHaveLength(2);
  await expect(page.getByText('Exported 3 events to')).toBeVisible();
});

// Secrets revealed here are hr-system-token's: the secrets spec checks who last revealed the others.
test('a secret shows who revealed it, an API key its rotations, a segment its saves', async ({ page }) => {
  await signIn(page, 'owner');
  await revealThroughApi(page, 'sec_hr_system_token');
  await page.goto('/secrets');
  const token = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'hr-system-token' }) });
  await token.getByRole('button', { name: 'Reveal history' }).click();
  await expect(token.getByRole('list', { name: /^Reveal history of hr-system-token/ })).toContainText(
    'Ada Lovelace revealed it',
  );

  const keyName = `history-check-${Date.now()}`;
  await keyWithRotations(page, keyName, 1);
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: `Rotations of ${keyName}` }).click();
  await expect(page.getByText('Rotated once.')).toBeVisible();

  // A segment of this test's own (the segments spec checks who last changed the seeded ones),
  // created and then saved through the API: the segment's history names both.
  const read = await api(page, 'GET', `/segments/${FINANCE_SEGMENT}`);
  const finance = read.body!.result as Record<string, unknown>;
  const body = {
    name: `History check ${Date.now()}`,
    scope: finance.scope,
    match: finance.match,
    clauses: finance.clauses,
    includedWorkerIds: [],
    excludedWorkerIds: [],
  };
  const created = await api(page, 'POST', '/segments', { body });
  expect(created.status).toBe(201);
  const segmentId = (created.body!.result as { id: string }).id;
  const saved = await api(page, 'PUT', `/segments/${segmentId}`, { ifMatch: created.etag!, body });
  expect(saved.status).toBe(204);
  await page.goto(`/segments/${segmentId}`);
  await page.getByRole('button', { name: 'Save history' }).click();
  const newest = page.getByRole('list', { name: 'Saves, newest first' }).getByRole('listitem').first();
  await expect(newest).toContainText('Saved by Ada Lovelace');
  // The event names the version by its tag, without the header's quotes.
  await expect(newest).toContainText(saved.etag!.replace(/"/g, ''));
  await expect(newest).toContainText('This version');
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

    test('no axe violations on the Activity page, filters open', async ({ page }) => {
      await signIn(page, 'owner', '/activity?action=secret.reveal');
      await expect(events(page).or(page.getByText('No events match these filters'))).toBeVisible();
      await page.getByText('Change filters').click();
      await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-${width}-${scheme}.png`, fullPage: true });
    });

    test('no axe violations in the histories of a secret, a key and a segment', async ({ page }) => {
      await signIn(page, 'owner', '/secrets');
      const token = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'hr-system-token' }) });
      await token.getByRole('button', { name: 'Reveal history' }).click();
      await expect(token.getByText(/revealed it|Nobody has revealed/).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/secret-history-${width}-${scheme}.png` });

      await page.goto('/settings/api-keys');
      await page
        .getByRole('button', { name: /^Rotations of / })
        .first()
        .click();
      await expect(page.getByText(/Never rotated\.|Rotated (once|\d+ times)\./).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/key-history-${width}-${scheme}.png` });

      await page.goto(`/segments/${FINANCE_SEGMENT}`);
      await page.getByRole('button', { name: 'Save history' }).click();
      await expect(
        page
          .getByRole('list', { name: 'Saves, newest first' })
          .or(page.getByText('No saves are recorded for this segment.')),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/segment-history-${width}-${scheme}.png`, fullPage: true });
    });
  });
}
