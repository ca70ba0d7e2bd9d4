import { z } from 'zod/mini';

const item = z.object({ id: z.string(), covered: z.boolean() });
const tally = z.object({ covered: z.number(), total: z.number() });

/**
 * What the screen replays walked of the machine, over all its screens (`npm run test:model`'s second
 * column): null for a machine no screen shows; absent in a file written before screen replays existed.
 */
const screenCoverage = z.object({
  screens: z.array(z.string()),
  states: z.array(item),
  transitions: z.array(item),
  totals: z.object({
    states: tally,
    transitions: tally,
    guardOutcomes: z.optional(tally),
    /** Delayed (`after`) and done/error transitions among them. */
    delayed: z.optional(tally),
    doneError: z.optional(tally),
  }),
});

/** The last `npm run test:model` run: which states and transitions of each machine its paths covered. */
export const statechartCoverageSchema = z.object({
  generated_at: z.string(),
  machines: z.array(
    z.object({
      id: z.string(),
      states: z.array(item),
      transitions: z.array(item),
      screen: z.optional(z.nullable(screenCoverage)),
    }),
  ),
});
export type StatechartCoverage = z.infer<typeof statechartCoverageSchema>;
