import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/seed/demo';
import { openPglite, openPostgres, serverUrl, withAdmin } from './engines';
import { createSnapshot } from './snapshot';

/** Demo products in the test database: enough for every supplier and network to have cards. */
export const TEST_PRODUCTS = 40;

/** The database each worker starts from, prepared once per run by the global setup. */
export type ServerTestTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestTemplate: ServerTestTemplate;
  }
}

/** Name of the template database on a PostgreSQL server. */
export const TEMPLATE_DATABASE = 'pim_test_template';

/** Migrated, demo-seeded, with the reset snapshot taken. */
export async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, { products: TEST_PRODUCTS });
  await createSnapshot(db);
}

/**
 * Builds the seeded database once: on PGlite a data-directory dump in a temporary folder, on PostgreSQL a
 * template database that workers copy with CREATE DATABASE … TEMPLATE.
 */
export async function buildTemplate(): Promise<ServerTestTemplate> {
  const adminUrl = serverUrl();
  if (adminUrl === null) {
    const database = await openPglite();
    try {
      await prepare(database.db);
      const dump = await database.client.dumpDataDir('none');
      const dumpFile = join(mkdtempSync(join(tmpdir(), 'pim-server-tests-')), 'pglite.tar');
      writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
      return { kind: 'pglite', dumpFile };
    } finally {
      await database.close();
    }
  }
  const name = TEMPLATE_DATABASE;
  await withAdmin(adminUrl, async (query) => {
    // Worker databases of an interrupted earlier run (named by pool slot and process id) go first.
    const leftovers = (await query(
      `select datname from pg_database where datname like 'pim\\_test\\_%' and datname <> '${name}'`,
    )) as { rows: { datname: string }[] };
    for (const { datname } of leftovers.rows)
      await query(`drop database if exists "${datname}" with (force)`);
    await query(`drop database if exists "${name}" with (force)`);
    await query(`create database "${name}"`);
  });
  const database = await openPostgres(adminUrl, name);
  try {
    await prepare(database.db);
  } finally {
    await database.close();
  }
  return { kind: 'postgres', adminUrl, name };
}

export async function disposeTemplate(template: ServerTestTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    rmSync(join(template.dumpFile, '..'), { recursive: true, force: true });
    return;
  }
  await withAdmin(template.adminUrl, (query) =>
    query(`drop database if exists "${template.name}" with (force)`),
  );
}
