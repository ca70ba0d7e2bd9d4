import { writeReliabilitySection } from './report';
import { engines, failures, figure, runServerSuite } from './server-suite';

/**
 * R1 in full: the authorization matrix (every route of the route table × every principal, and sessions
 * of users deactivated meanwhile) and the IDOR cases, on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * written to docs/reliability.md as "R1 authorization".
 */
const FILES = [
  'tests/server/reliability/authorization.test.ts',
  'tests/server/reliability/authorization-idor.test.ts',
];
const SUITES = ['authorization', 'authorization-idor'];

const runs = engines().map((engine) => runServerSuite(FILES, SUITES, engine));
const rows = runs.map(
  (run) =>
    `| ${run.engine} | ${figure(run, 'authorization', 'routes')} | ${figure(run, 'authorization', 'principals')} | ` +
    `${figure(run, 'authorization', 'cells')} | ${figure(run, 'authorization', 'denied')} | ` +
    `${figure(run, 'authorization', 'leaks')} | ${figure(run, 'authorization-idor', 'idorCases')} | ` +
    `${figure(run, 'authorization-idor', 'idorRoutes')} | ${figure(run, 'authorization-idor', 'leaks')} | ` +
    `${run.passed ? 'passed' : 'FAILED'} | ${run.seconds} s |`,
);
const body = [
  'Every route of the server route table (`app.routes`) called by anonymous, the eight demo roles (the blocked',
  "role's session answers as none), the second supplier, and sessions of every role's user deactivated",
  'meanwhile; the expectations are tests/server/reliability/route-access.ts. A cell is one call; a leak is a',
  'refused call that answered below 400, carried data or wrote a row. IDOR: real ids of another company’s or',
  'chain’s objects (tests/server/reliability/idor-cases.ts).',
  '',
  '| database | routes | principals | cells | refused cells | leaks | IDOR cases | IDOR routes | IDOR leaks | result | time |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  runs.length === 1 ? 'PostgreSQL was not run: TEST_DATABASE_URL was not set.' : '',
  failures(runs),
].join('\n');

await writeReliabilitySection('R1 authorization', 'npm run stress -- authorization', body);
for (const run of runs) console.log(`${run.engine}: ${run.passed ? 'passed' : 'failed'} in ${run.seconds} s`);
process.exit(runs.every((run) => run.passed) ? 0 : 1);
