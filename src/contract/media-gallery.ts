import { z } from 'zod/mini';
import { ASSET_KINDS, MEDIA_GALLERY, ROTATIONS } from '@domain/media-gallery';
import { jobAnswerSchema } from './jobs';
import { bodyId, invalid, querySearch, queryEnum, queryId } from './list-params';

/** §2 Media gallery lists and calls (docs/decisions/0022), under the gallery's own address (`media_gallery_url`). */

export const ASSET_COLUMNS = [
  'thumbnail',
  'name',
  'kind',
  'size',
  'dimensions',
  'directory',
  'uploaded_by',
  'created_at',
  'cards',
  'deleted_at',
] as const;
export type AssetColumn = (typeof ASSET_COLUMNS)[number];
export const ASSET_SORTABLE = ['name', 'size', 'created_at', 'deleted_at'] as const;
export type AssetSort = (typeof ASSET_SORTABLE)[number];

/** `directory=0` is the top level (assets in no directory). */
export const assetFiltersSchema = z.object({
  q: querySearch,
  kind: z.optional(queryEnum(ASSET_KINDS)),
  directory: z.optional(
    z.union([z.literal('0'), z.string(invalid).check(z.regex(/^[1-9]\d{0,9}$/, invalid))]),
  ),
});
export type AssetFilters = z.infer<typeof assetFiltersSchema>;

export const DIRECTORY_COLUMNS = ['name', 'assets', 'shared', 'created_at'] as const;
export const DIRECTORY_SORTABLE = ['name', 'created_at'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTABLE)[number];
export const directoryFiltersSchema = z.object({ q: querySearch });

const ids = z
  .array(bodyId, invalid)
  .check(
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(MEDIA_GALLERY.MAX_IDS, { error: 'validation.tooMany' }),
  );

const directoryId = z.nullable(bodyId);

/** POST …/assets/delete, /restore, /purge, /download: the assets named. */
export const assetIdsSchema = z.strictObject({ ids });
/** POST …/assets/move: into a directory, or to the top level (null). */
export const moveAssetsSchema = z.strictObject({ ids, directory_id: directoryId });

const name = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
    );

/** PATCH …/assets/{id}: rename and/or move. */
export const updateAssetSchema = z.strictObject({
  name: z.optional(name(MEDIA_GALLERY.MAX_ASSET_NAME)),
  directory_id: z.optional(directoryId),
});

const pixel = z.number(invalid).check(z.int(invalid), z.gte(0, invalid), z.lte(100_000, invalid));

/** POST …/assets/{id}/edit-image: a quarter turn and a crop of the turned image (pixels), saved as a new version. */
export const editImageSchema = z.strictObject({
  rotate: z.union(
    ROTATIONS.map((r) => z.literal(r)) as [z.ZodMiniLiteral<0>, ...z.ZodMiniLiteral<number>[]],
    invalid,
  ),
  crop: z.nullable(z.strictObject({ x: pixel, y: pixel, width: pixel, height: pixel })),
  /** The image version the editor was shown; another is a 409 (absent: the version stored now). */
  version: z.optional(
    z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)),
  ),
});
export type EditImage = z.infer<typeof editImageSchema>;

/** POST/PATCH …/directories: the name (unique in the company, case aside). */
export const directoryNameSchema = z.strictObject({ name: name(MEDIA_GALLERY.MAX_DIRECTORY_NAME) });

export const ASSIGN_MODES = ['add', 'replace'] as const;
export type AssignMode = (typeof ASSIGN_MODES)[number];
const mediaType = z
  .number({ error: 'validation.mediaType' })
  .check(
    z.int({ error: 'validation.mediaType' }),
    z.gte(1, { error: 'validation.mediaType' }),
    z.lte(6, { error: 'validation.mediaType' }),
  );

