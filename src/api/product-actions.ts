import { jobStartedSchema, type JobStarted } from '@contract/jobs';
import {
  deleteProductsAnswerSchema,
  productUrlAnswerSchema,
  salesStatusAnswerSchema,
  type DeleteProductsAnswer,
} from '@contract/product-actions';
import type { TableQuery } from '@domain/table-state';
import { api } from './client';
import { listSearchParams } from './lists';

/** §7 DELETE /api/p1/products {ids}: one result per id (a single delete reads results[0].success). */
export async function deleteProducts(ids: readonly number[]): Promise<DeleteProductsAnswer> {
  return deleteProductsAnswerSchema.parse(await api.delete('/api/p1/products', { json: { ids } }).json());
}

/** §7 POST /api/p1/copy-product/{id}: the copy's address. */
export async function copyProduct(id: number): Promise<string> {
  return productUrlAnswerSchema.parse(await api.post(`/api/p1/copy-product/${id}`).json()).url;
}

/** §7 POST /{app}/product/{id}/clone (the app segment is empty, docs/decisions/0001): the clone's address. */
export async function cloneProduct(id: number): Promise<string> {
  return productUrlAnswerSchema.parse(await api.post(`/product/${id}/clone`).json()).url;
}

/** §7 POST /api/p1/product/{id}/update-sales-status {status}: §9 sales status 1 or 0. */
export async function updateSalesStatus(id: number, status: 0 | 1): Promise<0 | 1> {
  const answer = await api.post(`/api/p1/product/${id}/update-sales-status`, { json: { status } }).json();
  return salesStatusAnswerSchema.parse(answer).sales_status;
}

/** §7 The answer url yields the new id: `/react/product/812/edit`, `/product/812/newedit`… */
export function productIdOfUrl(url: string): number | null {
  const match = /\/product\/(\d+)(?:\/|$|\?)/.exec(url);
  return match === null ? null : Number(match[1]);
}

export interface Download {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition` answer (the UTF-8 form first), or the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * GET /api/p1/products/export: the list as xlsx, with the list's filters and sort; `ids` narrows it to the
 * selected rows (repeated, like every multi-value parameter). Paging does not apply to an export.
 */
export async function exportProducts(
  query: TableQuery,
  ids: readonly number[],
): Promise<Download | JobStarted> {
  const params = listSearchParams(query);
  for (const name of ['page', 'per_page']) params.delete(name);
  for (const one of ids) params.append('ids', String(one));
  const response = await api.get('/api/p1/products/export', { searchParams: params });
  // A large export runs as a background job: the answer is the job to watch (202).
  if (response.status === 202) return jobStartedSchema.parse(await response.json());
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), 'products.xlsx'),
  };
}
