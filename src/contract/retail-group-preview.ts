import { z } from 'zod/mini';

const invalid = { error: 'validation.invalid' };

/** §6 Preview for one retail group: `?network=` names the group (a network code); none lists the groups. */
export const retailGroupPreviewQuerySchema = z.object({
  network: z.optional(z.string(invalid).check(z.regex(/^[a-z0-9_]{1,64}$/, invalid))),
});

const networkSchema = z.object({ code: z.string(), name: z.string() });

export const previewRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  section_code: z.string(),
  /** The section's name in the request language. */
  section: z.string(),
  status: z.enum(['required', 'optional', 'hidden']),
  filled: z.boolean(),
});
export type PreviewRowAnswer = z.infer<typeof previewRowSchema>;

/** GET /api/p1/product/{id}/retail-group-preview: the groups to choose from, and the chosen one's view. */
export const retailGroupPreviewAnswerSchema = z.object({
  networks: z.array(networkSchema),
  preview: z.nullable(
    z.object({
      network: networkSchema,
      rows: z.array(previewRowSchema),
      filled: z.number(),
      total: z.number(),
      percent: z.number(),
    }),
  ),
});
export type RetailGroupPreviewAnswer = z.infer<typeof retailGroupPreviewAnswerSchema>;
