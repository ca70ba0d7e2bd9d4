import { z } from 'zod/mini';

const int = () => z.number().check(z.int());

/**
 * §7 POST /api/p1/product/media (multipart/form-data): the fields besides `file`. `type` is the §3 media
 * type 1–6; `product_id` names the card the file is meant for, so that an admin uploads for the card's
 * company (a supplier's file always belongs to its own company).
 */
export const mediaUploadFieldsSchema = z.object({
  type: z
    .string({ error: 'validation.mediaType' })
    .check(z.regex(/^[1-6]$/, { error: 'validation.mediaType' })),
  product_id: z.optional(
    z
      .string({ error: 'validation.invalid' })
      .check(z.regex(/^[1-9][0-9]{0,9}$/, { error: 'validation.invalid' })),
  ),
});

/** §3 Media: a stored file as the upload answers it; metadata is null for a file that is not an image. */
export const mediaFileAnswerSchema = z.object({
  id: int(),
  type: int(),
  filename: z.string(),
  size: int(),
  width: z.nullable(int()),
  height: z.nullable(int()),
  dpi: z.nullable(int()),
  format: z.nullable(z.string()),
  color_space: z.nullable(z.string()),
  /** GET /api/p1/media/{id}. */
  url: z.string(),
  /** §5 Photo requirements the image does not meet, as message keys (validation.photo*). */
  warnings: z.array(z.string()),
});
export type MediaFileAnswer = z.infer<typeof mediaFileAnswerSchema>;

/** A file of a card's gallery as the form shows it (OPTIONS /api/p1/product/schema/{id}: media_files). */
export const mediaFileSummarySchema = z.object({
  id: int(),
  type: int(),
  filename: z.string(),
  size: int(),
  width: z.nullable(int()),
  height: z.nullable(int()),
  url: z.string(),
  warnings: z.array(z.string()),
});
export type MediaFileSummary = z.infer<typeof mediaFileSummarySchema>;
