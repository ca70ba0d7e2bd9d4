import type { Instance } from './constants';

/** §1 Page-delivered feature flags by id. */
export const FEATURE = {
  SEND_OFFER: 3,
  RETAIL_CHAIN_STATUS: 4,
  RETAIL_CHAIN_ATTRIBUTES_BOX: 5,
  PRODUCT_FORM_VALIDATION: 10,
  QC: 11,
  NEW_PRODUCT_IMPORTER: 14,
  RECYCLING_FRACTION: 15,
  MEDIA_GALLERY: 16,
} as const;
export type FeatureId = (typeof FEATURE)[keyof typeof FEATURE];

export const ALL_FEATURES: readonly FeatureId[] = Object.values(FEATURE);

/**
 * §1 Instance-dependent features: sending an offer is off for the German instance, the recycling
 * fraction field is off for the Romanian one. Everything else is on unless the server config turns it off.
 */
export function featuresForInstance(instance: Instance, disabled: readonly FeatureId[] = []): FeatureId[] {
  return ALL_FEATURES.filter((id) => {
    if (disabled.includes(id)) return false;
    if (instance === 'de' && id === FEATURE.SEND_OFFER) return false;
    if (instance === 'ro' && id === FEATURE.RECYCLING_FRACTION) return false;
    return true;
  });
}

/** §1 True when the page config enables the feature. */
export function isFeatureOn(enabled: readonly number[], id: FeatureId): boolean {
  return enabled.includes(id);
}
