import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import { products } from '../db/schema';

/** The three rules of §6 visibility: a supplier's own company, a network's chain, everyone else all cards. */
export type ScopeKind = 'supplier' | 'network' | 'all';

/** The user's values the rules compare with, or placeholders for them in a prepared statement. */
export interface ScopeValues {
  companyId: number | Placeholder;
  /** The availability entry that makes a card visible in the user's network, as JSON. */
  visibleIn: string | Placeholder;
  networkCode: string | Placeholder;
}

export function scopeKindOf(user: CurrentUser): ScopeKind {
  if (user.is_supplier) return 'supplier';
  if (user.is_network) return 'network';
  return 'all';
}

export function scopeValuesOf(user: CurrentUser): ScopeValues {
  return {
    companyId: user.company_id ?? -1,
    visibleIn: JSON.stringify([{ code: user.network_code ?? '', visibility: true }]),
    networkCode: user.network_code ?? '',
  };
}

/** §6 visibleProducts by kind and values (placeholders in a prepared statement). */
export function visibleBy(kind: ScopeKind, values: ScopeValues): SQL | undefined {
  if (kind === 'supplier') return eq(products.companyId, values.companyId);
  if (kind === 'network') return sql`${products.availability} @> ${values.visibleIn}::jsonb`;
  return undefined;
}

/**
 * §6 Which cards a user may see: a supplier its own company's, a network the cards visible in its
 * network, everyone else (admin, master-data, category and QC managers) all cards. Undefined = no limit.
 */
export function visibleProducts(user: CurrentUser): SQL | undefined {
  return visibleBy(scopeKindOf(user), scopeValuesOf(user));
}
