import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rowsOf, type Db } from '@server/db/client';
import { products, users } from '@server/db/schema';
import { afterAnswersSettled } from '@server/http/after-answer';
import { REGISTRATION } from '@tests/server/fixtures/registration';
import { testApp } from '@tests/server/harness/app';
import { resetDatabase, testDatabaseKind } from '@tests/server/harness/database';
import { loginAs, request } from '@tests/server/harness/http';

/** A fingerprint of every row of every application table, and of every sequence. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name);
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ digest: string | null; n: number }>(
      await db.execute(
        sql.raw(
          `select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::int as n from public."${table}" t`,
        ),
      ),
    );
    result[table] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  const sequences = rowsOf<{ name: string; last: string | null }>(
    await db.execute(
      sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    ),
  );
  for (const seq of sequences) result[`sequence ${seq.name}`] = seq.last ?? 'unused';
  return result;
}

describe(`test harness (${testDatabaseKind()})`, () => {
  test('resetDatabase puts back every row and sequence after writes all over the schema', async () => {
    const { app, db } = await testApp();
    const seeded = await fingerprint(db);
    expect(Number(seeded.products?.split(':')[0])).toBeGreaterThan(0);

    await loginAs(app, 'supplier@demo.pim');
    await request(app, 'POST', '/api/login', { body: { email: 'cm@demo.pim', password: 'wrong-password' } });
    await request(app, 'POST', '/api/register', { body: REGISTRATION });
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'mdm@demo.pim' } });
    await db.update(users).set({ language: 'ro' }).where(eq(users.email, 'admin@demo.pim'));
    await db.delete(products).where(eq(products.id, 1));
    expect(await fingerprint(db)).not.toEqual(seeded);

    await resetDatabase();
    expect(await fingerprint(db)).toEqual(seeded);
  });

  test('ids start again where the seed left them', async () => {
    const { app, db } = await testApp();
    const idOfNewUser = async () => {
      expect((await request(app, 'POST', '/api/register', { body: REGISTRATION })).status).toBe(201);
      // The account is stored after the answer (docs/decisions/0028).
      await afterAnswersSettled();
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, REGISTRATION.email));
      return row!.id;
    };
    const first = await idOfNewUser();
    await resetDatabase();
    expect(await idOfNewUser()).toBe(first);
  });

  test('a reset with nothing written leaves the data as it is', async () => {
    const { db } = await testApp();
    const seeded = await fingerprint(db);
    await resetDatabase();
    expect(await fingerprint(db)).toEqual(seeded);
  });
});
