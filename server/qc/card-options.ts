import { inArray, type SQL } from 'drizzle-orm';
import type { FilterOption } from '@contract/data-table';
import type { Language } from '@domain/constants';
import { cacheOwner } from '../db/cache-owner';
import type { Db } from '../db/client';
import { categories, companies, productRows } from '../db/schema';
import { distinctValues } from '../lists/distinct-values';
import { versionedCache } from '../lists/versioned-cache';
import { nameIn } from '../products/localize';

export interface CardOptions {
  categoryList: FilterOption[];
  supplierList: FilterOption[];
}

/** Options may lag the cards by this much, as the products list's (docs/decisions/0012). */
const OPTIONS_SETTLE_MS = 10_000;
const caches = new WeakMap<object, ReturnType<typeof versionedCache<CardOptions>>>();

const sorted = (language: Language, options: FilterOption[]) => {
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
};

async function readOptions(db: Db, scope: SQL | undefined, language: Language): Promise<CardOptions> {
  const [categoryIds, supplierIds] = await Promise.all([
    distinctValues(db, productRows, productRows.categoryId, scope),
    distinctValues(db, productRows, productRows.companyId, scope),
  ]);
  const [categoryRows, supplierRows] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
    supplierIds.length === 0
      ? []
      : db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, supplierIds)),
  ]);
  return {
    categoryList: sorted(
      language,
      categoryRows.map((row) => ({ value: String(row.id), label: nameIn(row.name, language) })),
    ),
    supplierList: sorted(
      language,
      supplierRows.map((row) => ({ value: String(row.id), label: row.name })),
    ),
  };
}

/**
 * The categories and suppliers of the cards a list's scope admits, found by skipping through the list
 * table's indexes (distinctValues) and kept until the list rows change. `key` names the scope.
 */
export function cardOptions(
  db: Db,
  scope: SQL | undefined,
  key: string,
  language: Language,
  version: string,
): Promise<CardOptions> {
  let cache = caches.get(cacheOwner(db));
  if (cache === undefined) {
    cache = versionedCache<CardOptions>(OPTIONS_SETTLE_MS);
    caches.set(cacheOwner(db), cache);
  }
  return cache.get(JSON.stringify([key, language]), version, () => readOptions(db, scope, language));
}
