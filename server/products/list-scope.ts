import { arrayContains, eq, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import { productRows } from '../db/schema';

/**
 * §6 The list rows a user may see: the same rule as visibleProducts (scope.ts) on the list's own table. A
 * supplier its company's cards, a network the cards visible in it (`network_codes` holds exactly the codes
 * of the availability entries with visibility true, migration 0003), everyone else every card.
 */
export function visibleListRows(user: CurrentUser): SQL | undefined {
  if (user.is_supplier) return eq(productRows.companyId, user.company_id ?? -1);
  if (user.is_network) return arrayContains(productRows.networkCodes, [user.network_code ?? '']);
  return undefined;
}
