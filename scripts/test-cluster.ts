import { spawnSync } from 'node:child_process';
import { buildClient, clientIsStale } from './client-build';
import { findChromium } from './find-chromium';

/**
 * `npm run test:cluster`: the journey across two app servers behind haproxy on PostgreSQL and an
 * S3-compatible bucket (playwright.cluster.config.ts). Needs TEST_DATABASE_URL and haproxy.
 */
const chromium = findChromium();
if (clientIsStale()) await buildClient();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.cluster.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
