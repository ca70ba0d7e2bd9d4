import { and, eq, ne } from 'drizzle-orm';
import { permissionDay, switchRefusal } from '@domain/switch-user';
import type { SwitchConfig } from '@contract/switch-user';
import { ROLES } from '@domain/user';
import type { Db } from '../db/client';
import { companies, switchPermissions, users } from '../db/schema';
import { partiesOf, partyFromRow, type PartyRow } from './parties';

/** The stored configuration of one target: who may act as them, until when, and whether an admin gave it. */
export async function storedPermissions(db: Pick<Db, 'select'>, targetId: number) {
  return db
    .select({
      allowedUserId: switchPermissions.allowedUserId,
      expiresAt: switchPermissions.expiresAt,
      grantedByUserId: switchPermissions.grantedByUserId,
      grantedByRole: users.role,
    })
    .from(switchPermissions)
    .leftJoin(users, eq(users.id, switchPermissions.grantedByUserId))
    .where(eq(switchPermissions.targetUserId, targetId));
}

/**
 * Who an editor may add for `target` (§6, docs/decisions/0048): active colleagues of the target's company
 * that the rules allow, and for an admin editor also the active admins.
 */
async function candidatesFor(db: Db, target: PartyRow, editorIsAdmin: boolean): Promise<PartyRow[]> {
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(ne(users.id, target.id), eq(users.isActive, true)));
  return rows
    .map((row) => partyFromRow(row.user, row.companyName))
    .filter((party) => (editorIsAdmin || !party.isAdmin) && switchRefusal(party, target) === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** §7 GET /api/user/{id}/configuration/switch-me-to: the list with names, and who may be added. */
export async function configAnswer(db: Db, target: PartyRow, editorIsAdmin: boolean): Promise<SwitchConfig> {
  const stored = await storedPermissions(db, target.id);
  const people = await partiesOf(
    db,
    stored.map((row) => row.allowedUserId),
  );
  const now = Date.now();
  const allowed = stored.flatMap((row) => {
    const person = people.get(row.allowedUserId);
    if (person === undefined) return [];
    return [
      {
        user_id: person.id,
        name: person.name,
        email: person.email,
        expires_on: permissionDay(row.expiresAt),
        expired: row.expiresAt.getTime() <= now,
        admin_given: row.grantedByRole === 'admin',
      },
    ];
  });
  allowed.sort((a, b) => a.name.localeCompare(b.name, 'pl'));
  const candidates = (await candidatesFor(db, target, editorIsAdmin)).flatMap((party) => {
    const role = ROLES.find((known) => known === party.role);
    return role === undefined ? [] : [{ user_id: party.id, name: party.name, email: party.email, role }];
  });
  return { user: { user_id: target.id, name: target.name, email: target.email }, allowed, candidates };
}
