import { listAnswerSchema, type ListAnswer } from '@contract/data-table';
import type { TableQuery } from '@domain/table-state';
import { api } from './client';

/**
 * §3 Table state on the wire: `page`, `per_page`, `sort`, `order` and the list's own filters; a filter
 * with several values repeats its name (`status=1&status=2`).
 */
export function listSearchParams(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('per_page', String(query.per_page));
  if (query.sort !== undefined) params.set('sort', query.sort);
  params.set('order', query.order);
  for (const [name, value] of Object.entries(query.filters)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  }
  return params;
}

/** One page of any list of §2 (GET `path`), parsed with the shared envelope of src/contract/data-table.ts. */
export async function fetchList(path: string, query: TableQuery, signal?: AbortSignal): Promise<ListAnswer> {
  const answer = await api
    .get(path, { searchParams: listSearchParams(query), ...(signal ? { signal } : {}) })
    .json();
  return listAnswerSchema.parse(answer);
}
