import { z } from 'zod/mini';
import { SALES_STATUS } from '@domain/constants';

/** §7 Card actions of the products list (docs/decisions/0012). */

/** Most cards one delete takes: a page of the largest size the lists offer. */
export const DELETE_MAX_IDS = 200;

const invalid = { error: 'validation.invalid' };
const productId = z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid));

/** §7 DELETE /api/p1/products {ids}. */
export const deleteProductsSchema = z.object({
  ids: z
    .array(productId, invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(DELETE_MAX_IDS, { error: 'validation.tooMany' }),
    ),
});
export type DeleteProducts = z.infer<typeof deleteProductsSchema>;

/** One card's outcome; `message` (in the user's language) says why it was not deleted. */
export const deleteResultSchema = z.object({
  id: z.number(),
  success: z.boolean(),
  message: z.optional(z.string()),
});

/** §7 answer: one result per distinct id, in the order asked; the UI reads `results[0].success`. */
export const deleteProductsAnswerSchema = z.object({ results: z.array(deleteResultSchema) });
export type DeleteProductsAnswer = z.infer<typeof deleteProductsAnswerSchema>;

/** Copy and clone take no input; an empty body or `{}` both do. */
export const noInputSchema = z.strictObject({});

/** §7 POST /api/p1/copy-product/{id} and POST /product/{id}/clone: where the new card is edited. */
export const productUrlAnswerSchema = z.object({ url: z.string() });
export type ProductUrlAnswer = z.infer<typeof productUrlAnswerSchema>;

/** §4 Sales status: available 1, withdrawn 0. */
const salesStatus = z.union([z.literal(SALES_STATUS.AVAILABLE), z.literal(SALES_STATUS.WITHDRAWN)], invalid);
export const salesStatusSchema = z.object({ status: salesStatus });
export type SalesStatusChange = z.infer<typeof salesStatusSchema>;

/** §7 POST /api/p1/product/{id}/update-sales-status answer. */
export const salesStatusAnswerSchema = z.object({ sales_status: salesStatus });
