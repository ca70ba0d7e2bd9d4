import { z } from 'zod/mini';

/** §3 Fault: namespace, field, message, type, header, identify. */
export const faultSchema = z.object({
  namespace: z.string(),
  field: z.string(),
  message: z.string(),
  type: z._default(z.enum(['validation', 'qc', 'compliance']), 'validation'),
  header: z.optional(z.string()),
  identify: z.optional(z.string()),
});
export type Fault = z.infer<typeof faultSchema>;

/** The body of every 4xx answer that concerns the request's content. */
export const faultAnswerSchema = z.object({
  errors: z.array(faultSchema),
  warnings: z._default(z.array(faultSchema), []),
});
export type FaultAnswer = z.infer<typeof faultAnswerSchema>;

/** The body of every other error answer (401, 403, 404, 409, 429, 500). */
export const errorAnswerSchema = z.object({ message: z.string(), code: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
