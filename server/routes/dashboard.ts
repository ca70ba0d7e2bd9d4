import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { DashboardTodo } from '@contract/readiness';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { networks, products } from '../db/schema';
import { networkTodo } from '../readiness/network-todo';
import { supplierTodo } from '../readiness/supplier-todo';
import { visibleProducts } from '../products/scope';

/** The dashboard home: the cards the user may see, counted by status. */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/api/dashboard/stats', requireUser(), async (c) => {
    const user = c.get('user')!;
    const rows = await c
      .get('db')
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
  })
  /**
   * What needs doing (docs/decisions/0042): a supplier's to-dos on its cards; a network's people what waits
   * for the network (offers to decide) and what waits for suppliers (the issues they reported). Anyone
   * else (an administrator) has neither side.
   */
  .get('/api/dashboard/todo', requireUser(), async (c) => {
    const user = c.get('user')!;
    let answer: DashboardTodo = { kind: 'none' };
    if (user.is_supplier && user.company_id !== null)
      answer = await supplierTodo(c.get('db'), user.company_id, c.get('language'));
    else if (!user.is_admin && user.network_code !== null) {
      const [network] = await c
        .get('db')
        .select({ name: networks.name })
        .from(networks)
        .where(eq(networks.code, user.network_code));
      answer = await networkTodo(
        c.get('db'),
        user.network_code,
        network?.name ?? user.network_code,
        c.get('language'),
      );
    }
    return c.json(answer);
  });
