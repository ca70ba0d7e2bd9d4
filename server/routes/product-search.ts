import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { searchByEanQuerySchema } from '@contract/products';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { companies, productEans, products } from '../db/schema';
import { faultAnswer, faultsFromZod } from '../http/answers';
import { visibleProducts } from '../products/scope';

/** §7 GET /api/p1/search-product-by-ean?ean — the cards (that the user may see) carrying the EAN. */
export const productSearchRoutes = new Hono<AppEnv>().get(
  '/api/p1/search-product-by-ean',
  requireUser(),
  async (c) => {
    const parsed = searchByEanQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return faultAnswer(c, faultsFromZod(c, parsed.error, 'search'));
    const user = c.get('user')!;
    const ids = c
      .get('db')
      .select({ id: productEans.productId })
      .from(productEans)
      .where(eq(productEans.ean, parsed.data.ean));
    const rows = await c
      .get('db')
      .select({
        id: products.id,
        name_to_show: products.nameToShow,
        gtin: products.gtin,
        status: products.status,
        company_name: companies.name,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(inArray(products.id, ids), visibleProducts(user)))
      .orderBy(products.id)
      .limit(20);
    return c.json({ products: rows });
  },
);
