import { asc, inArray } from 'drizzle-orm';
import type { FilterOption, ListFilter } from '@contract/data-table';
import { COMPLETENESS_RANGES, PRODUCT_LIST_STATUSES } from '@contract/product-list';
import { QC_STATUSES } from '@domain/qc-status';
import { translate } from '@i18n/translate';
import { cacheOwner } from '../db/cache-owner';
import { brands, categories, companies, networks, productRows } from '../db/schema';
import { distinctValues } from '../lists/distinct-values';
import { versionedCache } from '../lists/versioned-cache';
import type { ProductListContext } from './list-context';
import { visibleListRows } from './list-scope';
import { nameIn } from './localize';
import { READINESS_FILTERS } from '../readiness/list-filter';

/** Options from an id column of the rows the user sees, named from their own table. */
async function usedOptions(
  context: ProductListContext,
  column: typeof productRows.categoryId | typeof productRows.brandId | typeof productRows.companyId,
  names: (ids: number[]) => Promise<{ id: number; label: string }[]>,
): Promise<FilterOption[]> {
  const ids = await distinctValues(context.db, productRows, column, visibleListRows(context.user));
  if (ids.length === 0) return [];
  const collator = new Intl.Collator(context.language);
  return (await names(ids))
    .map((row) => ({ value: String(row.id), label: row.label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function categoryOptions(context: ProductListContext) {
  return usedOptions(context, productRows.categoryId, async (ids) =>
    (
      await context.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, ids))
    ).map((row) => ({ id: row.id, label: nameIn(row.name, context.language) })),
  );
}

function brandOptions(context: ProductListContext) {
  return usedOptions(context, productRows.brandId, (ids) =>
    context.db.select({ id: brands.id, label: brands.name }).from(brands).where(inArray(brands.id, ids)),
  );
}

function supplierOptions(context: ProductListContext) {
  return usedOptions(context, productRows.companyId, (ids) =>
    context.db
      .select({ id: companies.id, label: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids)),
  );
}

async function networkOptions(context: ProductListContext): Promise<FilterOption[]> {
  const rows = await context.db
    .select({ value: networks.code, label: networks.name })
    .from(networks)
    .orderBy(asc(networks.name));
  return rows;
}

type UsedOptions = Record<'categoryList' | 'brandList' | 'supplierList' | 'networkList', FilterOption[]>;

async function usedOptionLists(context: ProductListContext): Promise<UsedOptions> {
  const { permissions } = context;
  const [categoryList, brandList, supplierList, networkList] = await Promise.all([
    categoryOptions(context),
    brandOptions(context),
    permissions.has('products.filter.supplier') ? supplierOptions(context) : [],
    permissions.has('products.filter.network') ? networkOptions(context) : [],
  ]);
  return { categoryList, brandList, supplierList, networkList };
}

/** One cache per database (tests and benches open several in one process). */
const caches = new WeakMap<object, ReturnType<typeof versionedCache<UsedOptions>>>();

/** Filter options may lag the cards by this much: a new brand shows up in its filter within seconds. */
const OPTIONS_SETTLE_MS = 10_000;

/**
 * The option lists change only when cards do: they are kept per scope and language until the list rows'
 * change counter moves (migration 0003), and for OPTIONS_SETTLE_MS even then: reading them costs more
 * than the page itself, and a busy catalogue changes many times a second.
 */
function cachedOptions(context: ProductListContext, version: string): Promise<UsedOptions> {
  let cache = caches.get(cacheOwner(context.db));
  if (cache === undefined) {
    cache = versionedCache<UsedOptions>(OPTIONS_SETTLE_MS);
    caches.set(cacheOwner(context.db), cache);
  }
  const { user, permissions, language } = context;
  const key = JSON.stringify([
    user.is_supplier ? user.company_id : null,
    !user.is_supplier && user.is_network ? user.network_code : null,
    permissions.has('products.filter.supplier'),
    permissions.has('products.filter.network'),
    language,
  ]);
  return cache.get(key, version, () => usedOptionLists(context));
}

const filter = (name: string, kind: ListFilter['kind'], options: FilterOption[] = []): ListFilter => ({
  name,
  label: `productList.filters.${name}`,
  kind,
  options,
  translate: false,
});

/**
 * §3 info.filters: the filters §6 gives the user, with their options in the user's language: statuses,
 * completeness and QC ranges; the categories, brands and suppliers of the cards the user sees; every
 * network. Option queries skip through indexes (distinctValues) and are kept until the cards change.
 */
export async function listFilters(context: ProductListContext, version: string): Promise<ListFilter[]> {
  const { permissions, language } = context;
  const t = (key: string) => translate(language, key);
  const { categoryList, brandList, supplierList, networkList } = await cachedOptions(context, version);
  const filters = [
    filter('q', 'text'),
    filter(
      'status',
      'multi',
      PRODUCT_LIST_STATUSES.map((status) => ({ value: String(status), label: t(`status.${status}`) })),
    ),
    filter('category_id', 'select', categoryList),
    filter('brand_id', 'select', brandList),
    filter(
      'completeness',
      'select',
      COMPLETENESS_RANGES.map((range) => ({
        value: range.value,
        label: t(`productList.completeness.${range.value}`),
      })),
    ),
  ];
  if (permissions.has('products.filter.qc'))
    filters.push(
      filter(
        'qc_status',
        'select',
        QC_STATUSES.map((status) => ({ value: String(status), label: t(`productList.qcStatus.${status}`) })),
      ),
    );
  filters.push(
    filter(
      'readiness',
      'select',
      READINESS_FILTERS.map((value) => ({ value, label: t(`readiness.filter.${value}`) })),
    ),
  );
  // docs/decisions/0050: the cards outside the company's GS1 prefixes, for whoever keeps the prefixes.
  if (permissions.has('gs1.prefixes'))
    filters.push(filter('gs1', 'select', [{ value: 'outside', label: t('gs1.filter.outside') }]));
  if (permissions.has('products.filter.supplier'))
    filters.push(filter('supplier_id', 'select', supplierList));
  if (permissions.has('products.filter.network')) filters.push(filter('network_code', 'select', networkList));
  return filters;
}
