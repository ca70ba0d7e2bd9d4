import { and, arrayContains, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COMPLETENESS_RANGES, type ProductListFilters } from '@contract/product-list';
import { productRows } from '../db/schema';
import type { ProductListContext } from './list-context';
import { readinessCondition } from '../readiness/list-filter';
import { visibleListRows } from './list-scope';
import { gs1ListCondition } from '../gs1/gs1-outside';

/** Codes a digit search may bring in: a short prefix can match much of a catalogue. */
const CODE_MATCHES = 1000;
/** §3 EAN/GTIN codes have 8 to 14 digits: fewer digits are more likely a size in a name ("330"). */
const CODE = /^\d{8,14}$/;

/**
 * Search (docs/decisions/0012). Eight to fourteen digits are the start of a code: the cards with a package
 * EAN (the GTIN is one of them) beginning with them, looked up in product_eans. Anything else is words:
 * every word a prefix of a word of the name, legal name or GTIN ("gazow 330" finds "Woda gazowana
 * 330 ml"). The text reaches SQL only as a parameter; `lists.search_query` keeps its words and drops
 * every operator (migration 0003).
 */
export function searchCondition(q: string): SQL {
  if (!CODE.test(q)) return sql`${productRows.search} @@ lists.search_query(${q})`;
  // One array of ids (an InitPlan) rather than a join or an OR: the planner fetches those rows by key.
  return sql`${productRows.id} = any(array(
    select product_id from product_eans where ean like ${`${q}%`} order by product_id limit ${CODE_MATCHES}))`;
}

/**
 * §6 The rows the user may see, narrowed by the filters the user's role gets; a filter the role does not
 * get is ignored, so a parameter can only ever narrow the list.
 */
export function listConditions(context: ProductListContext, filters: ProductListFilters): SQL | undefined {
  const { permissions } = context;
  // The cheap column tests first: PostgreSQL tests conditions of equal cost in the order written, so the
  // search words and the array tests of networks only see rows the other filters kept. A supplier's scope
  // is one number; a network's is an array test (list-scope.ts).
  const scope = visibleListRows(context.user);
  const arrayScope = context.user.is_network && !context.user.is_supplier;
  const conditions: (SQL | undefined)[] = [arrayScope ? undefined : scope];
  if (filters.status !== undefined && filters.status.length > 0)
    conditions.push(inArray(productRows.status, filters.status.map(Number)));
  if (filters.category_id !== undefined) conditions.push(eq(productRows.categoryId, filters.category_id));
  if (filters.brand_id !== undefined) conditions.push(eq(productRows.brandId, filters.brand_id));
  const range = COMPLETENESS_RANGES.find((candidate) => candidate.value === filters.completeness);
  if (range !== undefined) conditions.push(between(productRows.completeness, range.from, range.to));
  if (filters.qc_status !== undefined && permissions.has('products.filter.qc'))
    conditions.push(eq(productRows.qcStatus, Number(filters.qc_status)));
  if (filters.supplier_id !== undefined && permissions.has('products.filter.supplier'))
    conditions.push(eq(productRows.companyId, filters.supplier_id));
  // The search words before the network arrays: a word drops far more rows than a network does.
  if (filters.q !== undefined && filters.q !== '') conditions.push(searchCondition(filters.q));
  if (arrayScope) conditions.push(scope);
  // Readiness last: its tests look up other tables for each row still kept (docs/decisions/0042).
  if (filters.readiness !== undefined) conditions.push(readinessCondition(context.user, filters.readiness));
  if (filters.gs1 === 'outside' && permissions.has('gs1.prefixes')) conditions.push(gs1ListCondition());
  if (filters.network_code !== undefined && permissions.has('products.filter.network'))
    conditions.push(arrayContains(productRows.networkCodes, [filters.network_code]));
  return and(...conditions);
}
