import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { UnblockFilters, UnblockSort } from '@contract/unblock-requests';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { likePattern } from '../accounts/account-rows';
import type { Db } from '../db/client';
import { companies, unblockRequests, users } from '../db/schema';
import { orderBy } from '../lists/sorting';

const SORT_COLUMNS: Record<UnblockSort, AnyPgColumn> = {
  id: unblockRequests.id,
  status: unblockRequests.status,
  created_at: unblockRequests.createdAt,
};

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
const iso = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone 'UTC', ${ISO_UTC})`;
const decider = alias(users, 'decider');

/** Filters of §2 Unblock requests; the search matches the requester's names and e-mail. */
export function unblockConditions(filters: UnblockFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== undefined && filters.status.length > 0)
    conditions.push(
      inArray(unblockRequests.status, filters.status as ('pending' | 'accepted' | 'rejected')[]),
    );
  for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    conditions.push(
      or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)),
    );
  }
  return and(...conditions);
}

export interface UnblockQuery {
  where: SQL | undefined;
  sort: string;
  order: SortOrder;
}

export function unblockPage(db: Db, query: UnblockQuery, limit: number, offset: number) {
  return db
    .select({
      id: unblockRequests.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      message: unblockRequests.message,
      status: unblockRequests.status,
      reason: unblockRequests.reason,
      createdAt: iso(unblockRequests.createdAt),
      decidedAt: iso(unblockRequests.decidedAt),
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(unblockRequests)
    .innerJoin(users, eq(users.id, unblockRequests.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(decider, eq(decider.id, unblockRequests.decidedBy))
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, unblockRequests.id))
    .limit(limit)
    .offset(offset);
}
export type UnblockRow = Awaited<ReturnType<typeof unblockPage>>[number];

export async function countUnblock(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(unblockRequests)
    .innerJoin(users, eq(users.id, unblockRequests.userId))
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

export function unblockCells(row: UnblockRow, language: Language) {
  return {
    id: row.id,
    user: `${row.lastName} ${row.firstName}`,
    email: row.email,
    company: row.company,
    message: row.message,
    status: translate(language, `unblockRequests.status.${row.status}`),
    created_at: row.createdAt ?? '',
    decided_at: row.decidedAt,
    decided_by: row.deciderLast === null ? null : `${row.deciderLast} ${row.deciderFirst ?? ''}`.trim(),
    reason: row.reason,
  };
}
