import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildClient } from './client-build';
import { findChromium } from './find-chromium';

/** `npm run test:e2e`: a fresh client build, a Chromium, then Playwright against the real server. */
const chromium = findChromium();
// The statechart viewer journey reads the coverage of the last model-test run; make one if there is none.
if (!existsSync('coverage/statecharts.json'))
  spawnSync('npx', ['tsx', 'scripts/test-model.ts', '--read-screens'], { stdio: 'inherit' });
await buildClient();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
