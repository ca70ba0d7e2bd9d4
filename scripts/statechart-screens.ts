import { spawnSync } from 'node:child_process';

/**
 * `npm run statecharts:screens`: the Chromium replay of every registered view contract, picturing each
 * state the first time a path reaches it, into docs/statecharts/screens/<machine>/<state id>.jpg and
 * docs/statecharts/screens/index.json (read by the statechart viewer). Commit the files it writes.
 */
const result = spawnSync('npx', ['tsx', 'scripts/e2e.ts', 'tests/e2e/contract-replay.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATECHART_SCREENS: '1' },
});
process.exit(result.status ?? 1);
