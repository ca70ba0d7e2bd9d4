import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssortmentFilters } from '@contract/shop-assortment';
import type { Language } from '@domain/constants';
import type { ReadinessState } from '@domain/readiness';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { productRows, shopAssortment } from '../db/schema';
import type { ListedCard } from '../products/list-rows';
import { searchCondition } from '../products/list-filters';
import { readinessCondition } from '../readiness/list-filter';

/**
 * §2 shop-management: the list rows of the network's assortment, narrowed by sales status, search words and
 * readiness (the products list's SQL form of the rule, for this network alone). The assortment is read by
 * its primary key's first column, then each card by its list row.
 */
export function assortmentConditions(network: string, filters: AssortmentFilters): SQL | undefined {
  const status = filters.status === undefined ? sql`` : sql` and s.status = ${filters.status}`;
  const conditions: (SQL | undefined)[] = [
    sql`${productRows.id} in (select s.product_id from shop_assortment s
      where s.network_code = ${network}${status})`,
  ];
  if (filters.q !== undefined && filters.q !== '') conditions.push(searchCondition(filters.q));
  // readinessCondition looks at the networks of a user: here one who belongs to this network alone.
  if (filters.readiness !== undefined)
    conditions.push(readinessCondition(networkViewer(network), filters.readiness));
  return and(...conditions);
}

function networkViewer(network: string): CurrentUser {
  return {
    id: 0,
    first_name: '',
    last_name: '',
    email: '',
    company_id: null,
    network_name: null,
    network_code: network,
    media_gallery_token: null,
    role: 'network',
    is_admin: false,
    is_network: true,
    is_blocked: false,
    is_supplier: false,
    is_metro: false,
    is_qc_manager: false,
    is_carrefour_romania: false,
    is_selgros_romania: false,
    is_selgros: false,
    is_penny: false,
    is_mdm: false,
    is_cm: false,
    can_use_only_limited_selgros_private_attributes: false,
    can_use_selgros_private_attributes: false,
    can_change_selgros_qc_status: false,
    can_change_markant_qc_status: false,
    can_filter_markant_attributes: false,
    has_requirement_created_by_user_id_filter: false,
    has_media_gallery_access: false,
  };
}

export interface AssortmentEntry {
  productNumber: string | null;
  status: 'planned' | 'listed' | 'delisted';
  addedAt: Date;
}

/** The network's number, status and date of the page's cards, by primary key. */
export async function assortmentEntries(
  db: Db,
  network: string,
  ids: readonly number[],
): Promise<Map<number, AssortmentEntry>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      productId: shopAssortment.productId,
      productNumber: shopAssortment.productNumber,
      status: shopAssortment.status,
      addedAt: shopAssortment.addedAt,
    })
    .from(shopAssortment)
    .where(and(eq(shopAssortment.networkCode, network), inArray(shopAssortment.productId, [...ids])));
  return new Map(rows.map((row) => [row.productId, row]));
}

export function assortmentCells(
  card: ListedCard,
  entry: AssortmentEntry | undefined,
  readiness: ReadinessState | undefined,
  language: Language,
) {
  return {
    product_number: entry?.productNumber ?? null,
    name_to_show: card.nameToShow,
    gtin: card.gtin,
    supplier: card.supplier,
    status: entry === undefined ? null : translate(language, `shopAssortment.status.${entry.status}`),
    readiness: readiness === undefined ? null : translate(language, `readiness.states.${readiness}`),
    added_at: entry?.addedAt.toISOString() ?? null,
  };
}
