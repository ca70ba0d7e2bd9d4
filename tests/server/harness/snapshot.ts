import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@server/db/client';

/** Where the seeded rows are kept, beside the live tables, for the whole life of the worker's database. */
const SNAPSHOT_SCHEMA = 'test_snapshot';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface TableGraph {
  /** Every table, each after the tables its foreign keys point to. */
  ordered: string[];
  /** The tables each table points to, directly or through others. */
  ancestors: Map<string, Set<string>>;
}

async function tableGraph(db: Db): Promise<TableGraph> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'app_migrations' order by tablename`,
    ),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);

  const ordered: string[] = [];
  const ancestors = new Map<string, Set<string>>();
  const visit = (table: string, path: Set<string>): Set<string> => {
    const known = ancestors.get(table);
    if (known !== undefined) return known;
    if (path.has(table))
      throw new Error(`Foreign keys form a cycle through ${table}; the test reset cannot order it`);
    path.add(table);
    const all = new Set<string>();
    for (const parent of parents.get(table) ?? []) {
      all.add(parent);
      for (const above of visit(parent, path)) all.add(above);
    }
    path.delete(table);
    ancestors.set(table, all);
    ordered.push(table);
    return all;
  };
  for (const table of tables) visit(table, new Set());
  return { ordered, ancestors };
}

/**
 * Copies every table of the freshly seeded database into a side schema and creates `restore()`, which puts
 * the database back to that state in one round trip, without the seed's scrypt hashing. Statement triggers
 * note which tables a test wrote to; only those, and the tables whose foreign keys lead to them, are
 * emptied (children first) and refilled, and every sequence is set back. Most tests write only sessions
 * or login failures, so most resets touch one or two small tables.
 */
export async function createSnapshot(db: Db): Promise<void> {
  const { ordered, ancestors } = await tableGraph(db);
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`);
  await run(`create schema ${SNAPSHOT_SCHEMA}`);
  await run(`create table ${SNAPSHOT_SCHEMA}.dirty (name text primary key)`);
  await run(`create function ${SNAPSHOT_SCHEMA}.mark_dirty() returns trigger language plpgsql as $body$
begin
  insert into ${SNAPSHOT_SCHEMA}.dirty values (tg_table_name) on conflict do nothing;
  return null;
end
$body$`);

  const filled = new Set<string>();
  for (const table of ordered) {
    await run(`create table ${SNAPSHOT_SCHEMA}.${quote(table)} as table public.${quote(table)}`);
    const [row] = rowsOf<{ has_rows: boolean }>(
      await run(`select exists (select 1 from public.${quote(table)}) as has_rows`),
    );
    if (row?.has_rows === true) filled.add(table);
    await run(`create trigger test_snapshot_dirty after insert or update or delete or truncate on public.${quote(table)}
      for each statement execute function ${SNAPSHOT_SCHEMA}.mark_dirty()`);
  }
  const sequences = rowsOf<{ name: string; last: string | null }>(
    await run(
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    ),
  );

  /** True in the function when the table, or a table it points to, was written since the last reset. */
  const touched = (table: string) =>
    `dirty && array[${[table, ...(ancestors.get(table) ?? [])].map(literal).join(', ')}]::text[]`;
  const statements = [
    // Putting the seed back is not a write of the product: the audit triggers record none of it, and the
    // append-only trail is emptied with truncate, which its guard against update and delete lets through.
    `perform set_config('pim.audit', 'off', true);`,
    // Cards put back must not record versions beside the card history put back with them (migration 0034).
    `perform set_config('pim.versions', 'off', true);`,
    ...[...ordered]
      .reverse()
      .map((table) =>
        table === 'audit_entries'
          ? `if ${touched(table)} then truncate public.audit_entries; end if;`
          : `if ${touched(table)} then delete from public.${quote(table)}; end if;`,
      ),
    ...ordered
      .filter((table) => filled.has(table))
      .map(
        (table) =>
          `if ${touched(table)} then insert into public.${quote(table)} select * from ${SNAPSHOT_SCHEMA}.${quote(table)}; end if;`,
      ),
    ...sequences.map((seq) =>
      seq.last === null
        ? `perform setval(${literal(`public.${quote(seq.name)}`)}, 1, false);`
        : `perform setval(${literal(`public.${quote(seq.name)}`)}, ${Number(seq.last)}, true);`,
    ),
    // The essentiality rows (schema lists) follow the sets through a queued job, not a trigger: sets put
    // back here get their rows recomputed at once, as the seed computed them.
    `if ${touched('requirement_sets')} then perform lists.refresh_essentialities(null, null); end if;`,
    `delete from ${SNAPSHOT_SCHEMA}.dirty;`,
  ];
  await run(`create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $body$
declare
  dirty text[] := array(select name from ${SNAPSHOT_SCHEMA}.dirty);
begin
${statements.map((statement) => `  ${statement}`).join('\n')}
end
$body$`);
}

/** Puts the database back to the seeded state captured by `createSnapshot`. */
export async function restoreSnapshot(db: Db): Promise<void> {
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`));
}
