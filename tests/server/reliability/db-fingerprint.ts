import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@server/db/client';
import { afterAnswersSettled } from '@server/http/after-answer';

/**
 * Proof that a refused request wrote nothing. Two readings of the database:
 * - `writeCounts`: per table, a counter of rows inserted, updated or deleted, kept by statement triggers
 *   with transition tables (a statement that touches no row adds nothing; a rolled-back write is undone
 *   with its transaction), cheap enough to read around every request;
 * - `contentHash`: per table, its row count and an md5 over the md5 of every row, for the checks that
 *   want the content itself.
 * The watch lives in its own schema of the worker's database, beside the harness's `test_snapshot`.
 */
const WATCH = 'reliability_watch';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  return rows.map((row) => row.name);
}

let installed: Promise<void> | null = null;

/** Creates the write counter and its triggers once per worker database. */
export function installWriteWatch(db: Db): Promise<void> {
  installed ??= (async () => {
    const run = (text: string) => db.execute(sql.raw(text));
    await run(`drop schema if exists ${WATCH} cascade`);
    await run(`create schema ${WATCH}`);
    await run(`create table ${WATCH}.counter (name text primary key, n bigint not null)`);
    // One function per event: a trigger with a transition table may have only one event.
    for (const kind of ['inserted', 'updated', 'deleted']) {
      await run(`create function ${WATCH}.count_${kind}() returns trigger language plpgsql as $body$
begin
  insert into ${WATCH}.counter select tg_table_name, count(*) from changed having count(*) > 0
    on conflict (name) do update set n = ${WATCH}.counter.n + excluded.n;
  return null;
end
$body$`);
    }
    await run(`create function ${WATCH}.count_truncate() returns trigger language plpgsql as $body$
begin
  insert into ${WATCH}.counter values (tg_table_name, 1)
    on conflict (name) do update set n = ${WATCH}.counter.n + 1;
  return null;
end
$body$`);
    for (const table of await publicTables(db)) {
      const on = `public.${quote(table)}`;
      await run(`create trigger reliability_inserted after insert on ${on}
        referencing new table as changed for each statement execute function ${WATCH}.count_inserted()`);
      await run(`create trigger reliability_updated after update on ${on}
        referencing new table as changed for each statement execute function ${WATCH}.count_updated()`);
      await run(`create trigger reliability_deleted after delete on ${on}
        referencing old table as changed for each statement execute function ${WATCH}.count_deleted()`);
      await run(`create trigger reliability_truncated after truncate on ${on}
        for each statement execute function ${WATCH}.count_truncate()`);
    }
  })();
  return installed;
}

/**
 * Rows written per table since the watch was installed. Work an earlier request left running after its
 * answer (an accepted registration stores its account then) ends first, so its rows count for that
 * request and not for the next one.
 */
export async function writeCounts(db: Db): Promise<Map<string, number>> {
  await afterAnswersSettled();
  const rows = rowsOf<{ name: string; n: string | number }>(
    await db.execute(sql.raw(`select name, n from ${WATCH}.counter`)),
  );
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/** Rows written in the whole database since the watch was installed. */
export async function writeCount(db: Db): Promise<number> {
  let total = 0;
  for (const n of (await writeCounts(db)).values()) total += n;
  return total;
}

/** The tables written between two readings of `writeCounts`. */
export function writtenBetween(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after.keys()].filter((name) => after.get(name) !== before.get(name)).sort();
}

/** Each table's row count and the md5 of its rows' md5s (in a fixed order), as one map. */
export async function contentHash(db: Db): Promise<Map<string, string>> {
  const tables = await publicTables(db);
  const parts = tables.map(
    (table) =>
      `select ${`'${table}'`} as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from public.${quote(table)} t`,
  );
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose content differs between two hashes. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
