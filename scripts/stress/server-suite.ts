import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** The database engines a reliability suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export type Engine = 'pglite' | 'postgres';

export function engines(): Engine[] {
  return (process.env.TEST_DATABASE_URL ?? '') === '' ? ['pglite'] : ['pglite', 'postgres'];
}

export interface SuiteRun {
  engine: Engine;
  passed: boolean;
  seconds: number;
  /** Each suite's figures as its test left them (test-results/reliability/<suite>.<engine>.json). */
  figures: Map<string, Record<string, number | string>>;
  /** The names of the tests that failed. */
  failed: string[];
}

/**
 * Runs reliability test files of the server project in full form (STRESS=1) on one engine and collects
 * the figures they report.
 */
export function runServerSuite(files: string[], suites: string[], engine: Engine): SuiteRun {
  for (const suite of suites) rmSync(`test-results/reliability/${suite}.${engine}.json`, { force: true });
  const report = `test-results/reliability/vitest-${engine}.json`;
  const started = performance.now();
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        STRESS: '1',
        TEST_DATABASE_URL: engine === 'pglite' ? '' : process.env.TEST_DATABASE_URL,
      },
    },
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  const figures = new Map<string, Record<string, number | string>>();
  for (const suite of suites) {
    const file = `test-results/reliability/${suite}.${engine}.json`;
    if (existsSync(file))
      figures.set(suite, JSON.parse(readFileSync(file, 'utf8')) as Record<string, number | string>);
  }
  const failed: string[] = [];
  if (existsSync(report)) {
    const data = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    for (const file of data.testResults)
      for (const test of file.assertionResults) if (test.status === 'failed') failed.push(test.fullName);
  }
  return { engine, passed: result.status === 0, seconds, figures, failed };
}

/** A figure of a run, or a dash when the suite left none. */
export function figure(run: SuiteRun, suite: string, name: string): string {
  const value = run.figures.get(suite)?.[name];
  return value === undefined ? '–' : String(value);
}

/** The failed tests of the runs as a markdown list (or a line saying there were none). */
export function failures(runs: SuiteRun[]): string {
  const lines = runs.flatMap((run) => run.failed.map((name) => `- ${run.engine}: ${name}`));
  return lines.length === 0 ? 'No test failed.' : `Failed tests:\n\n${lines.join('\n')}`;
}
