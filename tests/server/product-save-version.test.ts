import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productSaveAnswerSchema } from '@contract/product-save';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** §4 Saving: a card's version decides conflicts, compared for equality (docs/decisions/0027). */

function saveEdit(app: App, session: Session, id: number, body: unknown) {
  return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    body,
    cookie: session.cookie,
    csrf: session.csrf,
  });
}

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

/** What an editor sends back: the card as read, renamed, with what the read said of its version and time. */
function renamed(card: ProductShowAnswer, nameToShow: string) {
  const { general_info: info, id: _id, ...payload } = card;
  return {
    ...payload,
    product_profile: { ...payload.product_profile, name_to_show: nameToShow },
    version: info.version,
    updated_at: info.updated_at,
  };
}

async function storedName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: products.nameToShow }).from(products).where(eq(products.id, id));
  return row?.name;
}

describe('PUT /api/p1/product/{id}/edit: the version decides, not updated_at', () => {
  test('two editors read a card stamped later than now: the second save of a stale copy is a 409', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    // A card whose time lies ahead of the server's clock (data imported with later dates, a clock moved).
    await db
      .update(products)
      .set({ updatedAt: sql`now() + interval '1 day'` })
      .where(eq(products.id, row.id));
    const readByA = await showOf(app, editor, row.id);
    const readByB = await showOf(app, editor, row.id);

    const a = await saveEdit(app, editor, row.id, renamed(readByA, 'Zapis A'));
    expect(a.status, a.text).toBe(200);
    const b = await saveEdit(app, editor, row.id, renamed(readByB, 'Zapis B'));
    expectError(b, 409, 'errors.conflict');
    expect(await storedName(db, row.id)).toBe('Zapis A');
  });

  test('an updated_at far in the future does not skip the check', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const read = await showOf(app, editor, row.id);
    const a = await saveEdit(app, editor, row.id, renamed(read, 'Zapis A'));
    expect(a.status, a.text).toBe(200);
    const stale = { ...renamed(read, 'Zapis B'), updated_at: '2999-01-01T00:00:00.000Z' };
    expectError(await saveEdit(app, editor, row.id, stale), 409, 'errors.conflict');
    expect(await storedName(db, row.id)).toBe('Zapis A');
  });

  test('each save moves the version by one and answers it; the answer is good for the next save', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const read = await showOf(app, editor, row.id);
    expect(read.general_info.version).toBe(row.version);
    const first = await saveEdit(app, editor, row.id, renamed(read, 'Raz'));
    expect(first.status, first.text).toBe(200);
    const answer = productSaveAnswerSchema.parse(first.body);
    expect(answer.version).toBe(row.version + 1);
    const second = await saveEdit(app, editor, row.id, { ...renamed(read, 'Dwa'), version: answer.version });
    expect(second.status, second.text).toBe(200);
    expect(productSaveAnswerSchema.parse(second.body).version).toBe(row.version + 2);
    expect(await storedName(db, row.id)).toBe('Dwa');
  });

  test('a newer version than the stored one is a 409 too (equality, not order)', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const read = await showOf(app, editor, row.id);
    const ahead = { ...renamed(read, 'Z przyszłości'), version: read.general_info.version + 1 };
    expectError(await saveEdit(app, editor, row.id, ahead), 409, 'errors.conflict');
    expect(await storedName(db, row.id)).toBe(row.nameToShow);
  });

  test('a missing or malformed version is a 400 on version and writes nothing', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const { version: _v, ...payload } = renamed(await showOf(app, editor, row.id), 'Bez wersji');
    expectFaults(await saveEdit(app, editor, row.id, payload), 'version');
    expectFaults(await saveEdit(app, editor, row.id, { ...payload, version: 'x' }), 'version');
    expectFaults(await saveEdit(app, editor, row.id, { ...payload, version: 0 }), 'version');
    expect(await storedName(db, row.id)).toBe(row.nameToShow);
  });
});
