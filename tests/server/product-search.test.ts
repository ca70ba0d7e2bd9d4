import { describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { searchByEanAnswerSchema } from '@contract/products';
import { productEans, products } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

const search = (ean: string) => `/api/p1/search-product-by-ean?ean=${encodeURIComponent(ean)}`;

describe('GET /api/p1/search-product-by-ean (§7)', () => {
  test("a supplier finds its own card by EAN, never another supplier's", async () => {
    const { app, db } = await testApp();
    const [own] = await db
      .select({ id: products.id, gtin: products.gtin })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    const [foreign] = await db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.companyId, 3))
      .limit(1);
    const session = await loginAs(app, 'supplier@demo.pim');
    const found = await request(app, 'GET', search(own!.gtin!), { cookie: session.cookie });
    expect(found.status).toBe(200);
    expect(searchByEanAnswerSchema.parse(found.body).products.map((p) => p.id)).toEqual([own!.id]);
    const hidden = await request(app, 'GET', search(foreign!.gtin!), { cookie: session.cookie });
    expect(searchByEanAnswerSchema.parse(hidden.body).products).toEqual([]);
  });

  test('a network user finds only cards visible in its network', async () => {
    const { app, db } = await testApp();
    const visible = sql`${products.availability} @> ${JSON.stringify([{ code: 'selgros', visibility: true }])}::jsonb`;
    const [shown] = await db.select({ gtin: products.gtin }).from(products).where(visible).limit(1);
    const [notShown] = await db
      .select({ gtin: productEans.ean })
      .from(productEans)
      .innerJoin(products, eq(products.id, productEans.productId))
      .where(and(sql`not (${visible})`))
      .limit(1);
    const session = await loginAs(app, 'network@demo.pim');
    const a = await request(app, 'GET', search(shown!.gtin!), { cookie: session.cookie });
    expect(searchByEanAnswerSchema.parse(a.body).products).toHaveLength(1);
    const b = await request(app, 'GET', search(notShown!.gtin), { cookie: session.cookie });
    expect(searchByEanAnswerSchema.parse(b.body).products).toEqual([]);
  });

  test.each(['', '12ab', '1234567', '123456789012345', "5900' or 1=1 --"])(
    'a malformed EAN %j is a 400 fault',
    async (ean) => {
      const { app } = await testApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const faults = expectFaults(
        await request(app, 'GET', search(ean), { cookie: session.cookie }),
        'search',
      );
      expect(faults.map((f) => f.field)).toEqual(['ean']);
    },
  );

  test('without a session the answer is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', search('5900020000013')), 401, 'errors.unauthenticated');
  });
});
