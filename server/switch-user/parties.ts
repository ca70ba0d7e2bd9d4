import { and, eq, gt, inArray } from 'drizzle-orm';
import { displayName, type CurrentUser } from '@domain/user';
import type { SwitchParty } from '@domain/switch-user';
import type { SwitchedBy } from '@contract/user';
import type { Db } from '../db/client';
import { companies, switchPermissions, users } from '../db/schema';

export interface PartyRow extends SwitchParty {
  name: string;
  email: string;
  role: string;
  companyName: string | null;
}

/** The accounts with these ids as the switch rules see them (§6, docs/decisions/0048). */
export async function partiesOf(db: Db, ids: number[]): Promise<Map<number, PartyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.user.id, partyFromRow(row.user, row.companyName)]));
}

export function partyFromRow(row: typeof users.$inferSelect, companyName: string | null): PartyRow {
  return {
    id: row.id,
    isAdmin: row.role === 'admin',
    companyId: row.companyId,
    active: row.isActive && row.role !== 'blocked',
    name: displayName({ first_name: row.firstName, last_name: row.lastName, email: row.email }),
    email: row.email,
    role: row.role,
    companyName,
  };
}

/** A logged-in user as the switch rules see them. */
export function partyOfUser(user: CurrentUser): SwitchParty {
  return { id: user.id, isAdmin: user.is_admin, companyId: user.company_id, active: !user.is_blocked };
}

export function switchedByOf(user: CurrentUser): SwitchedBy {
  return { id: user.id, name: displayName(user), email: user.email };
}

/** The end of a live permission for `allowed` to act as `target`, or null when there is none. */
export async function livePermission(db: Db, targetId: number, allowedId: number): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: switchPermissions.expiresAt })
    .from(switchPermissions)
    .where(
      and(
        eq(switchPermissions.targetUserId, targetId),
        eq(switchPermissions.allowedUserId, allowedId),
        gt(switchPermissions.expiresAt, new Date()),
      ),
    );
  return row?.expiresAt ?? null;
}
