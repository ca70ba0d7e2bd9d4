import { buildDetailsCard, type DetailsCard } from '@domain/product-details-card';
import type { DetailsRemark } from '@domain/product-details';
import { fetchProductCard, fetchProductSchema } from './product-form';
import { fetchIssues, fetchModalInfo, fetchRemarks } from './product-issues';

/**
 * §2 Product details: the schema with the card's values, the card, its open issues and its summary (for
 * the company's name), side by side, put together as the screen reads them. A 404 of any of them is
 * thrown as the HTTPError it is. `validation` (§5: flag 10) adds what the ready validation finds missing.
 */
export async function fetchProductDetails(
  productId: number,
  validation: boolean,
  signal?: AbortSignal,
): Promise<DetailsCard> {
  const [schema, card, issues, info] = await Promise.all([
    fetchProductSchema(productId, null, signal),
    fetchProductCard(productId, signal),
    fetchIssues(productId),
    fetchModalInfo(productId),
  ]);
  return buildDetailsCard(schema, card, {
    companyName: info.supplier.company_name,
    remarkCount: info.remarks,
    issues,
    validation,
  });
}

/** §2 The remarks drawer: GET /api/p1/product/{id}/remarks, newest first. */
export function fetchDetailsRemarks(productId: number): Promise<DetailsRemark[]> {
  return fetchRemarks(productId);
}
