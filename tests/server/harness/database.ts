import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { ChangeSource } from '@server/cache/change-feed';
import type { Database, Db } from '@server/db/client';
import { afterAnswersSettled } from '@server/http/after-answer';
import { openPglite, openPostgres, serverUrl, withAdmin } from './engines';
import { restoreSnapshot } from './snapshot';
import { prepare, type ServerTestTemplate } from './template';

interface WorkerDatabase {
  database: Database;
  /** The worker's database on a PostgreSQL server, dropped again on close; null on PGlite. */
  dropOnClose: { adminUrl: string; name: string } | null;
}

let opening: Promise<WorkerDatabase> | null = null;

/** Which engine this run uses: a PostgreSQL server when TEST_DATABASE_URL is set, else PGlite. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return serverUrl() === null ? 'pglite' : 'postgres';
}

/** One database name per vitest worker, so parallel workers never share rows. */
function workerDatabaseName(): string {
  // The process id too: a file's worker may still be closing its pool when the next file's worker of the
  // same pool slot opens, and a shared name would make the newcomer drop the database under it.
  return `pim_test_${(process.env.VITEST_POOL_ID ?? '0').replace(/\W/g, '')}_${process.pid}`;
}

function providedTemplate(): ServerTestTemplate | null {
  try {
    return inject('serverTestTemplate') ?? null;
  } catch {
    return null;
  }
}

async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const template = providedTemplate();
  const adminUrl = serverUrl();
  if (adminUrl === null) {
    if (template?.kind === 'pglite') {
      return { database: await openPglite(new Blob([readFileSync(template.dumpFile)])), dropOnClose: null };
    }
    // Without the global setup (a harness used from elsewhere): build the seeded database here.
    const database = await openPglite();
    await prepare(database.db);
    return { database, dropOnClose: null };
  }
  const name = workerDatabaseName();
  const from = template?.kind === 'postgres' ? template.name : null;
  // A database left by an interrupted run is replaced; FORCE ends its stale connections.
  await withAdmin(adminUrl, async (query) => {
    await query(`drop database if exists "${name}" with (force)`);
    await query(from === null ? `create database "${name}"` : `create database "${name}" template "${from}"`);
  });
  const database = await openPostgres(adminUrl, name);
  if (from === null) await prepare(database.db);
  return { database, dropOnClose: { adminUrl, name } };
}

/** The worker's database, opened on first use from the run's seeded template and shared by its tests. */
export async function testDatabase(): Promise<Db> {
  opening ??= openWorkerDatabase().then(async (worker) => {
    // A copied database can have its sequences ahead of the seed (PostgreSQL logs them 32 values ahead);
    // one restore sets them back, so the first test sees the same ids as every later one.
    await restoreSnapshot(worker.database.db);
    return worker;
  });
  return (await opening).database.db;
}

/** Where the worker's database announces changes (docs/decisions/0068). */
export async function testChangeSource(): Promise<ChangeSource> {
  await testDatabase();
  return (await opening!).database.changeSource;
}

/**
 * What another app server of a cluster uses: on PostgreSQL a pool of its own on the worker's database (close
 * it at the end), on PGlite the one database again (an embedded database has no second server).
 */
export async function anotherServersDatabase(): Promise<{
  db: Db;
  changeSource: ChangeSource;
  close: () => Promise<void>;
}> {
  const db = await testDatabase();
  const worker = await opening!;
  const changeSource = worker.database.changeSource;
  if (worker.dropOnClose === null) return { db, changeSource, close: () => Promise.resolve() };
  const own = await openPostgres(worker.dropOnClose.adminUrl, worker.dropOnClose.name);
  return { db: own.db, changeSource: own.changeSource, close: () => own.close() };
}

/** True once a test of this worker has used the database. */
export function isTestDatabaseOpen(): boolean {
  return opening !== null;
}

/** Puts the demo data back as seeded: every table emptied, seeded rows and sequences restored. */
export async function resetDatabase(): Promise<void> {
  // Work a test's requests left running after their answers (account mails) must not write after the reset.
  await afterAnswersSettled();
  await restoreSnapshot(await testDatabase());
}

/** Closes the worker's database (PGlite keeps the process alive ~10 s otherwise) and drops a server one. */
export async function closeTestDatabase(): Promise<void> {
  if (opening === null) return;
  await afterAnswersSettled();
  const worker = await opening;
  opening = null;
  await worker.database.close();
  if (worker.dropOnClose !== null) {
    const { adminUrl, name } = worker.dropOnClose;
    await withAdmin(adminUrl, (query) => query(`drop database if exists "${name}" with (force)`));
  }
}
