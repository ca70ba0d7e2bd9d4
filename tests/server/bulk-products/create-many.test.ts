import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createManyAnswerSchema } from '@contract/bulk-products';
import { BULK_NAMESPACE } from '@domain/bulk-products';
import { PRODUCT_STATUS } from '@domain/constants';
import { withCheckDigit } from '@domain/gtin';
import type { Db } from '@server/db/client';
import { categories, productEans, productRows, products } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { send } from './support';

const PATH = '/api/p1/products/create-many';

async function someCategoryCode(db: Db): Promise<string> {
  const [row] = await db
    .select({ code: categories.code })
    .from(categories)
    .where(eq(categories.level, 4))
    .limit(1);
  return row!.code;
}

const count = async (db: Db) => (await db.select({ id: products.id }).from(products)).length;

describe('POST /api/p1/products/create-many (§2 create many products)', () => {
  test('a supplier creates drafts of its company with the GTIN on the consumer package; a dry run writes nothing', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const category = await someCategoryCode(db);
    const rows = [
      { gtin: withCheckDigit('590999000001'), name: ' Sok jabłkowy 1 l ', category },
      { gtin: withCheckDigit('590999000002'), name: 'Sok gruszkowy 1 l', category },
    ];
    const before = await count(db);
    const dry = await send(app, session, 'POST', PATH, { check_only: true, rows });
    expect(dry.status, dry.text).toBe(200);
    expect(createManyAnswerSchema.parse(dry.body)).toEqual({ check_only: true, count: 2, created: [] });
    expect(await count(db)).toBe(before);

    const response = await send(app, session, 'POST', PATH, { rows });
    expect(response.status, response.text).toBe(201);
    const answer = createManyAnswerSchema.parse(response.body);
    expect(answer.created.map((card) => [card.gtin, card.name])).toEqual([
      [rows[0]!.gtin, 'Sok jabłkowy 1 l'],
      [rows[1]!.gtin, 'Sok gruszkowy 1 l'],
    ]);
    const ids = answer.created.map((card) => card.id);
    const stored = await db.select().from(products).where(inArray(products.id, ids));
    for (const card of stored) {
      expect(card).toMatchObject({
        companyId: session.answer.user.company_id,
        status: PRODUCT_STATUS.DRAFT,
        supplierUserId: session.answer.user.id,
        ownBrandType: 1,
      });
      expect(
        (card.logistic as { structures: { packages: { eans: { ean: string }[] }[] }[] }).structures[0]!
          .packages[0]!.eans[0]!.ean,
      ).toBe(card.gtin);
    }
    expect((await db.select().from(productEans).where(inArray(productEans.productId, ids))).length).toBe(2);
    expect((await db.select().from(productRows).where(inArray(productRows.id, ids))).length).toBe(2);
    // The same GTINs again: taken now, all refused.
    const again = expectFaults(await send(app, session, 'POST', PATH, { rows }), BULK_NAMESPACE);
    expect(again.map((fault) => fault.field)).toEqual(['rows.0.gtin', 'rows.1.gtin']);
    expect(again[0]!.message).toBe('Ten GTIN ma już inna karta produktu');
    expect(errors).toEqual([]);
  });

  test('one bad row refuses the batch: check digit, duplicate in the batch, empty name, unknown category', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const category = await someCategoryCode(db);
    const good = withCheckDigit('590999000011');
    const before = await count(db);
    const response = await send(app, session, 'POST', PATH, {
      rows: [
        { gtin: good, name: 'Dobry', category },
        { gtin: '5909990000120', name: 'Zła cyfra', category },
        { gtin: good, name: 'Powtórka', category },
        { gtin: withCheckDigit('590999000013'), name: '  ', category: 'NO-SUCH' },
      ],
    });
    const faults = expectFaults(response, BULK_NAMESPACE);
    expect(Object.fromEntries(faults.map((fault) => [fault.field, fault.message]))).toEqual({
      'rows.1.gtin': 'Nieprawidłowa cyfra kontrolna kodu EAN/GTIN',
      'rows.2.gtin': 'Ten GTIN jest już w innym wierszu',
      'rows.3.name': 'Pole wymagane',
      'rows.3.category': 'Wybrana kategoria nie istnieje',
    });
    expect(await count(db)).toBe(before);
  });

  test('§6: only a supplier creates (admin 403, anonymous 401); bad bodies are 400', async () => {
    const { app } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(await send(app, admin, 'POST', PATH, { rows: [] }), 403, 'session.forbidden');
    expectError(await send(app, null, 'POST', PATH, { rows: [] }), 401, 'errors.unauthenticated');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const row = { gtin: '1', name: 'x', category: 'y' };
    for (const body of [
      { rows: [] },
      { rows: [{ ...row, extra: 1 }] },
      { rows: Array.from({ length: 201 }, () => row) },
      { rows: [{ ...row, gtin: 5 }] },
      { rows: 'x' },
    ])
      expectFaults(await send(app, supplier, 'POST', PATH, body), BULK_NAMESPACE);
  });
});