/** POST …/mass-assign: the assets onto the cards as `type`; add keeps the card's files, replace empties the type first. */
export const massAssignSchema = z.strictObject({
  asset_ids: ids,
  product_ids: ids,
  type: mediaType,
  mode: z.enum(ASSIGN_MODES, invalid),
});
export type MassAssign = z.infer<typeof massAssignSchema>;

/** POST …/automatic-assign/preview: which of the assets match a card by the GTIN in their name. */
export const autoPreviewSchema = z.strictObject({ asset_ids: ids });
/** POST …/automatic-assign: match again and assign the matches. */
export const autoAssignSchema = z.strictObject({
  asset_ids: ids,
  type: mediaType,
  mode: z.enum(ASSIGN_MODES, invalid),
});

const int = () => z.number().check(z.int());

export const assetSchema = z.object({
  id: int(),
  name: z.string(),
  kind: z.enum(ASSET_KINDS),
  mime: z.string(),
  size: int(),
  width: z.nullable(int()),
  height: z.nullable(int()),
  version: int(),
  directory_id: z.nullable(int()),
  directory: z.nullable(z.string()),
  uploaded_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.nullable(z.string()),
  url: z.string(),
  thumbnail_url: z.nullable(z.string()),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetUsageSchema = z.object({
  product_id: int(),
  name: z.string(),
  gtin: z.nullable(z.string()),
  type: int(),
  assigned_at: z.string(),
});

export const assetDetailsSchema = z.object({ asset: assetSchema, usage: z.array(assetUsageSchema) });
export type AssetDetails = z.infer<typeof assetDetailsSchema>;

export const directoryOptionSchema = z.object({
  id: int(),
  name: z.string(),
  share_url: z.nullable(z.string()),
});
export const directoryOptionsSchema = z.object({ directories: z.array(directoryOptionSchema) });
export type DirectoryOption = z.infer<typeof directoryOptionSchema>;

export const shareAnswerSchema = z.object({ share_url: z.nullable(z.string()) });

export const autoPreviewAnswerSchema = z.object({
  matched: z.array(
    z.object({
      asset_id: int(),
      asset_name: z.string(),
      gtin: z.string(),
      product_id: int(),
      product_name: z.string(),
    }),
  ),
  unmatched: z.array(
    z.object({ asset_id: int(), asset_name: z.string(), reason: z.string(), gtin: z.nullable(z.string()) }),
  ),
});
export type AutoPreviewAnswer = z.infer<typeof autoPreviewAnswerSchema>;

/** A file automatic assign left out, and why (no GTIN, no card, a PDF for a photo type). */
export const notAssignedSchema = z.object({ asset_id: int(), asset_name: z.string(), reason: z.string() });
export type NotAssigned = z.infer<typeof notAssignedSchema>;

/**
 * An assignment done at once answers its counts; a large one answers the job (202). Both list the files
 * left out before assigning (automatic assign; mass assign leaves none out).
 */
export const assignAnswerSchema = z.union([
  z.object({
    assigned: int(),
    skipped: int(),
    message: z.string(),
    not_assigned: z.array(notAssignedSchema),
  }),
  z.object({ job: jobAnswerSchema, message: z.string(), not_assigned: z.array(notAssignedSchema) }),
]);
export type AssignAnswer = z.infer<typeof assignAnswerSchema>;

/** §3 Queued-download response: status, processed, percentage. */
export const queuedDownloadSchema = z.object({
  status: z.string(),
  processed: int(),
  percentage: int(),
});

export const sharedDirectorySchema = z.object({
  name: z.string(),
  company: z.string(),
  assets: z.array(
    z.object({
      id: int(),
      name: z.string(),
      kind: z.enum(ASSET_KINDS),
      size: int(),
      width: z.nullable(int()),
      height: z.nullable(int()),
      url: z.string(),
      thumbnail_url: z.nullable(z.string()),
    }),
  ),
});
export type SharedDirectory = z.infer<typeof sharedDirectorySchema>;

export { queryId };
