import type { Issue } from '@domain/faults';
import type { AddressOption } from '@contract/addresses';
import type { EntityRef } from '@domain/product';

export type { AddressOption };

/** §3 product_profile fields of the identify section. */
export interface IdentifyValues {
  name: string;
  name_to_show: string;
  producer: EntityRef;
  brand: EntityRef;
  sub_brand: EntityRef;
  company_address: number | null;
  return_address: number | null;
  category_ids: number[];
  is_shared: boolean;
}

/** §3 Form state: the producers, brands, sub-brands and addresses offered, and the chosen categories' names. */
export interface IdentifyOptions {
  producers: { id: number; name: string; is_complete: boolean }[];
  brands: { id: number; name: string; producer_id: number }[];
  sub_brands: { id: number; name: string; producer_id: number; brand_id: number }[];
  companyAddresses: AddressOption[];
  returnAddresses: AddressOption[];
  /** Names of the chosen categories. */
  categoryNames: Record<number, string>;
}

export interface IdentifySectionProps {
  values: IdentifyValues;
  options: IdentifyOptions;
  /** Translated messages keyed by product_profile field (name, producer, category_ids …). */
  errors: Record<string, string[]>;
  /** §4 The card's open issues; those of product_profile fields show at their field. */
  issues?: readonly Issue[];
  readOnly: boolean;
  /** The category picker offers several categories (checkboxes and a confirm button). */
  multiCategory: boolean;
  /** The company an admin acts for (the card's); a supplier's own company when left out. */
  companyId?: number;
  /**
   * §6 "Edit addresses and fetch own producers: not admin": without that right the section offers no new
   * or edited producer or address, and no gating dialog (whose every way out is such an edit).
   */
  companyDataLocked?: boolean;
  onChange(patch: Partial<IdentifyValues>): void;
  onCategoriesChosen(ids: number[], names: Record<number, string>): void;
  /** Ask the form to reload its options after a producer, brand or address was created or edited. */
  onOptionsChanged(): void;
}
