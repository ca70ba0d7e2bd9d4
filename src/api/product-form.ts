import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { productSaveAnswerSchema, type ProductSaveAnswer } from '@contract/product-save';
import { productSchemaAnswerSchema, type ProductSchemaAnswer } from '@contract/product-schema';
import type { ProductPayload } from '@domain/product';
import { api } from './client';

/** The body of a schema request: the categories (and availability) the schema is asked for. */
export interface SchemaBody {
  product_profile: { category_ids: number[] };
  network_availability?: unknown;
}

/**
 * §7 OPTIONS /api/p1/product/schema[/{id}]: the schema of a new card (body: the chosen categories, or
 * nothing) or of a stored card with its values. 404 is thrown as an HTTPError.
 */
export async function fetchProductSchema(
  productId: number | null,
  body: SchemaBody | null,
  signal?: AbortSignal,
): Promise<ProductSchemaAnswer> {
  const path = productId === null ? '/api/p1/product/schema' : `/api/p1/product/schema/${productId}`;
  const answer = await api(path, {
    method: 'options',
    ...(body === null ? {} : { json: body }),
    ...(signal ? { signal } : {}),
  }).json();
  return productSchemaAnswerSchema.parse(answer);
}

/** §7 GET /api/p1/product/show/{id}: the card as stored. */
export async function fetchProductCard(productId: number, signal?: AbortSignal): Promise<ProductShowAnswer> {
  const answer = await api.get(`/api/p1/product/show/${productId}`, signal ? { signal } : {}).json();
  return productShowAnswerSchema.parse(answer);
}

export interface SaveTarget {
  productId: number | null;
  /** The card's version the form was loaded with (general_info.version); null for a new card. */
  version: number | null;
  draft: boolean;
  /** A restore of this older version of the card (docs/decisions/0053). */
  restoredFrom?: number;
}

/**
 * §4 Saving: POST /api/p1/product/new for a new card, PUT /api/p1/product/{id}/edit (with the version
 * the form was loaded with) for a stored one; ?save=draft for drafts. Error answers throw HTTPError.
 */
export async function saveProductCard(
  payload: ProductPayload,
  target: SaveTarget,
): Promise<ProductSaveAnswer> {
  const searchParams = {
    ...(target.draft ? { save: 'draft' } : {}),
    ...(target.restoredFrom === undefined ? {} : { restored_from: String(target.restoredFrom) }),
  };
  const request =
    target.productId === null
      ? api.post('/api/p1/product/new', { json: payload, searchParams })
      : api.put(`/api/p1/product/${target.productId}/edit`, {
          json: { ...payload, version: target.version },
          searchParams,
        });
  return productSaveAnswerSchema.parse(await request.json());
}
