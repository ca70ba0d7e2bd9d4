import { eq } from 'drizzle-orm';
import { ROLES, flagsForRole, type CurrentUser, type Role } from '@domain/user';
import type { Db } from '../db/client';
import { networks, users } from '../db/schema';

/** The columns of a user row the current user is made of. */
type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'companyId'
  | 'networkCode'
  | 'mediaGalleryToken'
  | 'role'
  | 'isActive'
  | 'extraFlags'
>;

function asRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'blocked';
}

/** §3 Current user from a stored row: the role's flags, the user's own chain flags, and the network. */
export function currentUserFromRow(row: UserRow, networkName: string | null): CurrentUser {
  const role = row.isActive ? asRole(row.role) : 'blocked';
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    company_id: row.companyId,
    network_name: networkName,
    network_code: row.networkCode,
    media_gallery_token: row.mediaGalleryToken,
    role,
    ...flagsForRole(role),
    ...row.extraFlags,
    is_blocked: role === 'blocked',
  };
}

export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const rows = await db
    .select({ user: users, networkName: networks.name })
    .from(users)
    .leftJoin(networks, eq(networks.code, users.networkCode))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? currentUserFromRow(row.user, row.networkName) : null;
}
