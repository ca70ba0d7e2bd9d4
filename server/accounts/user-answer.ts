import { eq, sql } from 'drizzle-orm';
import type { UserAnswer } from '@contract/accounts-list';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

/** §7 GET /api/user/{id}: the account as the admin sees it (never its password hash). */
export async function userAnswer(db: Db, id: number): Promise<UserAnswer | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      role: users.role,
      company_id: users.companyId,
      company_name: companies.name,
      network_code: users.networkCode,
      is_active: users.isActive,
      language: users.language,
      last_login_at: sql<
        string | null
      >`to_char(${users.lastLoginAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      created_at: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
