import { and, arrayContains, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CinListFilters } from '@contract/cin-panel';
import type { CinChain } from '@domain/cin';
import { cinRequests, productRows } from '../db/schema';
import type { ProductListContext } from '../products/list-context';
import { searchCondition } from '../products/list-filters';
import { visibleListRows } from '../products/list-scope';

/** §6 The panel's scope: the cards the user may see that are visible in the chain (§3 availability). */
export function cinScope(context: ProductListContext, chain: CinChain): SQL | undefined {
  return and(visibleListRows(context.user), arrayContains(productRows.networkCodes, [chain]));
}

/** The scope narrowed by the panel's filters; `cin` asks whether the card was ever requested for the chain. */
export function cinListConditions(
  context: ProductListContext,
  chain: CinChain,
  filters: CinListFilters,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [cinScope(context, chain)];
  if (filters.status !== undefined && filters.status.length > 0)
    conditions.push(inArray(productRows.status, filters.status.map(Number)));
  if (filters.category_id !== undefined) conditions.push(eq(productRows.categoryId, filters.category_id));
  if (filters.supplier_id !== undefined && context.permissions.has('products.filter.supplier'))
    conditions.push(eq(productRows.companyId, filters.supplier_id));
  const requested = sql`select ${cinRequests.productId} from ${cinRequests} where ${cinRequests.chain} = ${chain}`;
  // Requested cards are a log's worth, few beside the chain's catalogue: one array of ids (an InitPlan), so
  // the planner fetches them by key instead of walking the whole sort index to find them (as 0012's codes).
  if (filters.cin === 'requested') conditions.push(sql`${productRows.id} = any(array(${requested}))`);
  if (filters.cin === 'none') conditions.push(sql`${productRows.id} not in (${requested})`);
  if (filters.q !== undefined && filters.q !== '') conditions.push(searchCondition(filters.q));
  return and(...conditions);
}
