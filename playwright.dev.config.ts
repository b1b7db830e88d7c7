import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev loop's smoke test: `npm run dev` (Vite's dev server and the reference API over a
 * fresh database file) started by the spec itself, which also reads what it prints.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/dev-server',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { ...base.use, baseURL: `http://acme.localhost:${process.env.DEV_PORT ?? 5201}` },
  webServer: undefined,
});
