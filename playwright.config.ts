import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4174);
const devPort = Number(process.env.DEV_PORT ?? 5201);
const dist = process.env.CONSOLE_DIST ?? 'dist';

/** Debian's Chromium where present (this machine cannot download Playwright's); else Playwright's own. */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on two cores: the tests wait on the browser and the server part of the time (8.0
  // min for the suite here, against 10.8 min with two). Five saturate both cores: the suite took
  // longer and its heaviest tests ran out of time.
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
    // A failed test keeps its trace: actions, DOM snapshots, network and console, but not the
    // screencast's screenshots, which cost a quarter of the suite's CPU time (the secrets and shell
    // specs, CPU seconds of the whole process tree, twice each: 146 with them, 109 without, 104 with
    // no trace at all). The suite is CPU-bound here: CPU time saved is time saved.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
