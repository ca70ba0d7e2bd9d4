import { spawnSync } from 'node:child_process';
import { buildClient } from './client-build';
import { findChromium } from './find-chromium';

/** `npm run test:e2e`: a fresh client build, a Chromium, then Playwright against the real server. */
const chromium = findChromium();
await buildClient();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
