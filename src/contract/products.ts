import { z } from 'zod';

/** §7 GET /api/p1/search-product-by-ean?ean: the query. */
export const searchByEanQuerySchema = z.object({
  ean: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(/^\d{8,14}$/, { error: 'validation.eanFormat' }),
});

export const productSummarySchema = z.object({
  id: z.number().int(),
  name_to_show: z.string(),
  gtin: z.string().nullable(),
  status: z.number().int(),
  company_name: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** §7 answer: products. */
export const searchByEanAnswerSchema = z.object({ products: z.array(productSummarySchema) });
