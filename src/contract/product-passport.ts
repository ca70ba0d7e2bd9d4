import { z } from 'zod/mini';

/**
 * §2 {app}/product/{id}/get-passport-wawi (docs/decisions/0044): the query. The page by default; `json`
 * gives the same passport machine-readable, for a merchandise-management system to import.
 */
export const passportQuerySchema = z.object({
  format: z._default(z.enum(['html', 'json']), 'html'),
});
export type PassportQuery = z.infer<typeof passportQuerySchema>;
