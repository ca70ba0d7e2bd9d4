import { spawnSync } from 'node:child_process';

/**
 * `npm run statecharts:screens`: the Chromium replay of every registered view contract, picturing each
 * state the first time a path reaches it, into docs/statecharts/screens/<machine>/<state id>.jpg and
 * docs/statecharts/screens/index.json (read by the statechart viewer); then every state it did not reach is
 * pictured from the jsdom screen replays (`npm run statecharts:snapshots`). Commit the files they write.
 */
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync('npx', ['tsx', ...args], { stdio: 'inherit', env }).status ?? 1;

const replay = run(['scripts/e2e.ts', 'tests/e2e/contract-replay.spec.ts'], {
  ...process.env,
  STATECHART_SCREENS: '1',
  // One spec file runs in one worker: one server is enough.
  E2E_WORKERS: '1',
});
// The snapshots fill in after the replay started its machines' pictures over, so they run either way.
const snapshots = run(['scripts/statechart-snapshots.ts', ...process.argv.slice(2)]);
process.exit(replay || snapshots);
