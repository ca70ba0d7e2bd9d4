import { z } from 'zod/mini';
import { LANGUAGES } from '@domain/constants';
import { RICH_CONTENT_MAX_LENGTH } from '@domain/rich-html';

const invalid = { error: 'validation.invalid' };

/** One language's html: a string no longer than the limit ('' for none). */
const html = z.string(invalid).check(z.maxLength(RICH_CONTENT_MAX_LENGTH, { error: 'richContent.tooLong' }));

/** The html per language (docs/decisions/0054); a language left out has none. */
export const richContentSchema = z.partialRecord(z.enum(LANGUAGES, invalid), html, invalid);
export type RichContent = z.infer<typeof richContentSchema>;

/**
 * A card's rich content — PUT /api/p1/product/{id}/rich-content {version, content}: the whole content
 * replaces the stored one when `version` is the stored one (409 otherwise); every html is sanitised.
 */
export const richContentBodySchema = z.strictObject(
  {
    version: z.int(invalid).check(z.minimum(0, invalid), z.maximum(2_147_483_647, invalid)),
    content: richContentSchema,
  },
  invalid,
);
export type RichContentBody = z.infer<typeof richContentBodySchema>;

/**
 * GET (and the answer of PUT): the stored content as kept, its version (0 before the first save), and
 * whether this user may change it.
 */
export const richContentAnswerSchema = z.object({
  product_id: z.number(),
  version: z.number(),
  content: richContentSchema,
  can_edit: z.boolean(),
  updated_at: z.nullable(z.string()),
});
export type RichContentAnswer = z.infer<typeof richContentAnswerSchema>;
