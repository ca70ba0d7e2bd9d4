import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** A temporary database for every run, so the e2e suite never touches ./data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pim-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/react/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '300',
      DATABASE_URL: '',
      EXPORT_DIRECT_ROWS: '100',
    },
  },
});
