import { eq } from 'drizzle-orm';
import type { HeaderData, UserInformation } from '@contract/own-account';
import { LANGUAGES, type Language } from '@domain/constants';
import { perUserFlagsOf } from '@domain/user-flags';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'pl';

async function accountRow(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, companyName: companies.name, kind: companies.kind, logoKey: companies.logoKey })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** §7 GET /api/user/{id}/information: the account's own fields, its company and its per-user flags. */
export async function userInformation(db: Db, id: number): Promise<UserInformation | null> {
  const row = await accountRow(db, id);
  if (row === null) return null;
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    language: languageOf(user.language),
    role: user.role,
    company_id: user.companyId,
    company_name: row.companyName,
    company_kind: row.kind,
    flags: perUserFlagsOf(user.extraFlags),
  };
}

/** §7 GET /api/user/{id}/get-header-data: the name, the company and its logo (when it has one), the language. */
export async function headerData(db: Db, id: number): Promise<HeaderData | null> {
  const row = await accountRow(db, id);
  if (row === null) return null;
  const { user } = row;
  // The version in the address changes with each new logo, so the browser's cached copy is not shown.
  const logoUrl =
    user.companyId !== null && row.logoKey
      ? `/api/company/${user.companyId}/logo?v=${row.logoKey.slice(0, 8)}`
      : null;
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    company_name: row.companyName,
    logo_url: logoUrl,
    language: languageOf(user.language),
  };
}
