import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@server/db/client';

/** Where the seeded rows are kept, beside the live tables, for the whole life of the worker's database. */
const SNAPSHOT_SCHEMA = 'test_snapshot';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables in an order in which every table comes after the tables its foreign keys point to. */
async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'app_migrations' order by tablename`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) {
    const child = unquote(edge.child);
    const parent = unquote(edge.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`Foreign keys form a cycle through ${table}; the test reset cannot order it`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Copies every table of the freshly seeded database into a side schema and creates one function that
 * puts the database back to that state: empty every table, copy the seeded rows back, restore the sequences.
 * A reset is then one round trip and needs no password hashing (the seed hashes with scrypt).
 */
export async function createSnapshot(db: Db): Promise<void> {
  const tables = await tablesInInsertOrder(db);
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  const filled: string[] = [];
  for (const table of tables) {
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.${quote(table)} as table public.${quote(table)}`));
    const [row] = rowsOf<{ any: boolean }>(await db.execute(sql.raw(`select exists (select 1 from public.${quote(table)}) as any`)));
    if (row?.any === true) filled.push(table);
  }
  const sequences = rowsOf<{ name: string; last: string | null }>(
    await db.execute(sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`),
  );
  const statements = [
    // DELETE, children first: on tables this small it is about twice as fast as TRUNCATE (measured on PGlite).
    ...[...tables].reverse().map((table) => `delete from public.${quote(table)};`),
    ...filled.map((table) => `insert into public.${quote(table)} select * from ${SNAPSHOT_SCHEMA}.${quote(table)};`),
    ...sequences.map((seq) =>
      seq.last === null
        ? `perform setval('public.${quote(seq.name)}', 1, false);`
        : `perform setval('public.${quote(seq.name)}', ${Number(seq.last)}, true);`,
    ),
  ];
  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $body$
begin
${statements.join('\n')}
end
$body$`),
  );
}

/** Puts the database back to the seeded state captured by `createSnapshot`. */
export async function restoreSnapshot(db: Db): Promise<void> {
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`));
}
