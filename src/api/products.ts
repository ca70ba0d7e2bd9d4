import { searchByEanAnswerSchema, type ProductSummary } from '@contract/products';
import { api } from './client';

/** §7 GET /api/p1/search-product-by-ean?ean. */
export async function searchProductByEan(ean: string): Promise<ProductSummary[]> {
  return searchByEanAnswerSchema.parse(
    await api.get('/api/p1/search-product-by-ean', { searchParams: { ean } }).json(),
  ).products;
}
