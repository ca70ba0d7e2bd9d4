import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { logIn } from './faults/api';
import { installWriteProbe } from './faults/probe';
import { bulkScenario, importScenario, mediaScenario, type Scenario, type Verdict } from './faults/scenarios';
import { privatePostgres } from './private-postgres';
import { writeReliabilitySection } from './report';
import { freePort, startServer, stopServer } from './server-process';

/**
 * R7 faults: two server processes on one PostgreSQL share the work — A runs the background jobs, B
 * (JOB_WORKER=off) answers the requests that queue them. During (a) a products import, (b) a bulk-edit
 * save and (c) a media mass assignment, A is killed with SIGKILL after k progress steps and started
 * again; its new worker claims the job once the dead one's lease ran out (docs/decisions/0020). When the
 * job has ended, nothing may be lost and nothing written twice. Each scenario first runs once without a
 * kill (the control: how many writes one save makes), then once per kill point.
 */
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? (await freePort()));
const postgres = privatePostgres(PG_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'pim-faults-'));
const admin = new pg.Pool({ connectionString: postgres.url, max: 2 });
const database = `pim_faults_${Date.now()}`;
await admin.query(`create database ${database}`);
await admin.end();
const url = postgres.url.replace(/\/[^/]*$/, `/${database}`);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_PRODUCTS: '3000' };
const [portA, portB] = [await freePort(), await freePort()];

interface Run {
  scenario: string;
  killAfter: number | null;
  /** The kill landed while the job was running (not after it had ended). */
  killed: boolean;
  /** Progress when the process died. */
  at: number;
  seconds: number;
  verdict: Verdict;
}

const runs: Run[] = [];
let worker: ChildProcess = await startServer(portA, env);
const front = await startServer(portB, { ...env, JOB_WORKER: 'off' });
await installWriteProbe(pool);

const jobState = async (id: number) =>
  (
    await pool.query<{ status: string; current_item: number }>(
      'select status, current_item from jobs where id = $1',
      [id],
    )
  ).rows[0]!;

/** Polls the job until `done` says so (every 20 ms: a kill point must not be missed by much). */
async function until(
  id: number,
  done: (state: { status: string; current_item: number }) => boolean,
  ms: number,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const state = await jobState(id);
    if (done(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let writesPerSave: number | null = null;
// FAULTS_ONLY=media (words of the scenario names) runs only those scenarios.
const only = (process.env.FAULTS_ONLY ?? '').split(',').filter((word) => word !== '');
const scenarios: Scenario[] = [importScenario, bulkScenario(() => writesPerSave), mediaScenario].filter(
  (scenario) => only.length === 0 || only.some((word) => scenario.name.includes(word)),
);
try {
  const api = await logIn(`http://127.0.0.1:${portB}`, 'supplier@demo.pim', 'demo-supplier-pass');
  const importer = await logIn(`http://127.0.0.1:${portB}`, 'supplier2@demo.pim', 'demo-supplier2-pass');
  for (const scenario of scenarios) {
    for (const [run, killAfter] of [null, ...scenario.killAfter].entries()) {
      const started = Date.now();
      const queued = await scenario.queue(scenario === importScenario ? importer : api, pool, run);
      let killed = false;
      let at = 0;
      if (killAfter !== null) {
        const state = await until(
          queued.jobId,
          (s) => s.status !== 'pending' && (s.status !== 'running' || s.current_item >= killAfter),
          120_000,
        );
        if (state.status === 'running') {
          await stopServer(worker, 'SIGKILL');
          killed = true;
          at = (await jobState(queued.jobId)).current_item;
          worker = await startServer(portA, env);
        }
      }
      const end = await until(queued.jobId, (s) => s.status === 'finished' || s.status === 'failed', 300_000);
      const verdict = await queued.check(pool);
      if (end.status !== 'finished') verdict.notes.push(`job ${end.status}`);
      if (scenario.name === 'bulk-edit save' && killAfter === null) {
        const match = /writes per card (\d+)$/.exec(verdict.notes[0] ?? '');
        writesPerSave = match === null ? null : Number(match[1]);
      }
      const result = {
        scenario: scenario.name,
        killAfter,
        killed,
        at,
        seconds: (Date.now() - started) / 1000,
        verdict,
      };
      runs.push(result);
      console.log(
        `${scenario.name}: ${killAfter === null ? 'no kill' : `kill after ${killAfter} ${scenario.unit}`}` +
          `${killed ? ` (died at ${at})` : killAfter === null ? '' : ' (job ended first)'}: ` +
          `${verdict.items} items, lost ${verdict.lost}, doubled ${verdict.doubled}` +
          `${end.status === 'finished' ? '' : `, job ${end.status}`}; ${verdict.notes.join('; ')} (${result.seconds.toFixed(0)} s)`,
      );
    }
  }
} finally {
  await stopServer(front);
  await stopServer(worker);
  await pool.end();
  if (postgres.shared) {
    const owner = new pg.Pool({ connectionString: postgres.url, max: 1 });
    await owner.query(`drop database if exists ${database}`);
    await owner.end();
  }
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kills = runs.filter((run) => run.killed).length;
const lost = runs.reduce((sum, run) => sum + run.verdict.lost, 0);
const doubled = runs.reduce((sum, run) => sum + run.verdict.doubled, 0);
console.log(`\nR7 faults: ${runs.length} runs, ${kills} kills, lost ${lost}, doubled ${doubled}`);
const rows = runs.map(
  (run) =>
    `| ${run.scenario} | ${run.killAfter === null ? 'none (control)' : `after ${run.killAfter}`} | ${run.killed ? `yes, at ${run.at}` : 'no'} | ${run.verdict.items} | ${run.verdict.lost} | ${run.verdict.doubled} | ${run.verdict.notes.join('; ')} |`,
);
await writeReliabilitySection(
  'R7 faults',
  'npm run stress -- faults',
  [
    `PostgreSQL (a private cluster), two server processes on it: A runs the jobs, B (\`JOB_WORKER=off\`) takes the requests that queue them. A is killed with SIGKILL after k progress steps of the job and started again; its new worker claims the job once the dead worker's 30 s lease has run out. A write probe (a trigger in the throwaway database only) counts every insert and update of a card.`,
    '',
    `**Runs: ${runs.length}, kills: ${kills}, lost: ${lost}, doubled: ${doubled}.**`,
    '',
    '- Import: every good row of the file is exactly one card (GTINs counted by the rows marker).',
    '- Bulk edit: every card carries its own edit and is marked saved, written as many times as in the run without a kill.',
    '- Media: every file is on each card exactly once, with one "where used" entry, and no copy of a file is left on no card.',
    '',
    'Found by this suite and fixed: a media assignment resumed after a kill started again from the first card. Replacing a front photo after a kill at 100 cards gave 101 doubles: those 100 cards were each listed twice under "where used", and the first copy of the file was left on no card. Each batch now writes the job\'s progress in its own transaction (tests/server/media-gallery/assign-resume.test.ts).',
    '',
    '| job | kill | landed | items | lost | doubled | notes |',
    '| --- | --- | --- | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n'),
);
process.exit(
  lost === 0 && doubled === 0 && runs.every((run) => !run.verdict.notes.some((n) => n.startsWith('job ')))
    ? 0
    : 1,
);
