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

/** Where a to-do leads: the card's form at a field or section, or its details. */
export const todoItemSchema = z.object({
  product_id: int(),
  name_to_show: z.string(),
  network: z.nullable(z.string()),
  network_name: z.nullable(z.string()),
  /** The form's jump target: `attribute-<uuid>` or `section-<code>`; null for the card as a whole. */
  target: z.nullable(z.string()),
  /** What it is about, in the user's language: an attribute, an issue's header, a verdict's reason. */
  detail: z.string(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

const todoListSchema = z.object({ count: int(), items: z.array(todoItemSchema) });
export type TodoList = z.infer<typeof todoListSchema>;

/** GET /api/dashboard/todo: a supplier's to-do list, or a network's side (docs/decisions/0042). */
export const dashboardTodoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('supplier'),
    open_issues: todoListSchema,
    qc_failed: todoListSchema,
    offer_rejected: todoListSchema,
    missing_attributes: todoListSchema,
    /** Per network: the cards still missing required attributes, and how many attributes in all. */
    missing_by_network: z.array(
      z.object({ network: z.string(), network_name: z.string(), cards: int(), attributes: int() }),
    ),
  }),
  z.object({
    kind: z.literal('network'),
    network: z.string(),
    awaiting_decision: todoListSchema,
    issues_awaiting_answer: todoListSchema,
  }),
  z.object({ kind: z.literal('none') }),
]);
export type DashboardTodo = z.infer<typeof dashboardTodoSchema>;
