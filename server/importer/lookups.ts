import { eq, inArray } from 'drizzle-orm';
import { isAttributeType } from '@domain/attribute-types';
import type { Language } from '@domain/constants';
import { IMPORTABLE_TYPES } from '@domain/importer-columns';
import type { ImportAttribute } from '@domain/importer-cells';
import type { CategoryAttribute, RowLookups } from '@domain/importer-rows';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import {
  attributes,
  brands,
  categories,
  categoryAttributes,
  producers,
  units,
  type LocalizedName,
} from '../db/schema';
import { resolveAttributeFlags, type Assignment } from '../products/attribute-flags';
import { nameIn } from '../products/localize';
import { seesPrivateAttribute } from '../products/private-attributes';

/**
 * Everything an import checks its rows against, read once per upload or job (a handful of queries
 * whatever the number of rows): attribute definitions with their units and values, the GPC tree, the
 * company's producers and brands, and which attributes each category carries (docs/decisions/0008).
 * Only the attributes the user may use are in it (§6, docs/decisions/0043): a retail chain's private
 * attribute outside the user's flags is no template column, and an uploaded column of it is skipped.
 */
export interface ImportCatalog {
  lookups: RowLookups;
  /** Attribute names in the user's language (labels of the template and the report). */
  attributeNames: ReadonlyMap<string, string>;
  /** Attribute uuid → its unit names in the user's language (for the template's dictionary). */
  attributeRows: ReadonlyMap<string, typeof attributes.$inferSelect>;
  unitNames: ReadonlyMap<string, string>;
  categoryNames: ReadonlyMap<number, { code: string; name: string }>;
  /** The attributes of a category: nearest assignment along its chain wins. */
  categoryAttributes(categoryId: number): ReadonlyMap<string, CategoryAttribute>;
}

const namesOf = (name: LocalizedName) => [name.pl, name.de, name.ro].filter((text): text is string => !!text);

export async function loadImportCatalog(
  db: Db,
  user: CurrentUser,
  language: Language,
): Promise<ImportCatalog> {
  const companyId = user.company_id;
  const [attributeRows, unitRows, categoryRows, assignmentRows, producerRows] = await Promise.all([
    db.select().from(attributes),
    db.select().from(units),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        code: categories.code,
        name: categories.name,
      })
      .from(categories),
    db.select().from(categoryAttributes),
    companyId === null
      ? Promise.resolve([])
      : db
          .select({ id: producers.id, name: producers.name })
          .from(producers)
          .where(eq(producers.companyId, companyId)),
  ]);
  const brandRows =
    producerRows.length === 0
      ? []
      : await db
          .select({ id: brands.id, producerId: brands.producerId, name: brands.name })
          .from(brands)
          .where(
            inArray(
              brands.producerId,
              producerRows.map((row) => row.id),
            ),
          );

  const unitsByUuid = new Map(unitRows.map((unit) => [unit.uuid, unit]));
  const definitions = new Map<string, ImportAttribute>();
  const attributeNames = new Map<string, string>();
  const importableRows = new Map<string, typeof attributes.$inferSelect>();
  for (const row of attributeRows) {
    if (!isAttributeType(row.type) || !IMPORTABLE_TYPES.has(row.type)) continue;
    if (!seesPrivateAttribute(user, row)) continue;
    importableRows.set(row.uuid, row);
    attributeNames.set(row.uuid, nameIn(row.name, language));
    definitions.set(row.uuid, {
      uuid: row.uuid,
      type: row.type,
      units: row.unitUuids.flatMap((uuid) => {
        const unit = unitsByUuid.get(uuid);
        return unit === undefined ? [] : [{ uuid, names: [unit.code, ...namesOf(unit.name)] }];
      }),
      values: row.availableValues.map((value) => ({
        uuid: value.uuid,
        name: nameIn(value.name, language),
        names: namesOf(value.name),
      })),
      validationValues: row.validationValues,
      customValuesCount: row.customValuesCount,
    });
  }

  const parents = new Map(categoryRows.map((row) => [row.id, row.parentId]));
  const assignments: Assignment[] = assignmentRows.map((row) => ({
    categoryId: row.categoryId,
    attributeUuid: row.attributeUuid,
    isRequired: row.isRequired,
    isVisible: row.isVisible,
  }));
  const cache = new Map<number, Map<string, CategoryAttribute>>();
  const chainOf = (id: number) => {
    const chain: number[] = [];
    for (
      let at: number | null | undefined = id;
      at !== null && at !== undefined && chain.length < 10;
      at = parents.get(at)
    )
      chain.push(at);
    return chain;
  };

  const producerMap = new Map<string, { id: number; brands: Map<string, number> }>();
  for (const producer of producerRows)
    if (!producerMap.has(producer.name.toLowerCase()))
      producerMap.set(producer.name.toLowerCase(), { id: producer.id, brands: new Map() });
  const producerById = new Map(producerRows.map((row) => [row.id, producerMap.get(row.name.toLowerCase())!]));
  for (const brand of brandRows) {
    const entry = producerById.get(brand.producerId);
    if (entry !== undefined && !entry.brands.has(brand.name.toLowerCase()))
      entry.brands.set(brand.name.toLowerCase(), brand.id);
  }

  return {
    lookups: {
      forUpdate: true,
      attributes: definitions,
      categories: new Map(categoryRows.map((row) => [row.code, row.id])),
      producers: producerMap,
    },
    attributeNames,
    attributeRows: importableRows,
    unitNames: new Map(unitRows.map((unit) => [unit.uuid, nameIn(unit.name, language)])),
    categoryNames: new Map(
      categoryRows.map((row) => [row.id, { code: row.code, name: nameIn(row.name, language) }]),
    ),
    categoryAttributes(categoryId) {
      let found = cache.get(categoryId);
      if (found === undefined) {
        found = new Map();
        for (const [uuid, flags] of resolveAttributeFlags([chainOf(categoryId)], assignments))
          if (definitions.has(uuid)) found.set(uuid, flags);
        cache.set(categoryId, found);
      }
      return found;
    },
  };
}
