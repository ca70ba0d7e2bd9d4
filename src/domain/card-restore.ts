import { PROFILE_FIELDS, type CardSnapshot, type ProfileField, type RestoreKey } from './card-history';
import type { ProductPayload } from './product';

/**
 * §4 Saving, docs/decisions/0053: the card to save when the user restores chosen parts of an older version.
 * Starts from the card as it is now and takes each chosen part from the older version; an attribute the
 * older version did not have is removed. The result goes through the normal save (validation, 409).
 */
export function restoredPayload(
  current: ProductPayload,
  older: CardSnapshot,
  keys: readonly RestoreKey[],
): ProductPayload {
  const profile = { ...current.product_profile };
  let attributes = current.attributes;
  let logistic = current.logistic;
  let availability = current.network_availability;
  let gallery = current.gallery;
  for (const key of keys) {
    if (key === 'logistic') logistic = older.logistic;
    else if (key === 'availability') availability = older.network_availability;
    else if (key === 'gallery') gallery = older.gallery;
    else if (key.startsWith('attribute:')) {
      const uuid = key.slice('attribute:'.length);
      const old = older.attributes.find((attribute) => attribute.uuid === uuid);
      const rest = attributes.filter((attribute) => attribute.uuid !== uuid);
      attributes = old === undefined ? rest : [...rest, old];
    } else {
      const field = key.slice('profile.'.length) as ProfileField;
      Object.assign(profile, { [field]: older.product_profile[field] });
    }
  }
  return {
    ...current,
    product_profile: profile,
    attributes,
    logistic,
    network_availability: availability,
    gallery,
  };
}

/** Every part of a version: what "restore the whole version" brings back. */
export function wholeVersionKeys(older: CardSnapshot, current: ProductPayload): RestoreKey[] {
  const uuids = new Set([...older.attributes, ...current.attributes].map((attribute) => attribute.uuid));
  return [
    ...PROFILE_FIELDS.map((field) => `profile.${field}` as const),
    ...[...uuids].map((uuid) => `attribute:${uuid}` as const),
    'logistic',
    'availability',
    'gallery',
  ];
}
