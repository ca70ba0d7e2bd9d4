import { z } from 'zod';

/** §3 Fault: namespace, field, message, type, header, identify. */
export const faultSchema = z.object({
  namespace: z.string(),
  field: z.string(),
  message: z.string(),
  type: z.enum(['validation', 'qc', 'compliance']).default('validation'),
  header: z.string().optional(),
  identify: z.string().optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** The body of every 4xx answer that concerns the request's content. */
export const faultAnswerSchema = z.object({
  errors: z.array(faultSchema),
  warnings: z.array(faultSchema).default([]),
});
export type FaultAnswer = z.infer<typeof faultAnswerSchema>;

/** The body of every other error answer (401, 403, 404, 409, 429, 500). */
export const errorAnswerSchema = z.object({ message: z.string(), code: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
