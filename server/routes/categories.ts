import { Hono } from 'hono';
import { categoriesQuerySchema } from '@contract/categories';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { categories } from '../db/schema';
import { faultAnswer, faultsFromZod } from '../http/answers';
import { categoryTree } from '../products/category-tree';

/** GET /api/p1/categories?q: the GPC tree for the category picker (§2 Modals), names in c.get('language'). */
export const categoryRoutes = new Hono<AppEnv>().get('/api/p1/categories', requireUser(), async (c) => {
  const query = categoriesQuerySchema.safeParse(c.req.query());
  if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, 'categories'));
  const rows = await c
    .get('db')
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      code: categories.code,
      name: categories.name,
    })
    .from(categories);
  return c.json({ categories: categoryTree(rows, c.get('language'), query.data.q) });
});
