import { and, eq } from 'drizzle-orm';
import { roleAfterUnblock } from '@domain/unblock';
import { ROLES, type Role } from '@domain/user';
import type { Db } from '../db/client';
import { companies, unblockRequests, users } from '../db/schema';

/** Why a decision was refused (a message key), or null when it was made. */
export type DecisionRefused =
  'unblockRequests.errors.notFound' | 'unblockRequests.errors.decided' | 'unblockRequests.errors.needsRole';

const asRole = (role: string): Role =>
  (ROLES as readonly string[]).includes(role) ? (role as Role) : 'blocked';

/** The pending request, locked for this transaction so two admins cannot decide it twice. */
async function pendingRequest(tx: Db, id: number) {
  const [row] = await tx
    .select({
      status: unblockRequests.status,
      userId: unblockRequests.userId,
      role: users.role,
      kind: companies.kind,
    })
    .from(unblockRequests)
    .innerJoin(users, eq(users.id, unblockRequests.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(unblockRequests.id, id))
    .for('update', { of: unblockRequests })
    .limit(1);
  return row;
}

/** Accept: the account is active again with the role of roleAfterUnblock (docs/decisions/0018). */
export async function acceptRequest(tx: Db, adminId: number, id: number): Promise<DecisionRefused | null> {
  const request = await pendingRequest(tx, id);
  if (request === undefined) return 'unblockRequests.errors.notFound';
  if (request.status !== 'pending') return 'unblockRequests.errors.decided';
  const role = roleAfterUnblock(asRole(request.role), request.kind);
  if (role === null) return 'unblockRequests.errors.needsRole';
  await tx.update(users).set({ isActive: true, role }).where(eq(users.id, request.userId));
  await tx
    .update(unblockRequests)
    .set({ status: 'accepted', decidedBy: adminId, decidedAt: new Date() })
    .where(and(eq(unblockRequests.id, id), eq(unblockRequests.status, 'pending')));
  return null;
}

/** Reject: the account stays blocked; the reason is kept with the request. */
export async function rejectRequest(
  tx: Db,
  adminId: number,
  id: number,
  reason: string,
): Promise<DecisionRefused | null> {
  const request = await pendingRequest(tx, id);
  if (request === undefined) return 'unblockRequests.errors.notFound';
  if (request.status !== 'pending') return 'unblockRequests.errors.decided';
  await tx
    .update(unblockRequests)
    .set({ status: 'rejected', reason, decidedBy: adminId, decidedAt: new Date() })
    .where(eq(unblockRequests.id, id));
  return null;
}
