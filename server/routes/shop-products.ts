import { Hono } from 'hono';
import type { ListColumn, ListFilter } from '@contract/data-table';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { productListContext } from '../products/list-context';
import { listFilters } from '../products/list-filter-options';
import { countCards, currentListVersion, listedCards } from '../products/list-rows';
import { pageOf } from '../lists/paging';
import {
  SALES_STATUS_FILTER_OPTIONS,
  SHOP_COLUMNS_SPEC,
  SHOP_LIST_QUERY,
  SHOP_MASS_ACTIONS,
  SHOP_SINGLE_ACTIONS,
} from '../shop/shop-list-spec';
import { productNumbers, shopCells, shopConditions } from '../shop/shop-rows';

/** The shop's filters: search, category and supplier as the products list offers them, and sales status. */
async function shopFilters(
  context: Parameters<typeof listFilters>[0],
  version: string,
): Promise<ListFilter[]> {
  const productFilters = await listFilters(context, version);
  const kept = (name: string) => productFilters.filter((filter) => filter.name === name);
  return [
    ...kept('q'),
    ...kept('category_id'),
    ...kept('supplier_id'),
    {
      name: 'sales_status',
      label: 'shopProducts.filters.sales_status',
      kind: 'select',
      options: SALES_STATUS_FILTER_OPTIONS,
      translate: true,
    },
  ];
}

/**
 * §2 Shop products (`{app}/shop`, docs/decisions/0018, 0051): `GET /api/shop/products`, the cards a retail
 * network listed in its shop assortment, in the §3 envelope, served from lists.product_rows like the
 * products list.
 */
export const shopProductRoutes = new Hono<AppEnv>().get(
  '/api/shop/products',
  requirePermission('shop.view'),
  async (c) => {
    const query = readListQuery(c, SHOP_LIST_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const networkCode = context.user.network_code ?? '';
    const { sort, order, filters } = query.data;
    const where = shopConditions(context, filters);
    // Counted afresh: the assortment changes apart from the list rows, whose version keys cached totals.
    const page = await pageOf(
      {
        rows: (limit, offset) =>
          listedCards(context.db, { where, sort, order }, limit, offset, context.language),
        count: (limit) => countCards(context.db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const numbers = await productNumbers(
      context.db,
      page.rows.map((card) => card.id),
      networkCode,
    );
    const columns: ListColumn[] = columnsFor(SHOP_COLUMNS_SPEC, context);
    const info = listInfo({
      columns,
      singleActions: actionsFor(SHOP_SINGLE_ACTIONS, context),
      massActions: actionsFor(SHOP_MASS_ACTIONS, context),
      filters: await shopFilters(context, await currentListVersion(context.db)),
    });
    const rows = page.rows.map((card) => {
      const cells: Record<string, string | number | null> = shopCells(
        card,
        numbers.get(card.id) ?? null,
        context.language,
      );
      return {
        id: card.id,
        cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
      };
    });
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  },
);
