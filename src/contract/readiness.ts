import { z } from 'zod/mini';
import { READINESS_BLOCKERS, READINESS_STATES } from '@domain/readiness';

const int = () => z.number().check(z.int());

/** One required attribute the card still lacks, with its section (the form's jump target). */
export const missingAttributeSchema = z.object({ uuid: z.string(), name: z.string(), section: z.string() });

/** A card's readiness for one network (docs/decisions/0042). */
export const networkReadinessSchema = z.object({
  network: z.string(),
  network_name: z.string(),
  state: z.enum(READINESS_STATES),
  blockers: z.array(z.enum(READINESS_BLOCKERS)),
  completeness: int(),
  required: int(),
  missing: z.array(missingAttributeSchema),
  qc: z.enum(['not_checked', 'passed', 'failed']),
  qc_comment: z.string(),
  qc_checked_at: z.nullable(z.string()),
  offer: z.enum(['none', 'offered', 'approved', 'rejected']),
  open_issues: int(),
});
export type NetworkReadinessAnswer = z.infer<typeof networkReadinessSchema>;

/** GET /api/p1/product/{id}/readiness: every network the card is visible in that the user may look at. */
export const cardReadinessSchema = z.object({
  product_id: int(),
  state: z.enum(READINESS_STATES),
  networks: z.array(networkReadinessSchema),
});
export type CardReadiness = z.infer<typeof cardReadinessSchema>;
