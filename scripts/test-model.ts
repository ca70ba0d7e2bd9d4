import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machineCatalog } from '@machines/index';
import { strictProblems } from '@tests/machines/harness/coverage';
import { runModel } from '@tests/machines/harness/run-model';
import type { ModelResult } from '@tests/machines/harness/types';
import { coverageDetails, coverageJson, coverageTable } from './statecharts/coverage-report';

/**
 * `npm run test:model`: every machine of the catalog through the model-based harness. Prints states and
 * transitions covered per machine, writes coverage/statecharts.json for the diagram viewer, and exits 1
 * unless every state, transition, guard outcome (yes and no) and named action of every machine was reached by
 * a passing replay and every catalog event is taken somewhere.
 */
const OUT = fileURLToPath(new URL('../coverage/statecharts.json', import.meta.url));

async function main(): Promise<number> {
  const started = performance.now();
  const results: ModelResult[] = [];
  for (const entry of machineCatalog) results.push(await runModel(entry));
  console.log(coverageTable(results));
  const details = coverageDetails(results);
  if (details) console.log(`\n${details}`);
  mkdirSync(fileURLToPath(new URL('.', `file://${OUT}`)), { recursive: true });
  writeFileSync(OUT, coverageJson(results, new Date()));
  const passed = results.every((result) => strictProblems(result).length === 0);
  console.log(
    `\n${passed ? 'All' : 'Not all'} machines at 100 % states, transitions, guard outcomes and actions, with no stale catalog event; ${Math.round(performance.now() - started)} ms; coverage/statecharts.json written.`,
  );
  return passed ? 0 : 1;
}

process.exitCode = await main();
