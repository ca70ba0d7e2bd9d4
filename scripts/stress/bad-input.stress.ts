import { writeReliabilitySection } from './report';
import { engines, failures, figure, runServerSuite, type SuiteRun } from './server-suite';

/**
 * R2 in full (STRESS=1: 1,000 generated inputs per route): bodies for every route that takes one and
 * query strings for every GET list and read of the API, on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * written to docs/reliability.md as "R2 bad input".
 */
const FILES = [
  'tests/server/reliability/bad-input-fuzz.test.ts',
  'tests/server/reliability/bad-input-fuzz-2.test.ts',
  'tests/server/reliability/bad-input-fuzz-queries.test.ts',
];
const BODIES = ['bad-input-bodies-1', 'bad-input-bodies-2'];
const SUITES = [...BODIES, 'bad-input-queries'];

const sum = (run: SuiteRun, suites: string[], name: string) =>
  suites.reduce((total, suite) => total + Number(run.figures.get(suite)?.[name] ?? 0), 0);

const runs = engines().map((engine) => runServerSuite(FILES, SUITES, engine));
const rows = runs.map(
  (run) =>
    `| ${run.engine} | ${sum(run, BODIES, 'endpoints')} | ${sum(run, BODIES, 'bodies')} | ` +
    `${sum(run, BODIES, 'refused4xx')} | ${sum(run, BODIES, 'accepted2xx')} | ${sum(run, BODIES, 'failures5xx')} | ` +
    `${figure(run, 'bad-input-queries', 'endpoints')} | ${figure(run, 'bad-input-queries', 'queries')} | ` +
    `${figure(run, 'bad-input-queries', 'failures5xx')} | ${figure(run, 'bad-input-queries', 'seed')} | ` +
    `${run.passed ? 'passed' : 'FAILED'} | ${run.seconds} s |`,
);
const body = [
  'fast-check inputs sent in process (`app.request`) as the principal that may call each route: for the',
  'routes that take a body, near-valid bodies mutated from the contract schema’s shape (wrong types, huge',
  'and NaN-ish numbers, long and odd unicode strings with lone surrogates and U+0000, deep nesting, nulls,',
  'extra and missing keys), arbitrary JSON and text that is no JSON; for the API’s GET lists and reads,',
  'query strings. A refused input (4xx) must write no row (per-table write counters kept by triggers); a',
  '5xx is a failure. `FUZZ_SEED` replays a run.',
  '',
  '| database | body routes | bodies | 4xx | 2xx | 5xx | GET routes | queries | 5xx | seed | result | time |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  runs.length === 1 ? 'PostgreSQL was not run: TEST_DATABASE_URL was not set.' : '',
  failures(runs),
].join('\n');

await writeReliabilitySection('R2 bad input', 'npm run stress -- bad-input', body);
for (const run of runs) console.log(`${run.engine}: ${run.passed ? 'passed' : 'failed'} in ${run.seconds} s`);
process.exit(runs.every((run) => run.passed) ? 0 : 1);
