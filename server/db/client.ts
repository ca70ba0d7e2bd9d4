import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteChangeSource, postgresChangeSource } from '../cache/change-sources';
import type { ChangeSource } from '../cache/change-feed';
import { PGLITE_SHARED_BUFFERS_MB } from '../config';
import { withTextTypesOnce } from './pglite-parsers';
import { takingTurns } from './pglite-turns';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every route uses: the same API on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Connections of a PostgreSQL pool (PGlite has one, always in use by its own process). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's connections now; null on PGlite. */
  poolUse: (() => PoolUse) | null;
  /** Where the database announces changes to what app servers keep (docs/decisions/0068). */
  changeSource: ChangeSource;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pglite` (or in memory). */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string | null;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB when not given). */
  sharedBuffersMb?: number;
}): Promise<Database> {
  if (options.url !== null) return openPostgres(options.url);
  return openPglite(options.dataDir, options.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // No query of the product is long enough to gain from compiling it to machine code, and the planner's
  // estimate of the essentialities refresh (its recursive part, in the millions) made every save of a
  // large card compile it: ~0.6 s of a ~0.1 s save (docs/decisions/0067).
  const pool = new Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (restart, failover, a dropped database) must not end the process:
  // the pool replaces it, and the next query reports any real trouble to its caller.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', poolUse, changeSource: postgresChangeSource(url), close: () => pool.end() };
}

async function openPglite(dataDir: string | null, sharedBuffersMb: number): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
  let client: InstanceType<typeof PGlite>;
  if (dataDir === null) {
    client = new PGlite({ startParams });
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { startParams });
  }
  await client.waitReady;
  const db = drizzle({ client: takingTurns(withTextTypesOnce(client)), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolUse: null,
    changeSource: pgliteChangeSource(client),
    close: () => client.close(),
  };
}

/** Rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
