import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import { actingDb } from '@server/audit/actor';
import { brands, productRows, products } from '@server/db/schema';
import { cachedCount } from '@server/products/list-totals';
import { listOf } from '@tests/server/fixtures/product-list';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

/**
 * What the products list keeps between requests (docs/decisions/0012, 0026): every request reads the
 * database through a handle of its own (the audit actor's, docs/decisions/0052), and what one request
 * counted or looked up must still serve the next one.
 */
describe('GET /api/p1/products: what is kept between requests', () => {
  test('the brand filter keeps its options for a while when a card with a new brand comes', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const brandOptions = async () =>
      (await listOf(app, session)).info.filters
        .find((filter) => filter.name === 'brand_id')!
        .options.map((option) => option.label);
    const before = await brandOptions();

    const [template] = await db.select().from(products).limit(1);
    const [brand] = await db
      .insert(brands)
      .values({ producerId: template!.producerId!, name: 'Marka świeżo dodana' })
      .returning({ id: brands.id });
    await db.execute(sql`
      insert into products (company_id, gtin, name, name_to_show, status, brand_id, producer_id)
      values (${template!.companyId}, null, 'Nowa', 'Karta nowej marki', ${PRODUCT_STATUS.DRAFT},
        ${brand!.id}, ${template!.producerId})`);

    // Options lag the cards by up to ten seconds (docs/decisions/0012): the next request's are the same.
    expect(await brandOptions()).toEqual(before);
  });

  test('a brand renamed a moment ago keeps its old name in the list for a while', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const first = await listOf(app, session, { per_page: '25' });
    const row = first.rows.find((candidate) => typeof candidate.cells.brand === 'string')!;
    const [card] = await db
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, row.id));
    await db.update(brands).set({ name: 'Nazwa zmieniona' }).where(eq(brands.id, card!.brandId!));

    const again = await listOf(app, session, { per_page: '25' });
    expect(again.rows.find((candidate) => candidate.id === row.id)!.cells.brand).toBe(row.cells.brand);
  });

  test("a total counted by one request's handle answers the next request's while the rows are unchanged", async () => {
    const { db } = await testApp();
    const where = eq(productRows.status, PRODUCT_STATUS.DRAFT);
    const first = await cachedCount(
      actingDb(db, () => null),
      where,
      2001,
      'version 1',
    );
    await db.update(products).set({ status: PRODUCT_STATUS.DRAFT });
    // The same list version: the kept total, whichever request asks.
    expect(
      await cachedCount(
        actingDb(db, () => null),
        where,
        2001,
        'version 1',
      ),
    ).toBe(first);
    // Another version: counted again.
    expect(
      await cachedCount(
        actingDb(db, () => null),
        where,
        2001,
        'version 2',
      ),
    ).toBeGreaterThan(first);
  });
});
