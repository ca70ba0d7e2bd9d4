import { eq } from 'drizzle-orm';
import type { AuditQuery } from '@contract/audit-trail';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import { findReadableCard } from '../products/card';
import type { TrailScope } from './read-trail';

/** What a reader may read, or why not: 403 (not theirs) or 404 (nothing by that id they may know of). */
export type TrailAccess = { ok: true; scope: TrailScope } | { ok: false; status: 403 | 404; key: string };

const FORBIDDEN = { ok: false, status: 403, key: 'auditTrail.errors.forbidden' } as const;

/**
 * The change-log report (docs/decisions/0052): an admin reads the whole trail; anyone else reads the trail
 * of a card they may read (a network: the cards it sees), or without a card their own company's trail
 * (a user without a company: what they did themselves).
 */
export async function reportAccess(db: Db, user: CurrentUser, query: AuditQuery): Promise<TrailAccess> {
  if (user.is_admin) return { ok: true, scope: { kind: 'all' } };
  if (query.company_id !== undefined && query.company_id !== user.company_id) return FORBIDDEN;
  if (query.product_id !== undefined) {
    const card = await findReadableCard(db, user, query.product_id);
    if (card === null) return { ok: false, status: 404, key: 'auditTrail.errors.cardNotFound' };
    return { ok: true, scope: { kind: 'card', productId: card.id } };
  }
  if (user.company_id === null) return { ok: true, scope: { kind: 'user', userId: user.id } };
  return { ok: true, scope: { kind: 'company', companyId: user.company_id } };
}

/** A user's history: an admin's of anyone, a user's own, or of a user of the same company. */
export async function userHistoryAccess(db: Db, user: CurrentUser, userId: number): Promise<TrailAccess> {
  const [target] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (target === undefined) return { ok: false, status: 404, key: 'auditTrail.errors.userNotFound' };
  const sameCompany = user.company_id !== null && target.companyId === user.company_id;
  if (!user.is_admin && userId !== user.id && !sameCompany) return FORBIDDEN;
  return { ok: true, scope: { kind: 'user', userId } };
}

/** A company's history: an admin's of any company, anyone else's of their own. */
export async function companyHistoryAccess(
  db: Db,
  user: CurrentUser,
  companyId: number,
): Promise<TrailAccess> {
  const [target] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (target === undefined) return { ok: false, status: 404, key: 'auditTrail.errors.companyNotFound' };
  if (!user.is_admin && user.company_id !== companyId) return FORBIDDEN;
  return { ok: true, scope: { kind: 'company', companyId } };
}
