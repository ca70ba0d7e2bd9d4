import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rowsOf } from '@server/db/client';
import { testDatabase } from '@tests/server/harness/database';

/**
 * The product's queries are short (a card, a page of a list, a card's save and its triggers): compiling one
 * to machine code costs far more than running it. PostgreSQL compiles a query whose estimate passes
 * `jit_above_cost`, and the essentialities refresh of a card's save is estimated in the millions (its
 * recursive part), so every save of a large card paid ~0.6 s of compiling (docs/decisions/0067).
 */
describe('the database sessions of the app', () => {
  test('never compile a query to machine code', async () => {
    const db = await testDatabase();
    // PGlite has no compiler (pg_jit_available() is false); a PostgreSQL server usually has one.
    const [row] = rowsOf<{ compiles: boolean }>(
      await db.execute(sql`select pg_jit_available() and current_setting('jit')::boolean as compiles`),
    );
    expect(row?.compiles).toBe(false);
  });
});
