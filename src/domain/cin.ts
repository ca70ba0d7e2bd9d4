import { PRODUCT_STATUS } from './constants';
import type { Permission } from './permissions';

/**
 * §2 Panel CIN, §7 send-get-cin-file and get-cin-file (docs/decisions/0016). The spec shows only the calls;
 * ours: a CIN file is a chain's item-creation file, the card data a Romanian chain needs to create the
 * article and give it its internal item number (CIN). Each of the two chain-specific interfaces of §6 is
 * one chain, reached through the matching user flag.
 */
export const CIN_CHAINS = ['carrefour_ro', 'selgros'] as const;
export type CinChain = (typeof CIN_CHAINS)[number];

/** §6 the interface permission behind each chain (is_carrefour_romania, is_selgros_romania). */
export const CIN_CHAIN_PERMISSION: Record<CinChain, Permission> = {
  carrefour_ro: 'interface.carrefour_romania',
  selgros: 'interface.selgros_romania',
};

/** The chains whose interface the user holds, in a fixed order (the first is the panel's default). */
export function cinChainsOf(permissions: Iterable<string>): CinChain[] {
  const held = new Set(permissions);
  return CIN_CHAINS.filter((chain) => held.has(CIN_CHAIN_PERMISSION[chain]));
}

/** Request outcomes: the file can be built, or the card lacks what the chain needs (listed). */
export const CIN_REQUEST_STATUSES = ['ready', 'incomplete'] as const;
export type CinRequestStatus = (typeof CIN_REQUEST_STATUSES)[number];

/** What an item-creation file cannot do without; the keys name the missing parts (messages cin.missing.*). */
export type CinMissing = 'ready' | 'gtin' | 'name' | 'brand' | 'category' | 'chainNumber';

export interface CinCardFacts {
  status: number;
  gtin: string | null;
  nameToShow: string;
  brandId: number | null;
  categoryId: number | null;
  /** The chain's product number on the card (§3 network availability), trimmed; '' when none. */
  chainNumber: string;
}

/**
 * What the card lacks for the chain's item-creation file: it must be ready (§4) and carry a GTIN, a name,
 * a brand, a category and the chain's own supplier product number (§3 availability product_number).
 */
export function cinMissing(card: CinCardFacts): CinMissing[] {
  const missing: CinMissing[] = [];
  if (card.status !== PRODUCT_STATUS.READY) missing.push('ready');
  if (card.gtin === null || card.gtin.trim() === '') missing.push('gtin');
  if (card.nameToShow.trim() === '') missing.push('name');
  if (card.brandId === null) missing.push('brand');
  if (card.categoryId === null) missing.push('category');
  if (card.chainNumber.trim() === '') missing.push('chainNumber');
  return missing;
}

/** Most cards one request takes: a page of the largest size the lists offer. */
export const CIN_REQUEST_MAX_IDS = 200;
