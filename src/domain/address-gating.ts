import type { EntityRef } from './product';

/** The parts of an address that decide whether it is complete. */
export interface AddressParts {
  street: string | null;
  city: string | null;
  postcode: string | null;
}

/** §2 gating dialog: full address data is a street, a city and a postcode (country is optional). */
export function isAddressComplete(address: AddressParts): boolean {
  return [address.street, address.city, address.postcode].every(
    (part) => part !== null && part.trim() !== '',
  );
}

/** What the gating looks at on the card: the chosen producer and the chosen company address. */
export interface GatingValues {
  producer: EntityRef;
  company_address: number | null;
}

/** The producers and company addresses offered to the card, each with its completeness. */
export interface GatingOptions {
  producers: readonly { id: number; is_complete: boolean }[];
  companyAddresses: readonly { id: number; is_complete: boolean }[];
}

/** Why editing is blocked; both false when it is not (docs/decisions/0010). */
export interface GatingReasons {
  /** The chosen producer lacks full address data (a producer named on the card has none yet). */
  producer: boolean;
  /** The chosen company address (the introducing entity) lacks it, or the company has no address. */
  companyAddress: boolean;
}

/** §2 gating dialog: which of the producer and the introducing entity lack full address data. */
export function gatingReasons(values: GatingValues, options: GatingOptions): GatingReasons {
  const { producer, company_address } = values;
  let producerIncomplete = false;
  if (producer !== null && typeof producer === 'object') producerIncomplete = true;
  else if (typeof producer === 'number')
    producerIncomplete = options.producers.find((option) => option.id === producer)?.is_complete === false;
  const companyAddress =
    company_address === null
      ? options.companyAddresses.length === 0
      : options.companyAddresses.find((option) => option.id === company_address)?.is_complete === false;
  return { producer: producerIncomplete, companyAddress };
}

/** §2 Missing address data of the producer or the introducing entity blocks further editing of the card. */
export function isEditingBlocked(values: GatingValues, options: GatingOptions): boolean {
  const reasons = gatingReasons(values, options);
  return reasons.producer || reasons.companyAddress;
}
