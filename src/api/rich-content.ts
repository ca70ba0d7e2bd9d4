import { richContentAnswerSchema, type RichContent, type RichContentAnswer } from '@contract/rich-content';
import { api } from './client';

const path = (productId: number) => `/api/p1/product/${productId}/rich-content`;

/** A card's rich content (docs/decisions/0054): GET, as kept, with its version and `can_edit`. */
export async function fetchRichContent(productId: number, signal?: AbortSignal): Promise<RichContentAnswer> {
  return richContentAnswerSchema.parse(await api.get(path(productId), signal ? { signal } : {}).json());
}

/** PUT {version, content}: the content as the server kept it (sanitised), with its new version. */
export async function saveRichContent(
  productId: number,
  version: number,
  content: RichContent,
): Promise<RichContentAnswer> {
  return richContentAnswerSchema.parse(await api.put(path(productId), { json: { version, content } }).json());
}
