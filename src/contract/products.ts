import { z } from 'zod/mini';

const int = () => z.number().check(z.int());

/** §7 GET /api/p1/search-product-by-ean?ean: the query. */
export const searchByEanQuerySchema = z.object({
  ean: z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.regex(/^\d{8,14}$/, { error: 'validation.eanFormat' }),
    ),
});

export const productSummarySchema = z.object({
  id: int(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  status: int(),
  company_name: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** §7 answer: products. */
export const searchByEanAnswerSchema = z.object({ products: z.array(productSummarySchema) });
