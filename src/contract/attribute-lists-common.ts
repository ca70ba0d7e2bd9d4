import { z } from 'zod/mini';

/** Pieces the three attribute lists share (docs/decisions/0019): ids from a query, free search, ids bodies. */

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

/** A network code as the products list takes it. */
export const networkCode = z.string(invalid).check(z.regex(/^[a-z0-9_]{1,40}$/, invalid));

export const ATTRIBUTE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const attributeUuid = z.string(invalid).check(z.regex(ATTRIBUTE_UUID, invalid));

/** Free search in a list's names: at most 100 characters, with a letter or digit. */
export const searchText = z
  .string(invalid)
  .check(
    z.trim(),
    z.maxLength(100, { error: 'validation.tooLong' }),
    z.regex(/^$|[\p{L}\p{N}]/u, { error: 'validation.searchNoWords' }),
  );

/** `{ids}` of a mass action: 1 to 200 ids. */
export const idsBodySchema = z.object({
  ids: z
    .array(bodyId, invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'validation.tooMany' }),
    ),
});
export type IdsBody = z.infer<typeof idsBodySchema>;

/** One row's outcome of a mass action; `message` (in the user's language) says why it was refused. */
export const idResultsSchema = z.object({
  results: z.array(z.object({ id: z.number(), success: z.boolean(), message: z.optional(z.string()) })),
});
export type IdResults = z.infer<typeof idResultsSchema>;

/** A named choice the edit forms offer (categories, attributes, their values). */
export const choiceSchema = z.object({ value: z.string(), label: z.string() });
export type Choice = z.infer<typeof choiceSchema>;
