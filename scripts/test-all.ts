import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { POSTGRES_SUITE } from '../tests/server/postgres-suite';

/**
 * `npm test`: every suite in order — check (types, lint, format), stale diagrams, unit, machine, UI and
 * server tests (PGlite, then the PostgreSQL suite when TEST_DATABASE_URL is set), the statechart coverage gate, and
 * the e2e journeys in Chromium. Stops at the first failing step and ends with one summary line.
 */
interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** A JSON report to count tests from (vitest or Playwright). */
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

const totals = { passed: 0, failed: 0, skipped: 0 };

function count(report: NonNullable<Step['report']>) {
  if (!existsSync(report.file)) return;
  const data: unknown = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    const r = data as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    const r = data as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const hasHaproxy = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
const withoutPostgres = { ...process.env, TEST_DATABASE_URL: '' };
const vitest = (
  name: string,
  projects: string[],
  env: NodeJS.ProcessEnv,
  files: readonly string[] = [],
  excluded: readonly string[] = [],
): Step => {
  const file = `test-results/vitest-${name}.json`;
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...files,
      ...excluded.flatMap((glob) => ['--exclude', glob]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
    report: { file, kind: 'vitest' },
  };
};

const steps: Step[] = [
  { name: 'check: types, lint, format', command: ['npm', 'run', '--silent', 'check'] },
  { name: 'statecharts are current', command: ['npx', 'tsx', 'scripts/export-statecharts.ts', '--check'] },
  // With PostgreSQL at hand, the files of the PostgreSQL suite run there only: each server test runs once
  // (docs/decisions/0062). Without it, every server test runs on PGlite.
  vitest(
    'unit, machines, ui, server (PGlite)',
    ['unit', 'machines', 'ui', 'server'],
    withoutPostgres,
    [],
    postgresUrl === ''
      ? []
      : POSTGRES_SUITE.map((entry) => `tests/server/${entry}${entry.endsWith('/') ? '**' : '*'}`),
  ),
  // The reliability suite and the files about concurrency, locks and triggers (tests/server/postgres-suite.ts).
  ...(postgresUrl === ''
    ? []
    : [
        vitest(
          'server (PostgreSQL)',
          ['server'],
          process.env,
          POSTGRES_SUITE.map((entry) => `tests/server/${entry}`),
        ),
      ]),
  // The machines project above ran the screen replays: the gate reads their coverage files.
  { name: 'statechart coverage gate', command: ['npx', 'tsx', 'scripts/test-model.ts', '--read-screens'] },
  {
    name: 'e2e in Chromium',
    command: ['npx', 'tsx', 'scripts/e2e.ts'],
    report: { file: 'test-results/e2e.json', kind: 'playwright' },
  },
  // Two app servers behind haproxy on PostgreSQL and an S3-compatible bucket (docs/deploy.md).
  ...(postgresUrl === '' || !hasHaproxy
    ? []
    : [
        {
          name: 'two app servers behind haproxy',
          command: ['npx', 'tsx', 'scripts/test-cluster.ts'],
          report: { file: 'test-results/cluster.json', kind: 'playwright' as const },
        },
      ]),
];
if (postgresUrl === '' || !hasHaproxy)
  console.log(
    'The journey across two app servers needs TEST_DATABASE_URL and haproxy: not run (CI runs it).',
  );

rmSync('test-results', { recursive: true, force: true });
// Only this run's screen replays count for the coverage gate.
rmSync('coverage/screens', { recursive: true, force: true });
const started = performance.now();
let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: step.env ?? process.env,
  });
  // Each step's time, so a CI that grows slow shows where.
  console.log(`◀ ${step.name}: ${((performance.now() - stepStarted) / 1000).toFixed(0)} s`);
  if (step.report) count(step.report);
  if (result.status !== 0) {
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${failedStep === null ? 'All suites passed' : `Failed at: ${failedStep}`} in ${seconds} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep === null ? 0 : 1);
