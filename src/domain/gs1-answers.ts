/** connect/gs1: the answer's shape (docs/decisions/0050); src/contract/gs1-prefixes.ts parses into it. */

export interface Gs1OutsideCard {
  id: number;
  name_to_show: string;
  gtin: string | null;
  /** The card's codes (GTIN and package EANs) that no prefix covers. */
  outside: string[];
}

/** The company, its prefixes and its cards outside them; `companies` are an admin's choices (suppliers). */
export interface Gs1PrefixesAnswer {
  company: { id: number; name: string } | null;
  companies: { id: number; name: string }[];
  prefixes: string[];
  outside_total: number;
  outside: Gs1OutsideCard[];
}
