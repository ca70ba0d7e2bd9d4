import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import { runModel } from '@tests/machines/harness/run-model';
import { coverageHtml } from './statecharts/coverage-html';
import {
  coverageDetails,
  coverageJson,
  coverageTable,
  passesGate,
  type MachineCoverage,
  type MachineResult,
} from './statecharts/coverage-report';
import { readScreenFiles, screenUnion } from './statecharts/screen-coverage';
import { SCREENLESS_MACHINES } from './statecharts/screenless-machines';

/**
 * `npm run test:model`: every machine of the catalog through the model-based harness, and every screen
 * replay's coverage (coverage/screens). Prints per machine states, transitions, guard outcomes, delayed
 * and done/error transitions covered on the machine and on the screen, writes coverage/statecharts.json
 * (for the diagram viewer) and coverage/statecharts.html (for QA), and exits 1 unless both columns are at
 * 100 % for every machine.
 *
 * Alone it first runs the screen tests (`vitest run --project machines .screen.test`); with
 * `--read-screens` it only reads their files, as `npm test` does after its vitest step ran them.
 */
const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const SCREENS = root('coverage/screens');

function runScreenTests(): boolean {
  // Files of an earlier run must not count for a screen whose test no longer passes or exists.
  rmSync(SCREENS, { recursive: true, force: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '.screen.test.'], {
    stdio: 'inherit',
  });
  return run.status === 0;
}

async function main(): Promise<number> {
  const started = performance.now();
  const screenTestsPassed = process.argv.includes('--read-screens') ? true : runScreenTests();
  const screenMs = Math.round(performance.now() - started);
  const modelStarted = performance.now();
  const files = readScreenFiles(SCREENS);
  const machines: MachineCoverage[] = [];
  for (const entry of machineCatalog) {
    const result: MachineResult = await runModel(entry);
    machines.push({
      result,
      kinds: new Map(readChart(entry.machine).edges.map((edge) => [edge.id, edge.kind])),
      screen: screenUnion(result, files),
      screenless: SCREENLESS_MACHINES[entry.id] ?? null,
    });
  }
  const modelMs = Math.round(performance.now() - modelStarted);
  console.log(coverageTable(machines));
  const details = coverageDetails(machines);
  if (details) console.log(`\n${details}`);
  const now = new Date();
  mkdirSync(root('coverage'), { recursive: true });
  writeFileSync(root('coverage/statecharts.json'), coverageJson(machines, now));
  writeFileSync(root('coverage/statecharts.html'), coverageHtml(machines, now));
  const passed = machines.every(passesGate) && screenTestsPassed;
  const failing = machines.filter((machine) => !passesGate(machine)).map((machine) => machine.result.id);
  console.log(
    `\n${passed ? 'All machines at 100 % on the machine and on the screen' : `Not at 100 %: ${failing.join(', ') || 'screen tests failed'}`}; ` +
      `machine replays ${modelMs} ms, screen replays ${process.argv.includes('--read-screens') ? 'read from' : `${screenMs} ms writing`} ${files.length} file(s) of coverage/screens; ` +
      'coverage/statecharts.json and coverage/statecharts.html written.',
  );
  return passed ? 0 : 1;
}

process.exitCode = await main();
