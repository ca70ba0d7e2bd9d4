import { z } from 'zod/mini';

const item = z.object({ id: z.string(), covered: z.boolean() });

/**
 * What the screen replays walked of one machine (the union over its screens), or null for a machine no
 * screen shows. Optional: a coverage file written before screen replays existed has no such field.
 */
const screenCoverage = z.nullable(
  z.object({
    screens: z.array(z.string()),
    states: z.array(item),
    transitions: z.array(item),
  }),
);

/** The last `npm run test:model` run: which states and transitions of each machine its paths covered. */
export const statechartCoverageSchema = z.object({
  generated_at: z.string(),
  machines: z.array(
    z.object({
      id: z.string(),
      states: z.array(item),
      transitions: z.array(item),
      screen: z.optional(screenCoverage),
    }),
  ),
});
export type StatechartCoverage = z.infer<typeof statechartCoverageSchema>;

const texts = z.partialRecord(z.enum(['pl', 'de', 'ro']), z.string());

/**
 * machines/descriptions/<machineId>.json: the business words of one machine for product owners (labels,
 * descriptions, spec sections of its states and transitions). Every part is optional here so that a file
 * being written still draws; the descriptions test demands completeness.
 */
export const statechartDescriptionsSchema = z.object({
  machine: z.optional(texts),
  states: z.optional(
    z.record(
      z.string(),
      z.object({ label: z.optional(texts), spec: z.optional(z.string()), description: z.optional(texts) }),
    ),
  ),
  transitions: z.optional(
    z.record(z.string(), z.object({ label: z.optional(texts), description: z.optional(texts) })),
  ),
});
export type StatechartDescriptions = z.infer<typeof statechartDescriptionsSchema>;
