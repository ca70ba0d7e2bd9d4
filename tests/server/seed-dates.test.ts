import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { rowsOf, type Db } from '@server/db/client';
import { resetSchema } from '@server/db/reset';
import { testApp } from '@tests/server/harness/app';

/**
 * The demo data lies in the past of the seeding time (docs/decisions/0027): a card stamped after now would
 * sort as just changed for weeks and, with a conflict check by time, let a stale copy win.
 */

/**
 * Every timestamp and date column of the application's tables, with how many rows lie after `now`; rows
 * stamped by the database's own clock within `stamped` (column defaults during the seed) aside.
 */
async function laterThan(db: Db, now: string, stamped?: [string, string]): Promise<string[]> {
  const columns = rowsOf<{ schema: string; table: string; column: string }>(
    await db.execute(sql`
      select c.table_schema as schema, c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema in ('public', 'lists') and t.table_type = 'BASE TABLE'
        and c.data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
      order by 1, 2, 3`),
  );
  expect(columns.length).toBeGreaterThan(20);
  const later: string[] = [];
  for (const { schema, table, column } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
            where ${sql.identifier(column)} > ${now}::timestamptz
              and not (${stamped !== undefined} and ${sql.identifier(column)}
                between ${stamped?.[0] ?? now}::timestamptz and ${stamped?.[1] ?? now}::timestamptz)`,
      ),
    );
    if (row!.n > 0) later.push(`${schema}.${table}.${column}: ${row!.n}`);
  }
  return later;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('seeded dates', () => {
  test('in the test database, seeded just now, no timestamp or date lies after now()', async () => {
    const { db } = await testApp();
    expect(await laterThan(db, new Date().toISOString())).toEqual([]);
  });

  test('seeded on a clock in March 2026, every timestamp and date lies before the seeding time', async () => {
    const { db } = await testApp();
    const seedingTime = new Date('2026-03-01T12:00:00Z');
    // Only Date is faked: the database and its timers run as ever; the seed reads the clock when it starts.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seedingTime);
    const { seedDemo } = await import('@server/seed/demo');
    // What the database's clock says (PostgreSQL: the real time; PGlite: the faked one): its column
    // defaults (and the migrations' log) stamp rows with the time the seed ran, which is no date the seed laid out.
    const clock = async () =>
      rowsOf<{ at: string }>(await db.execute(sql`select clock_timestamp()::text as at`))[0]!.at;
    const started = await clock();
    await resetSchema(db);
    await seedDemo(db, { products: 300 });
    const ended = await clock();
    vi.useRealTimers();
    expect(await laterThan(db, seedingTime.toISOString(), [started, ended])).toEqual([]);
  }, 120_000);
});
