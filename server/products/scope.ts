import { eq, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import { products } from '../db/schema';

/**
 * §6 Which cards a user may see: a supplier its own company's, a network the cards visible in its
 * network, everyone else (admin, master-data, category and QC managers) all cards. Undefined = no limit.
 */
export function visibleProducts(user: CurrentUser): SQL | undefined {
  if (user.is_supplier) return eq(products.companyId, user.company_id ?? -1);
  if (user.is_network) {
    return sql`${products.availability} @> ${JSON.stringify([{ code: user.network_code ?? '', visibility: true }])}::jsonb`;
  }
  return undefined;
}
