import { z } from 'zod/mini';

/**
 * §3 Table state, the part the server owns. Every list of §2 answers the same envelope so one machine
 * and one kit table serve them all (docs/decisions/0012). The browser sends `meta` as query parameters
 * (`page`, `per_page`, `sort`, `order`) next to the list's own filter parameters.
 */

/** §3 perPageSizes offered by every list; the first is not the default (DEFAULT_PER_PAGE is). */
export const PER_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PER_PAGE = 50;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const invalid = { error: 'validation.invalid' };

/** A whole number from a query string ("3"), within bounds; anything else is `validation.invalid`. */
const queryInt = (min: number, max: number) =>
  z.pipe(
    z.string(invalid).check(z.regex(/^\d{1,9}$/, invalid)),
    z.transform(Number).check(z.gte(min, invalid), z.lte(max, invalid)),
  );

/**
 * The paging and sorting part of every list query. `sort` is checked against the list's sortable
 * columns by the list's own schema (sortable differs per list); here it is only a bounded name.
 */
export const listMetaQuerySchema = z.object({
  page: z._default(queryInt(1, 1_000_000), 1),
  per_page: z._default(
    z.pipe(
      queryInt(1, 1000),
      z.number().check(z.refine((n) => (PER_PAGE_SIZES as readonly number[]).includes(n), invalid)),
    ),
    DEFAULT_PER_PAGE,
  ),
  sort: z.optional(z.string(invalid).check(z.regex(/^[a-z_]{1,40}$/, invalid))),
  order: z._default(z.enum(SORT_ORDERS, invalid), 'asc'),
});
export type ListMetaQuery = z.infer<typeof listMetaQuerySchema>;

/** A column the list can show; `label` is a message key, `default` columns show before any choice. */
export const columnSchema = z.object({
  id: z.string(),
  label: z.string(),
  sortable: z.boolean(),
  default: z.boolean(),
  /** Numbers and dates align right with tabular figures. */
  align: z._default(z.enum(['start', 'end']), 'start'),
});
export type ListColumn = z.infer<typeof columnSchema>;

/** An action on one row or on the selected rows; `label` is a message key, `confirm` a message key too. */
export const actionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Navigation actions carry a link pattern with `{id}`; others are carried out by the screen. */
  href: z.optional(z.string()),
  confirm: z.optional(z.string()),
  danger: z._default(z.boolean(), false),
});
export type ListAction = z.infer<typeof actionSchema>;

const optionSchema = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof optionSchema>;

/**
 * A filter the user may set (§6 decides which a role gets). `text` is free search, `select` one value,
 * `multi` several; option labels are already in the user's language or are message keys (`translate`).
 */
export const filterSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'select', 'multi']),
  options: z._default(z.array(optionSchema), []),
  translate: z._default(z.boolean(), false),
});
export type ListFilter = z.infer<typeof filterSchema>;

/** §3 Table state `info`, as the server answers it for the current user. */
export const listInfoSchema = z.object({
  available_columns: z.array(columnSchema),
  per_page_sizes: z.array(z.number()),
  single_actions: z.array(actionSchema),
  mass_actions: z.array(actionSchema),
  /** Rows the user may see but not select (e.g. a card another company owns). */
  disabled_rows: z._default(z.array(z.number()), []),
  filters: z.array(filterSchema),
  /** Per row id: the single actions that do not apply to it (e.g. delete on a card in a network). */
  row_action_exclusions: z._default(z.record(z.string(), z.array(z.string())), {}),
});
export type ListInfo = z.infer<typeof listInfoSchema>;

/** A row: an id and the cells by column id, already formatted where the server knows best (names). */
export const listRowSchema = z.object({
  id: z.number(),
  cells: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ListRow = z.infer<typeof listRowSchema>;

/** The answer of every list: a page of rows, the total and the info. */
export const listAnswerSchema = z.object({
  rows: z.array(listRowSchema),
  total: z.number(),
  /**
   * True when the server stopped counting at its cap (docs/decisions/0012): `total` is then the cap and
   * a lower bound ("2 000+"), and pages end there. Lists that always count exactly leave it out.
   */
  total_capped: z._default(z.boolean(), false),
  page: z.number(),
  per_page: z.number(),
  sort: z.nullable(z.string()),
  order: z.enum(SORT_ORDERS),
  info: listInfoSchema,
});
export type ListAnswer = z.infer<typeof listAnswerSchema>;
