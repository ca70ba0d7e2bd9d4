import { and, arrayContains, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { QcListFilters } from '@contract/qc-list';
import { QC_STATUS } from '@domain/qc-status';
import { productRows, qcChecks } from '../db/schema';
import type { ProductListContext } from '../products/list-context';
import { searchCondition } from '../products/list-filters';
import { visibleListRows } from '../products/list-scope';

const GIVEN = [QC_STATUS.PASSED, QC_STATUS.FAILED];

/**
 * A chain's verdict among `statuses`: a passed or failed verdict is a row of qc_checks (found by its
 * (chain, status, product) index), "not checked" is the absence of one. One array of ids each, so the
 * planner keeps walking the list table's own index for the page.
 */
function chainVerdict(chain: string, statuses: number[]): SQL | undefined {
  const given = statuses.filter((status) => status !== QC_STATUS.NOT_CHECKED);
  const parts: SQL[] = [];
  if (given.length > 0)
    parts.push(sql`${productRows.id} in (select ${qcChecks.productId} from ${qcChecks}
      where ${qcChecks.chain} = ${chain} and ${inArray(qcChecks.status, given)})`);
  if (statuses.includes(QC_STATUS.NOT_CHECKED))
    parts.push(sql`${productRows.id} not in (select ${qcChecks.productId} from ${qcChecks}
      where ${qcChecks.chain} = ${chain} and ${inArray(qcChecks.status, GIVEN)})`);
  return or(...parts);
}

/**
 * §6 The cards the user may see (the products list's scope), narrowed by the QC list's filters. A chain
 * means the cards visible in that chain; the QC status filter then reads that chain's verdict, otherwise
 * the card's own QC (lists.product_rows.qc_status). Search last, as in the products list.
 */
export function qcListConditions(context: ProductListContext, filters: QcListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleListRows(context.user)];
  if (filters.status !== undefined && filters.status.length > 0)
    conditions.push(inArray(productRows.status, filters.status.map(Number)));
  if (filters.category_id !== undefined) conditions.push(eq(productRows.categoryId, filters.category_id));
  if (filters.supplier_id !== undefined && context.permissions.has('products.filter.supplier'))
    conditions.push(eq(productRows.companyId, filters.supplier_id));
  const statuses = (filters.qc_status ?? []).map(Number);
  if (filters.chain !== undefined) {
    conditions.push(arrayContains(productRows.networkCodes, [filters.chain]));
    if (statuses.length > 0) conditions.push(chainVerdict(filters.chain, statuses));
  } else if (statuses.length > 0) conditions.push(inArray(productRows.qcStatus, statuses));
  if (filters.q !== undefined && filters.q !== '') conditions.push(searchCondition(filters.q));
  return and(...conditions);
}
