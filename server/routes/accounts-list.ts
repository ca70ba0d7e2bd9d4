import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { ListColumn } from '@contract/data-table';
import type { Language } from '@domain/constants';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { accountFilters, companyChoices } from '../accounts/account-filters';
import {
  ACCOUNT_COLUMNS_SPEC,
  ACCOUNT_LIST_QUERY,
  ACCOUNT_MASS_ACTIONS,
  ACCOUNT_SINGLE_ACTIONS,
  accountExclusions,
} from '../accounts/account-list-spec';
import {
  accountCells,
  accountConditions,
  accountPage,
  countAccounts,
  type AccountRow,
} from '../accounts/account-rows';
import { companies, users } from '../db/schema';
import { errorAnswer } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext } from '../products/list-context';
import { queryId } from '@contract/list-params';
import { safeParse } from 'zod/v4/core';

function rowOf(row: AccountRow, columns: readonly ListColumn[], language: Language) {
  const cells: Record<string, string | number | null> = accountCells(row, language);
  return {
    id: row.id,
    cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
  };
}

/** The list answer for the admin, optionally within one company (§7 GET /api/company/{id}/user). */
async function accountsAnswer(c: Context<AppEnv>, companyId: number | null) {
  const query = readListQuery(c, ACCOUNT_LIST_QUERY);
  if (!query.ok) return query.response;
  const context = productListContext(c);
  const { sort, order, filters } = query.data;
  const where = and(
    accountConditions(filters),
    companyId === null ? undefined : eq(users.companyId, companyId),
  );
  const page = await pageOf(
    {
      rows: (limit, offset) => accountPage(context.db, { where, sort, order }, limit, offset),
      count: (limit) => countAccounts(context.db, where, limit),
    },
    query.data.page,
    query.data.perPage,
  );
  const columns = columnsFor(ACCOUNT_COLUMNS_SPEC, context);
  const info = listInfo({
    columns,
    singleActions: actionsFor(ACCOUNT_SINGLE_ACTIONS, context),
    massActions: actionsFor(ACCOUNT_MASS_ACTIONS, context),
    filters: await accountFilters(context.db),
    // An admin never selects their own account: no mass action may deactivate or delete it.
    disabledRows: page.rows.some((row) => row.id === context.user.id) ? [context.user.id] : [],
    rowActionExclusions: accountExclusions(context.user.id, page.rows),
  });
  const rows = page.rows.map((row) => rowOf(row, columns, context.language));
  return c.json(listAnswer(query.data, { ...page, rows }, info));
}

/**
 * §2 Accounts list (docs/decisions/0018): `GET /api/users` for admins, `GET /api/company/{id}/user` the same
 * within one company, `GET /api/companies/choices` the companies an account can belong to.
 */
export const accountsListRoutes = new Hono<AppEnv>()
  .get('/api/users', requirePermission('accounts.manage'), (c) => accountsAnswer(c, null))
  .get('/api/company/:id/user', requirePermission('accounts.manage'), async (c) => {
    const id = safeParse(queryId, c.req.param('id'));
    if (!id.success) return errorAnswer(c, 404, 'errors.notFoundApi');
    const [company] = await c
      .get('db')
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, id.data))
      .limit(1);
    if (company === undefined) return errorAnswer(c, 404, 'errors.notFoundApi');
    return accountsAnswer(c, company.id);
  })
  .get('/api/companies/choices', requirePermission('accounts.manage'), async (c) =>
    c.json({ companies: await companyChoices(c.get('db')) }),
  );
