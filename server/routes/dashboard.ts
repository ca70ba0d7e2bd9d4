import { Hono } from 'hono';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { products } from '../db/schema';

/**
 * Whose cards a user sees counted on the dashboard: a supplier its own company's, a network the cards
 * available in its network, everyone else (admin, mdm, cm, QC) all cards.
 */
function scopeOf(user: CurrentUser): SQL | undefined {
  if (user.is_supplier) return eq(products.companyId, user.company_id ?? -1);
  if (user.is_network && user.network_code !== null) {
    return sql`${products.availability} @> ${JSON.stringify([{ code: user.network_code, visibility: true }])}::jsonb`;
  }
  return undefined;
}

export const dashboardRoutes = new Hono<AppEnv>().get('/api/dashboard/stats', requireUser(), async (c) => {
  const user = c.var.user!;
  const scope = scopeOf(user);
  const rows = await c.var.db
    .select({
      status: products.status,
      count: sql<number>`count(*)::int`,
      editRequired: sql<number>`count(*) filter (where ${products.isEditRequired})::int`,
    })
    .from(products)
    .where(scope === undefined ? undefined : and(scope))
    .groupBy(products.status)
    .orderBy(products.status);
  return c.json({
    total: rows.reduce((sum, row) => sum + row.count, 0),
    by_status: rows.map((row) => ({ status: row.status, count: row.count })),
    edit_required: rows.reduce((sum, row) => sum + row.editRequired, 0),
  });
});
