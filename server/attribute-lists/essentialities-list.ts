import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  ESSENTIALITY_SORTABLE,
  essentialityFiltersSchema,
  FILL_RANGES,
  type EssentialityFilters,
} from '@contract/essentialities';
import type { ListFilter, ListRow } from '@contract/data-table';
import type { Db } from '../db/client';
import { essentialityRows, nameKey } from '../db/schema';
import { distinctValues } from '../lists/distinct-values';
import type { ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { orderBy } from '../lists/sorting';
import { holds, type ProductListContext as Context } from '../products/list-context';
import { listNames } from '../products/list-names';
import { attributeNames, networkNames } from './names';

/** §2 Essentialities: the emptiest cards first, where the work is (docs/decisions/0019). */
export const ESSENTIALITY_QUERY = {
  namespace: 'essentialities',
  filters: essentialityFiltersSchema,
  multi: [],
  sortable: ESSENTIALITY_SORTABLE,
  defaultSort: { sort: 'fill_rate', order: 'asc' },
} satisfies ListQuerySpec<typeof essentialityFiltersSchema>;

const bySupplier = holds('essentialities.filter.supplier');
const byNetwork = holds('essentialities.filter.network');
/** Missing attributes named in a cell; the rest is counted ("+3"). */
const MISSING_NAMED = 3;

export const ESSENTIALITY_COLUMN_SPECS: readonly ColumnSpec<Context>[] = [
  { id: 'name_to_show', label: 'essentialities.columns.name_to_show', sortable: true, default: true },
  { id: 'gtin', label: 'essentialities.columns.gtin', sortable: false, default: false },
  {
    id: 'supplier',
    label: 'essentialities.columns.supplier',
    sortable: false,
    default: true,
    when: bySupplier,
  },
  { id: 'network', label: 'essentialities.columns.network', sortable: false, default: true, when: byNetwork },
  { id: 'category', label: 'essentialities.columns.category', sortable: false, default: true },
  { id: 'filled', label: 'essentialities.columns.filled', sortable: false, default: true, align: 'end' },
  { id: 'fill_rate', label: 'essentialities.columns.fill_rate', sortable: true, default: true, align: 'end' },
  { id: 'missing', label: 'essentialities.columns.missing', sortable: false, default: true },
  {
    id: 'updated_at',
    label: 'essentialities.columns.updated_at',
    sortable: true,
    default: false,
    align: 'end',
  },
];

/** §6 the same scope as the products list: a supplier its company's cards, a network its own rows. */
export function essentialityScope(context: Context): SQL | undefined {
  const { user } = context;
  if (user.is_supplier) return eq(essentialityRows.companyId, user.company_id ?? -1);
  if (user.is_network) return eq(essentialityRows.networkCode, user.network_code ?? '');
  return undefined;
}

/** Filters a role does not get are ignored: a shared link only narrows what the scope allows. */
export function essentialityConditions(context: Context, filters: EssentialityFilters): SQL | undefined {
  const range = FILL_RANGES.find((candidate) => candidate.value === filters.fill);
  return and(
    essentialityScope(context),
    filters.supplier_id !== undefined && bySupplier(context)
      ? eq(essentialityRows.companyId, filters.supplier_id)
      : undefined,
    filters.network_code !== undefined && byNetwork(context)
      ? eq(essentialityRows.networkCode, filters.network_code)
      : undefined,
    filters.category_id === undefined ? undefined : eq(essentialityRows.categoryId, filters.category_id),
    range === undefined
      ? undefined
      : and(gte(essentialityRows.fillRate, range.from), lte(essentialityRows.fillRate, range.to)),
  );
}

const SORT_COLUMNS = {
  fill_rate: essentialityRows.fillRate,
  name_to_show: nameKey(essentialityRows.nameToShow),
  updated_at: essentialityRows.updatedAt,
};

export function essentialityPage(
  db: Db,
  where: SQL | undefined,
  sort: string,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(essentialityRows)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS, sort, order, essentialityRows.id))
    .limit(limit)
    .offset(offset);
}

export async function countEssentialities(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${essentialityRows} where ${where ?? sql`true`} limit ${limit}) as counted`);
  return row?.count ?? 0;
}

type EssentialityRow = Awaited<ReturnType<typeof essentialityPage>>[number];

/** Cells of a page; `product_id` rides along (no column) so the name links to the card. */
export async function essentialityCells(
  context: Context,
  rows: readonly EssentialityRow[],
): Promise<ListRow[]> {
  const [names, attributes, networks] = await Promise.all([
    listNames(
      context.db,
      {
        category: rows.map((row) => row.categoryId),
        supplier: rows.map((row) => row.companyId),
        brand: [],
        producer: [],
      },
      context.language,
    ),
    attributeNames(context.db, context.language),
    networkNames(context.db),
  ]);
  return rows.map((row) => {
    const missing = row.missingUuids.map((uuid) => attributes.get(uuid) ?? uuid);
    const named = missing.slice(0, MISSING_NAMED).join(', ');
    const rest = missing.length - MISSING_NAMED;
    return {
      id: row.id,
      cells: {
        product_id: row.productId,
        name_to_show: row.nameToShow,
        gtin: row.gtin,
        supplier: names('supplier', row.companyId),
        network: networks.get(row.networkCode) ?? row.networkCode,
        category: names('category', row.categoryId),
        filled: `${row.filled} / ${row.required}`,
        fill_rate: row.fillRate,
        missing: rest > 0 ? `${named} +${rest}` : named,
        updated_at: row.updatedAt.toISOString(),
      },
    };
  });
}

/** §6 filters: supplier (admin, network, master data), network (not a network), category, fill rate. */
export async function essentialityFilters(context: Context): Promise<ListFilter[]> {
  const scope = essentialityScope(context);
  const [categoryIds, companyIds, networks] = await Promise.all([
    distinctValues(context.db, essentialityRows, essentialityRows.categoryId, scope),
    bySupplier(context)
      ? distinctValues(context.db, essentialityRows, essentialityRows.companyId, scope)
      : Promise.resolve([]),
    networkNames(context.db),
  ]);
  const names = await listNames(
    context.db,
    { category: categoryIds, supplier: companyIds, brand: [], producer: [] },
    context.language,
  );
  const collator = new Intl.Collator(context.language);
  const options = (kind: 'category' | 'supplier', ids: number[]) =>
    ids
      .map((id) => ({ value: String(id), label: names(kind, id) ?? String(id) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  const filters: ListFilter[] = [];
  if (bySupplier(context))
    filters.push({
      name: 'supplier_id',
      label: 'essentialities.filters.supplier_id',
      kind: 'select',
      options: options('supplier', companyIds),
      translate: false,
    });
  if (byNetwork(context))
    filters.push({
      name: 'network_code',
      label: 'essentialities.filters.network_code',
      kind: 'select',
      options: [...networks].map(([value, label]) => ({ value, label })),
      translate: false,
    });
  filters.push(
    {
      name: 'category_id',
      label: 'essentialities.filters.category_id',
      kind: 'select',
      options: options('category', categoryIds),
      translate: false,
    },
    {
      name: 'fill',
      label: 'essentialities.filters.fill',
      kind: 'select',
      options: FILL_RANGES.map((range) => ({
        value: range.value,
        label: `essentialities.fill.${range.value}`,
      })),
      translate: true,
    },
  );
  return filters;
}
