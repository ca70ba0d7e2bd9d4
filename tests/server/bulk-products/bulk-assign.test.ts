import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bulkAssignAnswerSchema, supplierOptionsAnswerSchema } from '@contract/bulk-products';
import { BULK_NAMESPACE } from '@domain/bulk-products';
import { productRows, products, users } from '@server/db/schema';
import type { Db } from '@server/db/client';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { cardNow, cardsOf, send } from './support';

async function companyOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  return row!.companyId!;
}

/** Makes a card the selgros network's own brand, visible only there. */
async function ownBrandOfSelgros(db: Db, id: number) {
  await db
    .update(products)
    .set({
      ownBrandType: 2,
      ownBrandNetworkCode: 'selgros',
      availability: [{ code: 'selgros', visibility: true, product_number: '' }],
    })
    .where(eq(products.id, id));
}

describe('GET /api/p1/products/bulk-assign/suppliers (§2 bulk assign)', () => {
  test('an admin gets the active supplier companies; a supplier may not (§6)', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await send(app, admin, 'GET', '/api/p1/products/bulk-assign/suppliers');
    expect(response.status, response.text).toBe(200);
    const ids = supplierOptionsAnswerSchema.parse(response.body).suppliers.map((supplier) => supplier.id);
    expect(ids).toContain(await companyOf(db, 'supplier2@demo.pim'));
    expect(ids).not.toContain(await companyOf(db, 'network@demo.pim'));
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expectError(
      await send(app, supplier, 'GET', '/api/p1/products/bulk-assign/suppliers'),
      403,
      'session.forbidden',
    );
  });
});

describe('POST /api/p1/products/bulk-assign (§2 bulk assign, §6)', () => {
  test('an admin counts first (nothing written), then moves the cards to the supplier in one go', async () => {
    const { app, db, errors } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const from = await companyOf(db, 'supplier@demo.pim');
    const to = await companyOf(db, 'supplier2@demo.pim');
    const [first, second] = await cardsOf(db, from, 2);
    const [already] = await cardsOf(db, to, 1);
    const body = { ids: [first!.id, second!.id, already!.id, 999_999], company_id: to };
    const dry = await send(app, admin, 'POST', '/api/p1/products/bulk-assign', { ...body, check_only: true });
    const preview = bulkAssignAnswerSchema.parse(dry.body);
    expect(preview).toMatchObject({ check_only: true, changed: 2, unchanged: 1 });
    expect(preview.refused).toEqual([
      { id: 999_999, name: '#999999', message: 'Wybrany produkt nie został znaleziony.' },
    ]);
    expect((await cardNow(db, first!.id)).companyId).toBe(from);

    // The assign sends back the versions of the dry run the user confirmed.
    const response = await send(app, admin, 'POST', '/api/p1/products/bulk-assign', {
      ...body,
      versions: preview.versions,
    });
    expect(bulkAssignAnswerSchema.parse(response.body)).toMatchObject({
      check_only: false,
      changed: 2,
      unchanged: 1,
    });
    const moved = await cardNow(db, first!.id);
    expect(moved).toMatchObject({
      companyId: to,
      producerId: null,
      brandId: null,
      companyAddressId: null,
      gallery: [],
      isEditRequired: true,
      lastEditorId: admin.answer.user.id,
    });
    const [supplierUser] = await db.select().from(users).where(eq(users.email, 'supplier2@demo.pim'));
    expect(moved.supplierUserId).toBe(supplierUser!.id);
    // The products list follows at once (its row is kept by the trigger).
    const [row] = await db.select().from(productRows).where(eq(productRows.id, first!.id));
    expect(row!.companyId).toBe(to);
    expect(await cardNow(db, already!.id)).toEqual(already);
    expect(errors).toEqual([]);
  });

  test('a network assigns only its own-brand cards; the others are reported with the reason', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const from = await companyOf(db, 'supplier@demo.pim');
    const to = await companyOf(db, 'supplier2@demo.pim');
    const [own, visible] = await cardsOf(db, from, 2);
    await ownBrandOfSelgros(db, own!.id);
    await db
      .update(products)
      .set({ ownBrandType: 1, availability: [{ code: 'selgros', visibility: true, product_number: '' }] })
      .where(eq(products.id, visible!.id));
    const response = await send(app, network, 'POST', '/api/p1/products/bulk-assign', {
      ids: [own!.id, visible!.id],
      company_id: to,
      versions: [await cardNow(db, own!.id), await cardNow(db, visible!.id)].map(({ id, version }) => ({
        id,
        version,
      })),
    });
    const answer = bulkAssignAnswerSchema.parse(response.body);
    expect(answer.changed).toBe(1);
    expect(answer.refused).toEqual([
      { id: visible!.id, name: visible!.nameToShow, message: 'To nie jest karta marki własnej Twojej sieci' },
    ]);
    expect((await cardNow(db, own!.id)).companyId).toBe(to);
    expect((await cardNow(db, visible!.id)).companyId).toBe(from);
  });

  test('a supplier may not (403); a company that is no active supplier and bad bodies are 400, nothing written', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [card] = await cardsOf(db, supplier.answer.user.company_id!, 1);
    expectError(
      await send(app, supplier, 'POST', '/api/p1/products/bulk-assign', { ids: [card!.id], company_id: 1 }),
      403,
      'session.forbidden',
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    expectFieldFault(
      await send(app, admin, 'POST', '/api/p1/products/bulk-assign', {
        ids: [card!.id],
        company_id: await companyOf(db, 'network@demo.pim'),
        versions: [{ id: card!.id, version: card!.version }],
      }),
      {
        namespace: BULK_NAMESPACE,
        field: 'company_id',
        message: 'Wybrany dostawca nie istnieje lub jest nieaktywny',
      },
    );
    for (const body of [
      { ids: [card!.id] },
      { ids: [], company_id: 1 },
      { ids: [card!.id], company_id: 'x' },
      [],
    ])
      expectFaults(await send(app, admin, 'POST', '/api/p1/products/bulk-assign', body), BULK_NAMESPACE);
    expect(await cardNow(db, card!.id)).toEqual(card);
  });
});
