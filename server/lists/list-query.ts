import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { listMetaQuerySchema, type SortOrder } from '@contract/data-table';
import type { Fault } from '@contract/fault';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { faultAnswer, faultsFromZod, type Parsed } from '../http/answers';

/** What a list of §2 accepts in its query, beside the shared paging and sorting of §3. */
export interface ListQuerySpec<S extends $ZodType> {
  /** The fault namespace of a bad query (`product_list`). */
  namespace: string;
  /** The list's own filter parameters (src/contract/<list>.ts). */
  filters: S;
  /** Parameters that may repeat (`status=2&status=5`); they reach the schema as arrays. */
  multi: readonly string[];
  /** Sort keys the list serves from an index; anything else is a 400. */
  sortable: readonly string[];
  /** The order without a `sort` parameter (then `order` is not read either). */
  defaultSort: { sort: string; order: SortOrder };
}

export interface ListQuery<F> {
  page: number;
  perPage: number;
  sort: string;
  order: SortOrder;
  filters: F;
}

/**
 * The query string as one object: a repeatable parameter as an array, any other as its value, or as an
 * array when given twice (which its string schema then refuses: one value means one value).
 */
export function queryObject(c: Context<AppEnv>, multi: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    result[name] = multi.includes(name) || values.length > 1 ? values : values[0];
  }
  return result;
}

/**
 * §3 meta and the list's filters from the query; a bad value, an unknown sort column, a page size not
 * offered is a 400 in the fault shape with every bad parameter named, so no bad input reaches SQL.
 */
export function readListQuery<S extends $ZodType>(
  c: Context<AppEnv>,
  spec: ListQuerySpec<S>,
): Parsed<ListQuery<output<S>>> {
  const raw = queryObject(c, spec.multi);
  const meta = listMetaQuerySchema.safeParse({
    page: raw.page,
    per_page: raw.per_page,
    sort: raw.sort,
    order: raw.order,
  });
  const filters = safeParse(spec.filters, raw);
  const faults: Fault[] = [
    ...(meta.success ? [] : faultsFromZod(c, meta.error, spec.namespace)),
    ...(filters.success ? [] : faultsFromZod(c, filters.error, spec.namespace)),
  ];
  const sort = meta.success ? meta.data.sort : undefined;
  const sortFaulted = faults.some((fault) => fault.field === 'sort');
  // Checked on the raw value too, so a bad sort is named even when another parameter failed the meta.
  if (!sortFaulted && typeof raw.sort === 'string' && !spec.sortable.includes(raw.sort)) {
    faults.push({
      namespace: spec.namespace,
      field: 'sort',
      message: translate(c.get('language'), 'validation.invalid'),
      type: 'validation',
    });
  }
  if (!meta.success || !filters.success || faults.length > 0)
    return { ok: false, response: faultAnswer(c, faults) };
  return {
    ok: true,
    data: {
      page: meta.data.page,
      perPage: meta.data.per_page,
      sort: sort ?? spec.defaultSort.sort,
      order: sort === undefined ? spec.defaultSort.order : meta.data.order,
      filters: filters.data,
    },
  };
}
