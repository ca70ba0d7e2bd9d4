import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { onlyColumns } from '../attribute-lists/cells';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext } from '../products/list-context';
import {
  countEssentialities,
  ESSENTIALITY_COLUMN_SPECS,
  ESSENTIALITY_QUERY,
  essentialityCells,
  essentialityConditions,
  essentialityFilters,
  essentialityPage,
} from '../attribute-lists/essentialities-list';

/**
 * §2 Essentialities list (docs/decisions/0019): `GET /api/p1/essentialities`, per card and network the
 * share of the network's essential attributes the card fills, read from lists.essentiality_rows.
 */
export const essentialityRoutes = new Hono<AppEnv>().get(
  '/api/p1/essentialities',
  requirePermission('essentialities.view'),
  async (c) => {
    const query = readListQuery(c, ESSENTIALITY_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = essentialityConditions(context, filters);
    const page = await pageOf(
      {
        rows: (limit, offset) => essentialityPage(context.db, where, sort, order, limit, offset),
        count: (limit) => countEssentialities(context.db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const info = listInfo({
      columns: columnsFor(ESSENTIALITY_COLUMN_SPECS, context),
      singleActions: [],
      massActions: [],
      filters: await essentialityFilters(context),
    });
    return c.json(
      listAnswer(
        query.data,
        {
          ...page,
          rows: onlyColumns(await essentialityCells(context, page.rows), info.available_columns, [
            'product_id',
          ]),
        },
        info,
      ),
    );
  },
);
