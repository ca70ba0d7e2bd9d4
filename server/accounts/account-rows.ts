import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { AccountFilters, AccountSort } from '@contract/accounts-list';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { companies, nameKey, users } from '../db/schema';
import { orderBy } from '../lists/sorting';

const SORT_COLUMNS: Record<AccountSort, AnyPgColumn | SQL> = {
  id: users.id,
  // Accounts number in the thousands at most: the key is computed as the page is sorted. The column shows
  // the given name first ("Imię i nazwisko") and sorts as it reads (docs/decisions/0055).
  name: nameKey(sql`${users.firstName} || ' ' || ${users.lastName}`),
  email: users.email,
  role: users.role,
  status: users.isActive,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
};

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
const iso = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone 'UTC', ${ISO_UTC})`;

/** `%` and `_` of the user's text are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of §2 Accounts list; the text reaches SQL only as a bound parameter. */
export function accountConditions(filters: AccountFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.role !== undefined && filters.role.length > 0)
    conditions.push(inArray(users.role, filters.role));
  if (filters.status !== undefined) conditions.push(eq(users.isActive, filters.status === 'active'));
  if (filters.company_id !== undefined) conditions.push(eq(users.companyId, filters.company_id));
  if (filters.q !== undefined && filters.q !== '') {
    // Accounts are few (thousands at most): a substring match over names and e-mail reads them all.
    for (const word of filters.q.split(/\s+/).filter(Boolean)) {
      const pattern = likePattern(word);
      conditions.push(
        or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)),
      );
    }
  }
  return and(...conditions);
}

export interface AccountsQuery {
  where: SQL | undefined;
  sort: string;
  order: SortOrder;
}

/** One page of accounts with their company's name. */
export function accountPage(db: Db, query: AccountsQuery, limit: number, offset: number) {
  const order = orderBy(SORT_COLUMNS, query.sort, query.order, users.id);
  // By name: the surname first, then the given name, as in a phone book.
  if (query.sort === 'name') order.splice(1, 0, asc(nameKey(users.firstName)));
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      lastLoginAt: iso(users.lastLoginAt),
      createdAt: iso(users.createdAt),
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(query.where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
export type AccountRow = Awaited<ReturnType<typeof accountPage>>[number];

export async function countAccounts(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

/** Cells by column id: role and status as words of the user's language, times as ISO 8601. */
export function accountCells(row: AccountRow, language: Language) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    company: row.company,
    role: translate(language, `roles.${row.role}`),
    status: translate(language, `accountsList.status.${row.isActive ? 'active' : 'inactive'}`),
    last_login_at: row.lastLoginAt,
    created_at: row.createdAt ?? '',
  };
}
