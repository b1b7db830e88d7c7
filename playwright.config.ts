import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4174);
const devPort = Number(process.env.DEV_PORT ?? 5201);
const dist = process.env.CONSOLE_DIST ?? 'dist';

/**
 * Debian's Chromium where present (this machine cannot download Playwright's), else Playwright's own.
 * Its headless shell first, as Playwright itself does for headless runs: the suite is CPU-bound on
 * two cores, and the shell took a third less time than the whole browser.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on two cores: the tests wait on the browser and the server part of the time. Five
  // saturated both cores: the suite took longer and its heaviest tests ran out of time.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Retries hide flakiness: the second reporter names each test that passed only on a retry. The
  // third names the ten slowest tests, and the list reporter the files over a minute.
  reporter: [['list'], ['./e2e/support/flaky-reporter.ts'], ['./e2e/support/slow-reporter.ts']],
  reportSlowTests: { max: 5, threshold: 60_000 },
  use: {
    baseURL: `http://acme.localhost:${port}`,
    // A trace only for a retry (on CI, where a failed test runs again): recording one for every test
    // cost a seventh of the suite's CPU time, and the suite is CPU-bound here. Without the
    // screencast's screenshots, which cost a quarter. A failed test still leaves its page's ARIA
    // snapshot (`error-context.md`); `--trace on` records a trace when running a test by hand.
    trace: { mode: 'on-first-retry', screenshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The dev loop's smoke test: `npm run dev` (Vite's dev server and the reference API over a
      // fresh database file), started by the spec itself, which also reads what it prints. First, so
      // that its cold start (an empty Vite cache, as in a fresh clone) overlaps the console's tests.
      name: 'dev-server',
      testDir: 'e2e/dev-server',
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: { baseURL: `http://acme.localhost:${devPort}` },
    },
    {
      // The production build, served by the reference API (webServer below).
      name: 'console',
      testIgnore: ['dev-server/**', 'support/**'],
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATABASE: ':memory:',
      STATIC_DIR: dist,
      SEED: 'demo,dirty',
      LOG_LEVEL: 'warn',
    },
  },
});
