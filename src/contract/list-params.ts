import { z } from 'zod/mini';

/**
 * Query parameters several lists of §2 share (accounts, unblock requests, shop): ids, short search text,
 * enumerations. Each list's own file composes its filter schema from these (docs/decisions/0018).
 */

export const invalid = { error: 'validation.invalid' };

/** Largest id PostgreSQL's integer holds: a bigger one names nothing (and must not reach a query). */
export const MAX_ID = 2_147_483_647;

/** A positive id in PostgreSQL's integer range, from a query string. */
export const queryId = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,9}$/, invalid)),
  z.transform(Number).check(z.lte(MAX_ID, invalid)),
);

/** A positive id in a JSON body. */
export const bodyId = z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(MAX_ID, invalid));

/** One of the values, from a query string. */
export const queryEnum = (values: readonly (string | number)[]) =>
  z.enum(values.map(String) as [string, ...string[]], invalid);

/** Longest search text of a list; longer input is a 400, not a slow query. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** Free search text: at most 100 characters with at least one letter or digit. */
export const querySearch = z.optional(
  z
    .string(invalid)
    .check(
      z.trim(),
      z.maxLength(LIST_SEARCH_MAX_LENGTH, { error: 'validation.tooLong' }),
      z.regex(/^$|[\p{L}\p{N}]/u, { error: 'validation.searchNoWords' }),
    ),
);

/** Most rows one mass action takes: a page of the largest size the lists offer. */
export const MASS_MAX_IDS = 200;

/** `{ids}` of a mass action: 1–200 ids. */
export const massIdsSchema = z
  .array(bodyId, invalid)
  .check(
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(MASS_MAX_IDS, { error: 'validation.tooMany' }),
  );

/** One row's outcome of a mass action; `message` (in the user's language) says why it was refused. */
export const massResultSchema = z.object({
  id: z.number(),
  success: z.boolean(),
  message: z.optional(z.string()),
});
export const massAnswerSchema = z.object({ results: z.array(massResultSchema) });
export type MassAnswer = z.infer<typeof massAnswerSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
