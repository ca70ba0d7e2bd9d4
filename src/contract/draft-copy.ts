import { z } from 'zod/mini';

/** A draft copy published over the card it was taken from (docs/decisions/0059). */

const invalid = { error: 'validation.invalid' };

/**
 * POST /api/p1/product/{copy id}/publish-over-original: the copy's version as the user saw it; a copy
 * changed since is refused with 409, as the card form's save is (docs/decisions/0027).
 */
export const publishDraftCopySchema = z.strictObject({
  version: z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)),
});
export type PublishDraftCopy = z.infer<typeof publishDraftCopySchema>;

/** The original card, now holding the copy's content, and its new version. */
export const publishDraftCopyAnswerSchema = z.object({
  id: z.number(),
  version: z.number(),
  product_status: z.number(),
  url: z.string(),
});
export type PublishDraftCopyAnswer = z.infer<typeof publishDraftCopyAnswerSchema>;

/** A draft copy's link to its original, as lists and details show it ("Kopia robocza karty …"). */
export const draftCopyOfSchema = z.nullable(z.object({ id: z.number(), name: z.string() }));
export type DraftCopyOf = z.infer<typeof draftCopyOfSchema>;
