import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signIn, users } from '../support/auth';

const port = Number(process.env.DEV_PORT ?? 5201);
const apiPort = Number(process.env.DEV_API_PORT ?? 8201);
const address = `http://acme.localhost:${port}`;

let dev: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dev = spawn('node', ['scripts/dev.mjs'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      // A database file, as by default: the API restarts when server/ changes and keeps the sessions.
      DATA_DIR: test.info().outputPath('data'),
      DATABASE: test.info().outputPath('data', 'service.sqlite'),
      SEED: 'demo',
      VITE_CACHE_DIR: test.info().outputPath('vite-cache'),
    },
  });
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Console: ${address}`)) resolve();
    };
    dev.stdout!.on('data', read);
    dev.stderr!.on('data', read);
    dev.on('exit', (code) => reject(new Error(`npm run dev stopped (${code}):\n${output}`)));
  });
  await started;
});

test.afterAll(() => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('npm run dev prints the one address to open', () => {
  const addresses = output.match(/https?:\/\/[^\s)]+/g) ?? [];
  expect(addresses, output).toEqual([address]);
});

test('a first visit signs in through the dev server and shows data, with hot reload connected', async ({ page }) => {
  const hotReload = page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
  await page.goto('/segments');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsegments$/);
  await hotReload;
  await expect(page.getByRole('link', { name: 'Sign in with Development sign-in' })).toBeVisible();
  await expect(page.getByText(/session has ended/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in with Development sign-in' }).click();
  await page.getByRole('button', { name: `${users.hr.name} (HR editor)` }).click();
  await expect(page).toHaveURL(`${address}/segments`);
  await expect(page.getByRole('link', { name: 'All engineers' })).toBeVisible();
});

test('signing in again from the sign-in page returns to the dev server', async ({ page }) => {
  await signIn(page, 'finance', '/licenses');
  await expect(page).toHaveURL(`${address}/licenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'License costs' })).toBeVisible();
});

test('localhost itself names the workspace addresses', async ({ page }) => {
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  await expect(page.getByRole('link', { name: address })).toBeVisible();
});
