import { z } from 'zod/mini';
import {
  availabilityEntrySchema,
  galleryEntrySchema,
  productProfileSchema,
  savedAttributeSchema,
  structureSchema,
} from './product-card';

/**
 * Card history (docs/decisions/0053): GET /api/p1/product/{id}/versions (keyset-paged timeline) and
 * GET /api/p1/product/{id}/versions/compare?from=&to= (two versions and what differs between them).
 */
const invalid = { error: 'validation.invalid' };
const versionParam = () => z.string(invalid).check(z.regex(/^[1-9][0-9]{0,8}$/, invalid));

/** ?before=<version> pages on from the last version shown; ?limit= at most 100. */
export const versionListQuerySchema = z.object({
  before: z.optional(versionParam()),
  limit: z.optional(z.string(invalid).check(z.regex(/^([1-9]|[1-9][0-9]|100)$/, invalid))),
});

export const versionCompareQuerySchema = z.object({ from: versionParam(), to: versionParam() });

const person = z.nullable(z.object({ id: z.number(), name: z.string() }));

export const versionSourceSchema = z.enum(['ui', 'importer', 'bulk_edit', 'api', 'restore']);

export const versionEntrySchema = z.object({
  version: z.number(),
  saved_at: z.string(),
  user: person,
  switched_by: person,
  source: versionSourceSchema,
  restored_from: z.nullable(z.number()),
  /** How many fields differ from the version before it (0 for the first). */
  changes: z.number(),
  /** The first few of them, named for the reader. */
  summary: z.array(z.string()),
});
export type VersionEntry = z.infer<typeof versionEntrySchema>;

export const versionListAnswerSchema = z.object({
  versions: z.array(versionEntrySchema),
  /** The `before` of the next page, or null at the first version. */
  next: z.nullable(z.number()),
  /** The card's version now: a restore is saved against it. */
  current_version: z.number(),
  /** Whether the caller may restore (may edit the card). */
  can_restore: z.boolean(),
});
export type VersionListAnswer = z.infer<typeof versionListAnswerSchema>;

export const cardSnapshotSchema = z.object({
  product_profile: z.omit(productProfileSchema, { gtin: true }),
  logistic: z.object({ structures: z.array(structureSchema) }),
  network_availability: z.object({
    availability: z.array(availabilityEntrySchema),
    own_brand_type: z.number(),
    own_brand_network_code: z.nullable(z.string()),
  }),
  gallery: z.array(galleryEntrySchema),
  attributes: z.array(savedAttributeSchema),
  status: z.number(),
  sales_status: z.number(),
});
export type StoredSnapshot = z.infer<typeof cardSnapshotSchema>;

export const versionDifferenceSchema = z.object({
  key: z.string(),
  section: z.enum(['profile', 'attributes', 'logistic', 'availability', 'gallery']),
  subject: z.string(),
  /** The subject named for the reader (attribute name, package type, network, media type). */
  label: z.string(),
  before: z.string(),
  after: z.string(),
  restore: z.string(),
});
export type VersionDifferenceAnswer = z.infer<typeof versionDifferenceSchema>;

export const versionCompareAnswerSchema = z.object({
  from: versionEntrySchema,
  to: versionEntrySchema,
  /** The older version's content, which a restore takes its chosen parts from. */
  from_snapshot: cardSnapshotSchema,
  differences: z.array(versionDifferenceSchema),
});
export type VersionCompareAnswer = z.infer<typeof versionCompareAnswerSchema>;
