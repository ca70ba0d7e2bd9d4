import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ApiToken } from '@contract/api-tokens';
import { apiTokenStatus, isApiTokenScope } from '@domain/api-token-scopes';
import type { Db } from '../db/client';
import { apiTokens, companies, users } from '../db/schema';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The tokens as the list shows them (never their hash), newest first. */
export async function tokenRows(
  db: Db,
  where: { companyId: number | null; id?: number },
): Promise<ApiToken[]> {
  const conditions: SQL[] = [];
  if (where.companyId !== null) conditions.push(eq(apiTokens.companyId, where.companyId));
  if (where.id !== undefined) conditions.push(eq(apiTokens.id, where.id));
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      scopes: apiTokens.scopes,
      companyName: companies.name,
      createdBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(...conditions))
    .orderBy(desc(apiTokens.id));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isApiTokenScope),
    company_name: row.companyName,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
    status: apiTokenStatus(row, now),
  }));
}
