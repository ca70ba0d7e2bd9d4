import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

// Built from the module's own path as a string: also right where URL is not Node's (jsdom test runs).
const folder = `${dirname(fileURLToPath(import.meta.url))}/migrations/`;

interface Journal {
  entries: { idx: number; tag: string }[];
}

let cachedJournal: Journal | null = null;

/** The build's journal, read once: /readyz asks for it on every probe and it never changes in a process. */
function readJournal(): Journal {
  cachedJournal ??= JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as Journal;
  return cachedJournal;
}

/** Migrations of this build not yet applied to the database (for /readyz); throws when it is unreachable. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const table = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('app_migrations')::text as name`),
  );
  const applied = new Set<string>();
  if (table[0]?.name !== null && table[0]?.name !== undefined) {
    const done = rowsOf<{ tag: string }>(await db.execute(sql`select tag from app_migrations`));
    for (const row of done) applied.add(row.tag);
  }
  return readJournal()
    .entries.map((entry) => entry.tag)
    .filter((tag) => !applied.has(tag));
}

/**
 * Applies the SQL files drizzle-kit generated, in journal order, each once. An advisory lock inside the
 * transaction lets several server processes start on one PostgreSQL without applying a migration twice.
 */
export async function migrate(db: Db): Promise<string[]> {
  const journal = readJournal();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7420001)`);
    await tx.execute(
      sql`create table if not exists app_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = rowsOf<{ tag: string }>(await tx.execute(sql`select tag from app_migrations`));
    const applied = new Set(done.map((row) => row.tag));
    const ran: string[] = [];
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (applied.has(entry.tag)) continue;
      const text = readFileSync(`${folder}${entry.tag}.sql`, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into app_migrations (tag) values (${entry.tag})`);
      ran.push(entry.tag);
    }
    return ran;
  });
}
