/** §9 Business constants and limits: every number the spec names, in one place. */

export const LANGUAGES = ['pl', 'ro', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';
/** i18next's language code as one of ours; anything else reads as the default, Polish. */
export const languageOf = (code: string): Language =>
  (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : DEFAULT_LANGUAGE;

export const INSTANCES = ['pl', 'de', 'ro'] as const;
export type Instance = (typeof INSTANCES)[number];

/** §1 The application is served under this prefix; screens load lazily from it. */
export const CHUNK_BASE_PATH = '/react/';

/** §9 Durations in milliseconds. */
export const DELAYS = {
  SKELETON: 500,
  SECTION_BOUNDARY: 2500,
  VALIDATION_FLASH: 3000,
  SAVED_FLASH: 2000,
  NOTIFICATION: 4500,
  JOB_POLL: 2000,
  SESSION_END_WARNING: 5 * 60 * 1000,
} as const;

export const JOB_COOKIE_DAYS = 7;
export const JOBS_PANEL_WIDTH_PX = 500;

/** §4 Product status. */
export const PRODUCT_STATUS = { OFFER: 1, READY: 2, DRAFT: 5, RETIRED: 6 } as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

/** §4 Availability values. */
export const AVAILABILITY = {
  GENERALLY_AVAILABLE: 1,
  OWN_BRAND: 2,
  NETWORK_LOGO: 3,
  IMPORTED_FOR_ONE_NETWORK: 4,
  PARTIALLY_AVAILABLE: 5,
} as const;

/** §4 Sales status. */
export const SALES_STATUS = { AVAILABLE: 1, WITHDRAWN: 0 } as const;

/** §3 Media types by id. */
export const MEDIA_TYPE = { PROFILE: 1, FRONT: 2, DISPLAY: 3, LAYOUT: 4, OTHER: 5, LABEL: 6 } as const;

/** §3 Package types. */
export const PACKAGE_TYPE = {
  SINGLE: 1,
  MULTI: 2,
  CONSUMER: 11,
  FIRST_LEVEL: 12,
  SECOND_LEVEL: 13,
  THIRD_LEVEL: 14,
  PALLET: 15,
} as const;

/** §4 Bulk edit statuses. */
export const BULK_STATUS = {
  CREATED: 1,
  EDITED: 2,
  VALIDATING: 3,
  VALIDATED: 4,
  SAVING: 6,
  SAVED: 7,
} as const;

/** §9 Decimals. */
export const DECIMALS = { VOLUME: 3, WEIGHT: 3, PRODUCT: 4 } as const;
export const FILE_NAME_DISPLAY_LENGTH = 40;
export const EMPTY_EAN = '0000000000000';
export const KG_TO_G = 1000;

/** §8 The generic error message is shown when the supplied message is this marker. */
export const NO_MESSAGE = -1;
