import { NO_FAULTS } from '@domain/faults';
import { emptyProfile, type ProductFormState } from '@domain/product-form';

/** A card form with nothing in it: a new card of no category, no options, no media, no faults. */
export const blankFormState = (): ProductFormState => ({
  id: null,
  status: null,
  profile: emptyProfile(),
  attributes: [],
  sections: [],
  groups: [],
  rules: {
    required_media: [],
    available_media: [1, 2],
    one_of_required_media: [1, 2],
    logistic_definitions: [],
  },
  options: {
    companyId: 1,
    producers: [],
    brands: [],
    sub_brands: [],
    companyAddresses: [],
    returnAddresses: [],
    networks: [],
    requirementSets: [],
  },
  categoryNames: {},
  structures: [],
  availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
  requirementSets: [],
  media: [],
  generalInfo: null,
  faults: NO_FAULTS,
  warnings: [],
  issues: [],
});
