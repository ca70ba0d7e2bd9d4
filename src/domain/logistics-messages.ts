/**
 * Message keys of the logistics rules beyond §8's own ('Musi być większa od zera', 'Musisz podać wymiary',
 * 'Musisz dodać minimum jedno opakowanie' are FAULT_MESSAGE in faults.ts). Catalogue section "validation".
 */
export const LOGISTIC_FAULT = {
  NOT_A_NUMBER: 'validation.notANumber',
  WHOLE_NUMBER: 'validation.wholeNumber',
  UNIT_NOT_ALLOWED: 'validation.unitNotAllowed',
  CONSUMER_TOO_HEAVY: 'validation.consumerTooHeavy',
  PACKAGE_TOO_HEAVY: 'validation.packageTooHeavy',
  DIMENSION_TOO_LARGE: 'validation.dimensionTooLarge',
  COUNT_TOO_LARGE: 'validation.countTooLarge',
  GROSS_BELOW_NET: 'validation.grossBelowNet',
  MATERIALS_REQUIRED: 'validation.materialsRequired',
  MATERIALS_NOT_RECYCLABLE: 'validation.materialsNotRecyclable',
  UNKNOWN_MATERIAL: 'validation.unknownMaterial',
  UNKNOWN_FRACTION: 'validation.unknownFraction',
  PERCENT_RANGE: 'validation.percentRange',
  EAN_REPEATED: 'validation.eanRepeated',
  EAN_DATES: 'validation.eanDates',
  NETWORK_REQUIRED: 'validation.networkRequired',
  NETWORK_TWICE: 'validation.networkTwice',
  UNKNOWN_NETWORK: 'validation.unknownNetwork',
} as const;
