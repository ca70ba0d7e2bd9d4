import type { Context } from 'hono';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import { offerScope, type OfferScope } from '@domain/offers';
import type { Permission } from '@domain/permissions';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import type { Db } from '../db/client';
import { offers } from '../db/schema';

/** Who asks for an offers list or panel, and what §6 gives them (docs/decisions/0017). */
export interface OfferContext {
  db: Db;
  user: CurrentUser;
  permissions: ReadonlySet<Permission>;
  language: Language;
  scope: OfferScope;
}

/** The context of a request that passed a permission check. */
export function offerContext(c: Context<AppEnv>): OfferContext {
  const user = c.get('user')!;
  return {
    db: c.get('db'),
    user,
    permissions: new Set(permissionsOf(user, c.get('config'))),
    language: c.get('language'),
    scope: offerScope(user),
  };
}

/** A `when` of a column, filter or action: the user holds the permission. */
export const holds = (permission: Permission) => (context: OfferContext) =>
  context.permissions.has(permission);

/** §6 The offers a scope admits, as a condition served by the scope-first indexes of `offers`. */
export function scopeCondition(scope: OfferScope): SQL | undefined {
  switch (scope.kind) {
    case 'company':
      return eq(offers.companyId, scope.companyId);
    case 'network':
      return eq(offers.networkCode, scope.networkCode);
    case 'all':
      return undefined;
    case 'none':
      // No scope: a condition no row meets, so the list answers empty rather than everything.
      return and(eq(offers.id, -1));
  }
}
