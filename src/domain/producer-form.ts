import type { EntityRef } from './product';

/** A stored address as the modals' fields hold it (§2 Modals: producer, address). */
export function addressFormValues(address: {
  name: string;
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
}): Record<string, string> {
  return {
    name: address.name,
    street: address.street ?? '',
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country: address.country ?? '',
  };
}

/**
 * §3 Brands and sub-brands: a brand of a producer that is not stored yet (or a sub-brand of such a brand)
 * cannot be created through the API; it is named, and created with the card's save (`{ name }`).
 */
export const isCreatedWithCard = (parent: EntityRef): boolean => typeof parent !== 'number';
