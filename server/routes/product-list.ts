import { Hono, type MiddlewareHandler } from 'hono';
import { and, inArray } from 'drizzle-orm';
import type { ListColumn } from '@contract/data-table';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { productRows } from '../db/schema';
import { errorAnswer } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { MASS_ACTIONS, rowActionExclusions, SINGLE_ACTIONS } from '../products/list-actions';
import { PRODUCT_COLUMNS } from '../products/list-columns';
import { productListContext } from '../products/list-context';
import { listFilters } from '../products/list-filter-options';
import { listConditions } from '../products/list-filters';
import { PRODUCT_EXPORT_QUERY, PRODUCT_LIST_QUERY } from '../products/list-query-spec';
import { DRAFT_COPY_CELL, draftCopyOriginals } from '../products/list-draft-copies';
import { cardCells, countCards, listedCards, type ListedCard } from '../products/list-rows';
import { productRowsPage } from '../products/list-totals';
import { productListWorkbook } from '../products/list-xlsx';
import { readinessCells, withoutReadiness, type ReadinessCells } from '../readiness/list-cells';
import { jobAnswer } from '../jobs/job-answer';
import { exportFileName, queueListExport, XLSX_TYPE } from '../jobs/product-list-export';

/** 401 without a session; 403 for a blocked user (§6: a blocked user has no permissions). */
function requireListUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    if (user.is_blocked) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

/** Only the cells of columns the role gets: a hidden column's value never leaves the server. */
function rowOf(
  card: ListedCard,
  columns: readonly ListColumn[],
  language: Language,
  readiness: ReadinessCells | undefined,
  copyOf: string | undefined,
) {
  const cells: Record<string, string | number | null> = { ...cardCells(card, language), ...readiness };
  const shown = Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null]));
  // A draft copy's original, for its name cell (docs/decisions/0059).
  if (copyOf !== undefined && 'name_to_show' in shown) shown[DRAFT_COPY_CELL] = copyOf;
  return { id: card.id, cells: shown };
}

/**
 * §2 Products list (docs/decisions/0012): `GET /api/p1/products` answers a page in the §3 envelope, and
 * `GET /api/p1/products/export` the filtered (or selected) rows as xlsx: up to `exportDirectRows` as the
 * answer, more as a background job (202 with the job to watch), never more than `exportMaxRows`.
 */
export const productListRoutes = new Hono<AppEnv>()
  .get('/api/p1/products', requireListUser(), async (c) => {
    const query = readListQuery(c, PRODUCT_LIST_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = listConditions(context, filters);
    const { page, version: currentVersion } = await productRowsPage(
      context.db,
      where,
      query.data,
      (limit, offset) => listedCards(context.db, { where, sort, order }, limit, offset, context.language),
      // listConditions reads the list rows alone (a code search also reads product_eans, but never past
      // the cap): a total past the cap may be kept across changes. The readiness and GS1 filters read
      // issues, offers, QC verdicts and prefixes, whose writes leave the list's version as it was.
      filters.readiness !== undefined || filters.gs1 !== undefined ? 'never' : 'past-cap',
    );
    const columns = columnsFor(PRODUCT_COLUMNS, context);
    // The filter options, the readiness cells and the draft copies' originals need only the page: read
    // side by side on the pool rather than one after another (on a busy PostgreSQL server each round trip
    // waits its turn for a core).
    const [filterList, readiness, copies] = await Promise.all([
      currentVersion().then((version) => listFilters(context, version)),
      readinessCells(
        context.db,
        context.user,
        page.rows.map((card) => card.id),
        context.language,
      ),
      draftCopyOriginals(context.db, page.rows),
    ]);
    const info = listInfo({
      columns,
      singleActions: actionsFor(SINGLE_ACTIONS, context),
      massActions: actionsFor(MASS_ACTIONS, context),
      filters: filterList,
      rowActionExclusions: rowActionExclusions(context, page.rows),
    });
    const rows = page.rows.map((card) =>
      rowOf(card, columns, context.language, readiness.get(card.id), copies.get(card.id)),
    );
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .get('/api/p1/products/export', requireListUser(), async (c) => {
    const query = readListQuery(c, PRODUCT_EXPORT_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = and(
      listConditions(context, filters),
      filters.ids === undefined ? undefined : inArray(productRows.id, filters.ids),
    );
    const max = c.get('config').exportMaxRows;
    const count = await countCards(context.db, where, max + 1);
    if (count > max) return errorAnswer(c, 400, 'productList.errors.exportTooLarge', { max });
    if (count > c.get('config').exportDirectRows) {
      const job = await queueListExport(context, { filters, sort, order, language: context.language });
      const message = translate(context.language, 'jobs.started');
      return c.json({ job: jobAnswer(job, false, context.language), message }, 202);
    }
    const cards = await listedCards(context.db, { where, sort, order }, count, 0, context.language);
    const columns = withoutReadiness(columnsFor(PRODUCT_COLUMNS, context));
    const workbook = await productListWorkbook(cards, columns, context.language);
    return c.body(new Uint8Array(workbook), 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${exportFileName(new Date().toISOString().slice(0, 10))}"`,
      'cache-control': 'no-store',
    });
  });
