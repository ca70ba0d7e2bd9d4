import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { machineCatalog } from '@machines/index';
import { runModel } from '@tests/machines/harness/run-model';
import type { BenchResult } from './result';

const MACHINES_GOAL_MS = 10_000;
const SCREENS_GOAL_MS = 5 * 60_000;

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    file: string;
    tests: { annotations: { type: string; description?: string }[]; results: { duration: number }[] }[];
  }[];
}

/** The Chromium replay's tests in Playwright's JSON report: time and paths replayed. */
function chromiumFigures(report: string): { ms: number; flows: number; paths: number } {
  const data = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] };
  const specs = (suite: PlaywrightSuite): NonNullable<PlaywrightSuite['specs']> => [
    ...(suite.specs ?? []),
    ...(suite.suites ?? []).flatMap(specs),
  ];
  const tests = data.suites
    .flatMap(specs)
    .filter((spec) => spec.file.endsWith('contract-replay.spec.ts'))
    .flatMap((spec) => spec.tests);
  const paths = tests
    .flatMap((test) => test.annotations)
    .map((note) => /(\d+) of \d+ paths replayed/.exec(note.description ?? '')?.[1])
    .reduce((sum, count) => sum + Number(count ?? 0), 0);
  const ms = tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
  return { ms, flows: tests.length, paths };
}

const timed = (command: string[], env: NodeJS.ProcessEnv = process.env) => {
  const started = performance.now();
  const run = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env });
  return { ms: Math.round(performance.now() - started), ok: run.status === 0 };
};

/**
 * The whole model run: every machine's paths replayed on the machine (`npm run test:model`'s own part),
 * every screen test replaying its machine on the rendered screen in jsdom, and the Chromium replay of the
 * registered view contracts against the real server.
 */
export async function benchModelRun(): Promise<BenchResult[]> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let failures = 0;
  for (const entry of machineCatalog) failures += (await runModel(entry)).failures.length;
  const machinesMs = Math.round(performance.now() - started);
  // CPU time of this process: what the replays cost whatever else the shared machine runs meanwhile.
  const used = process.cpuUsage(cpu);
  const machinesCpuMs = Math.round((used.user + used.system) / 1000);

  mkdirSync('bench/.tmp', { recursive: true });
  const jsdom = timed(['npx', 'vitest', 'run', '--project', 'machines', '.screen.test.']);
  const chromiumRun = timed(['npx', 'tsx', 'scripts/e2e.ts', 'tests/e2e/contract-replay.spec.ts']);
  const chromium = chromiumFigures('test-results/e2e.json');
  const screensMs = jsdom.ms + chromium.ms;
  return [
    {
      name: `machine replays: every path of ${machineCatalog.length} machines`,
      value: machinesMs,
      unit: 'ms',
      goal: `≤ ${MACHINES_GOAL_MS} ms`,
      ok: machinesMs <= MACHINES_GOAL_MS && failures === 0,
    },
    {
      name: 'machine replays: CPU time of the replaying process',
      value: machinesCpuMs,
      unit: 'ms',
      goal: `≤ ${MACHINES_GOAL_MS} ms`,
      ok: machinesCpuMs <= MACHINES_GOAL_MS,
    },
    {
      name: 'screen replays in jsdom (vitest, with its start)',
      value: jsdom.ms,
      unit: 'ms',
      goal: 'part of the 5 min',
      ok: jsdom.ok,
    },
    {
      name: `screen replays in Chromium: ${chromium.flows} flow(s), ${chromium.paths} paths (tests only)`,
      value: chromium.ms,
      unit: 'ms',
      goal: 'part of the 5 min',
      ok: chromiumRun.ok,
    },
    {
      name: 'screen replays, jsdom and Chromium',
      value: screensMs,
      unit: 'ms',
      goal: `≤ ${SCREENS_GOAL_MS} ms`,
      ok: screensMs <= SCREENS_GOAL_MS && jsdom.ok && chromiumRun.ok,
    },
    {
      name: 'Chromium run with client build and server start',
      value: chromiumRun.ms,
      unit: 'ms',
      goal: '—',
      ok: chromiumRun.ok,
    },
  ];
}
