import { test as base } from '@playwright/test';
import { E2E_PORT } from './servers';

/**
 * The journeys' `test`: Playwright's, with each worker on its own app server and database
 * (playwright.config.ts starts one server per worker), so two journeys that run at once never meet in the
 * same data. Specs import `test` and `expect` from here (an ESLint rule says so).
 */
export * from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter; the base URL needs only the worker.
  baseURL: async ({ browserName: _browserName }, provide, testInfo) => {
    await provide(`http://127.0.0.1:${E2E_PORT + testInfo.parallelIndex}`);
  },
});
