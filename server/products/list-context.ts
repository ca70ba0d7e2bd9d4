import type { Context } from 'hono';
import type { Language } from '@domain/constants';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import type { Permission } from '@domain/permissions';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import type { Db } from '../db/client';

/** Who asks for the products list, and what §6 gives them: everything the list's parts decide by. */
export interface ProductListContext {
  db: Db;
  user: CurrentUser;
  permissions: ReadonlySet<Permission>;
  language: Language;
  /** §1 flag 3: the instance sends offers (the offer actions of the list). */
  sendsOffers?: boolean;
}

/** The context of a request that passed `requireUser()`. */
export function productListContext(c: Context<AppEnv>): ProductListContext {
  const user = c.get('user')!;
  return {
    db: c.get('db'),
    user,
    permissions: new Set(permissionsOf(user, c.get('config'))),
    language: c.get('language'),
    sendsOffers: featuresForInstance(c.get('config').instance, c.get('config').disabledFeatures).includes(
      FEATURE.SEND_OFFER,
    ),
  };
}

/** A `when` of a column, filter or action: the user holds the permission. */
export const holds = (permission: Permission) => (context: ProductListContext) =>
  context.permissions.has(permission);
