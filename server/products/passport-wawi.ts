import { SALES_STATUS } from '@domain/constants';
import type { DetailsCard } from '@domain/product-details-card';
import { availabilityRows, logisticsSummary, type Amount } from '@domain/product-details-logistics';

/** The name and version of the machine-readable form, so a receiving system can tell what it reads. */
export const PASSPORT_FORMAT = 'pim-wawi-passport';
export const PASSPORT_VERSION = 1;

export interface PassportPackage {
  /** §3 package type (consumer 11 … pallet 15, single 1, multi 2). */
  package_type: number;
  /** The networks of a network-specific structure; empty for the card's general structure. */
  network_codes: string[];
  eans: string[];
  /** Consumer units in this package, as typed. */
  units: string | null;
  dimensions: Amount | null;
  volume: Amount | null;
  net_weight: Amount | null;
  gross_weight: Amount | null;
}

/**
 * §2 {app}/product/{id}/get-passport-wawi (docs/decisions/0044): what a merchandise-management (WAWI)
 * system needs to list the article — its identity, the article numbers per network it is listed in, and
 * its logistic units with EANs, contents, dimensions and weights. Descriptive attributes are left to the
 * print pages.
 */
export interface WawiPassport {
  format: typeof PASSPORT_FORMAT;
  version: typeof PASSPORT_VERSION;
  generated_at: string;
  product: {
    id: number;
    gtin: string | null;
    name: string;
    name_to_show: string;
    producer: string | null;
    brand: string | null;
    sub_brand: string | null;
    categories: string[];
    status: number;
    /** §4 Sales status: available 1, withdrawn 0. */
    sales_status: number;
    supplier_company: string;
    updated_at: string;
  };
  /** The networks the card is visible in, with the supplier's article number there. */
  networks: { code: string; name: string; product_number: string }[];
  packages: PassportPackage[];
}

/** §2, §3: the passport of a card as the user may see it (private attributes play no part in it). */
export function wawiPassport(card: DetailsCard, now: Date): WawiPassport {
  return {
    format: PASSPORT_FORMAT,
    version: PASSPORT_VERSION,
    generated_at: now.toISOString(),
    product: {
      id: card.id,
      gtin: card.gtin,
      name: card.name,
      name_to_show: card.nameToShow,
      producer: card.producer,
      brand: card.brand,
      sub_brand: card.subBrand,
      categories: card.categories,
      status: card.status,
      sales_status: card.salesStatus === SALES_STATUS.WITHDRAWN ? 0 : 1,
      supplier_company: card.companyName,
      updated_at: card.updatedAt,
    },
    networks: availabilityRows(card.availability.availability, card.networkNames)
      .filter((row) => row.visible)
      .map((row) => ({ code: row.code, name: row.name, product_number: row.productNumber })),
    packages: logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null).map((row) => ({
      package_type: row.packageType,
      network_codes: row.networkCodes,
      eans: row.eans,
      units: row.units,
      dimensions: row.dimensions,
      volume: row.volume,
      net_weight: row.netWeight,
      gross_weight: row.grossWeight,
    })),
  };
}
