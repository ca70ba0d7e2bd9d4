import { z } from 'zod/mini';

const invalid = { error: 'validation.invalid' };

/** The longest media remark, in characters. */
export const MEDIA_REMARK_MAX = 1000;

/** §2 Modals: media remark — POST /api/p1/product/{id}/media/{mediaId}/remarks {message} (docs/decisions/0044). */
export const mediaRemarkBodySchema = z.object(
  {
    message: z
      .string(invalid)
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(MEDIA_REMARK_MAX, { error: 'validation.tooLong' }),
      ),
  },
  invalid,
);
export type MediaRemarkBody = z.infer<typeof mediaRemarkBodySchema>;

export const mediaRemarkSchema = z.object({
  id: z.number(),
  media_id: z.number(),
  author: z.object({ id: z.number(), name: z.string() }),
  /** The network of the reviewer who wrote it, or null (an admin). */
  network: z.nullable(z.object({ code: z.string(), name: z.string() })),
  message: z.string(),
  created_at: z.string(),
});
export type MediaRemark = z.infer<typeof mediaRemarkSchema>;

/** The remarks on one photo of a card, newest first (the answer of GET and of POST). */
export const mediaRemarksAnswerSchema = z.object({ remarks: z.array(mediaRemarkSchema) });
export type MediaRemarksAnswer = z.infer<typeof mediaRemarksAnswerSchema>;

/** How many remarks each photo of a card has (GET /api/p1/product/{id}/media-remarks); photos without any are left out. */
export const mediaRemarkCountsAnswerSchema = z.object({
  counts: z.array(z.object({ media_id: z.number(), count: z.number() })),
});
export type MediaRemarkCountsAnswer = z.infer<typeof mediaRemarkCountsAnswerSchema>;
