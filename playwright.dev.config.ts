import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev loop's smoke test alone (`npm run test:e2e:dev`): the `dev-server` project of
 * playwright.config.ts, without the production build's server, which it does not use. `npm test`
 * runs it with the other end-to-end tests, in the same Playwright run.
 */
export default defineConfig({
  ...base,
  projects: base.projects?.filter((project) => project.name === 'dev-server'),
  webServer: undefined,
});
