import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportList, importCards, importWorkbook } from '../../tests/server/reliability/load-background';
import {
  figuresOf,
  logInClients,
  REQUEST_KINDS,
  runClient,
  type Figures,
  type Sample,
  type Send,
} from '../../tests/server/reliability/load-mix';
import { writeReliabilitySection } from './report';
import { startApiServer, startPostgres, type RunningServer } from './load-servers';

/**
 * R4 load (docs/decisions/0030): the real server on PGlite with 30 clients and on PostgreSQL with 50, each
 * for LOAD_SECONDS (60), every demo role in the mix, while an admin exports the whole list and a supplier
 * imports a file, one after the other, again and again. Prints and keeps in docs/reliability.md the
 * answers by status and p50/p95/p99 per database and request kind. Loopback only; the whole run is bounded.
 */

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_SECONDS = Number(process.env.LOAD_WARM_SECONDS ?? 10);
const SEED_PRODUCTS = process.env.LOAD_SEED_PRODUCTS ?? '20000';
const IMPORT_ROWS = Number(process.env.LOAD_IMPORT_ROWS ?? 1000);
const ONLY = process.env.LOAD_ONLY ?? '';
/** Start with seeding included; the whole program is stopped if it runs past its bound. */
const START_MS = 20 * 60_000;
const BOUND_MS = 60 * 60_000;

interface Run {
  database: string;
  clients: number;
  samples: Sample[];
  background: string[];
}

async function load(server: RunningServer, database: string, clients: number): Promise<Run> {
  const send: Send = (path, init) => fetch(`${server.origin}${path}`, init);
  const sessions = await logInClients(send, clients);
  const admin = sessions.find((session) => session.email === 'admin@demo.pim')!;
  const supplier = sessions.find((session) => session.email === 'supplier@demo.pim')!;

  // A just-started server compiles its hot paths and fills its caches first: that is not the steady state.
  const warmEnd = Date.now() + WARM_SECONDS * 1000;
  await Promise.all(
    sessions.map((session, index) =>
      runClient(
        send,
        session,
        index + 1,
        () => Date.now() < warmEnd,
        () => {},
      ),
    ),
  );

  const samples: Sample[] = [];
  const background: string[] = [];
  const end = Date.now() + SECONDS * 1000;
  const more = () => Date.now() < end;
  const note = (kind: string, status: number) => background.push(`${kind} ${status}`);
  const longWork = async () => {
    let round = 0;
    while (more()) {
      await exportList(send, admin, 250, note);
      if (!more()) return;
      const bytes = await importWorkbook(IMPORT_ROWS, 1 + round * IMPORT_ROWS);
      await importCards(send, supplier, bytes, 250, note);
      round += 1;
    }
  };
  await Promise.all([
    ...sessions.map((session, index) =>
      runClient(send, session, 1000 + index, more, (sample) => samples.push(sample)),
    ),
    longWork(),
  ]);
  return { database, clients, samples, background };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function row(label: string, figures: Figures): string {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const ratio = figures.p50 > 0 ? (figures.p99 / figures.p50).toFixed(1) : '–';
  return `| ${label} | ${figures.count} | ${statuses} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ratio} |`;
}

function table(run: Run): string {
  const lines = [
    `**${run.database}**, ${run.clients} clients, ${SECONDS} s (after ${WARM_SECONDS} s warm-up), ` +
      `${SEED_PRODUCTS} demo cards; long work meanwhile: ${summarize(run.background)}.`,
    '',
    '| request | answers | by status | p50 ms | p95 ms | p99 ms | p99/p50 |',
    '|---|---:|---|---:|---:|---:|---:|',
    row('all', figuresOf(run.samples)),
    ...REQUEST_KINDS.map((kind) =>
      row(kind, figuresOf(run.samples.filter((sample) => sample.kind === kind))),
    ),
  ];
  return lines.join('\n');
}

function summarize(background: string[]): string {
  const counts = new Map<string, number>();
  for (const entry of background) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return [...counts].map(([entry, count]) => `${entry} × ${count}`).join(', ') || 'none started';
}

async function main(): Promise<void> {
  const bound = setTimeout(() => {
    console.error(`R4 load: still running after ${BOUND_MS / 60_000} min, stopped`);
    process.exit(1);
  }, BOUND_MS);
  bound.unref();
  const runs: Run[] = [];
  const env = { SEED_PRODUCTS, JOB_WORKER: 'on' };

  if (ONLY === '' || ONLY === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'pim-load-pglite-'));
    const server = await startApiServer({ ...env, DATA_DIR: dataDir }, START_MS);
    try {
      runs.push(await load(server, 'PGlite', 30));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(table(runs.at(-1)!));
  }
  if (ONLY === '' || ONLY === 'postgres') {
    const postgres = await startPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'pim-load-media-'));
    try {
      const server = await startApiServer(
        { ...env, DATA_DIR: dataDir, DATABASE_URL: postgres.url },
        START_MS,
      );
      try {
        runs.push(await load(server, 'PostgreSQL', 50));
      } finally {
        await server.stop();
      }
    } finally {
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(table(runs.at(-1)!));
  }

  const failures = runs.flatMap((run) =>
    run.samples.filter((sample) => sample.status >= 500 || sample.status === 0),
  );
  const body = [
    'Each client loops list page → card show → EAN search → save (sales status, users who edit) → ' +
      'essentialities page (users who see it); users of every demo role in turn. Times are from the ' +
      'client, over loopback, with the load generator on the same machine. Status 0: no answer (connection ' +
      'reset or refused).',
    '',
    ...runs.map(table).flatMap((text) => [text, '']),
  ].join('\n');
  console.log(`\n5xx or no answer: ${failures.length}`);
  if (ONLY === '') await writeReliabilitySection('R4 load', 'npm run stress -- load', body);
  clearTimeout(bound);
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
