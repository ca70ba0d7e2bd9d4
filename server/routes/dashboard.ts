import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { products } from '../db/schema';
import { visibleProducts } from '../products/scope';

/** The dashboard home: the cards the user may see, counted by status. */
export const dashboardRoutes = new Hono<AppEnv>().get('/api/dashboard/stats', requireUser(), async (c) => {
  const user = c.var.user!;
  const rows = await c.var.db
    .select({
      status: products.status,
      count: sql<number>`count(*)::int`,
      editRequired: sql<number>`count(*) filter (where ${products.isEditRequired})::int`,
    })
    .from(products)
    .where(visibleProducts(user))
    .groupBy(products.status)
    .orderBy(products.status);
  return c.json({
    total: rows.reduce((sum, row) => sum + row.count, 0),
    by_status: rows.map((row) => ({ status: row.status, count: row.count })),
    edit_required: rows.reduce((sum, row) => sum + row.editRequired, 0),
  });
});
