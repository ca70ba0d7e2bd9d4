import { categoriesAnswerSchema, type CategoryNode } from '@contract/categories';
import { api } from './client';

/** GET /api/p1/categories?q: the GPC tree for the category picker (§2 Modals); with q, the matching paths. */
export async function fetchCategories(q: string, signal?: AbortSignal): Promise<CategoryNode[]> {
  const query = q.trim();
  return categoriesAnswerSchema.parse(
    await api
      .get('/api/p1/categories', {
        ...(query === '' ? {} : { searchParams: { q: query } }),
        ...(signal === undefined ? {} : { signal }),
      })
      .json(),
  ).categories;
}
