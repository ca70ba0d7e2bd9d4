import { z } from 'zod/mini';

const item = z.object({ id: z.string(), covered: z.boolean() });

/** The last `npm run test:model` run: which states and transitions of each machine its paths covered. */
export const statechartCoverageSchema = z.object({
  generated_at: z.string(),
  machines: z.array(
    z.object({
      id: z.string(),
      states: z.array(item),
      transitions: z.array(item),
    }),
  ),
});
export type StatechartCoverage = z.infer<typeof statechartCoverageSchema>;
