import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args';
import { E2E_PORT, serverDataDir } from './tests/e2e/servers';

/** A temporary folder for every run, so the e2e suite never touches ./data. */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pim-e2e-'));
/**
 * Two workers, each with its own app server and database (tests/e2e/journey.ts): a journey spends most of
 * its time waiting for the browser or the server, so two at once use the second core (docs/decisions/0062).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

function appServer(index: number) {
  const port = E2E_PORT + index;
  return {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/react/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(index),
      SEED_PRODUCTS: '300',
      DATABASE_URL: '',
      EXPORT_DIRECT_ROWS: '100',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Two journeys share the machine's two cores: the limits are a net for a hung journey, not a speed check.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => appServer(index)),
});
