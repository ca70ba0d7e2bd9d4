import { asc, inArray } from 'drizzle-orm';
import type { AttributeDataAnswer } from '@contract/product-card';
import type { ProductSchemaAnswer, SchemaAttribute } from '@contract/product-schema';
import { MEDIA_TYPE, type Language } from '@domain/constants';
import { DISPLAY_PACKAGE_FIELD_IDS, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { withDisplayPhotoRule } from '@domain/media';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { galleryFiles } from '../media/files';
import { attributeSections, categories, networks, units } from '../db/schema';
import { resolveAttributeFlags } from './attribute-flags';
import type { CardDocuments, CardRow } from './card';
import { availableRequirementSets, cardRequirementSetIds } from '../attribute-lists/card-requirement-sets';
import { companyOptions } from './company-options';
import { formSections } from './form-sections';
import { nameIn } from './localize';
import { logisticDefinitions } from './logistic-definitions';
import { seesPrivateAttribute } from './private-attributes';
import {
  attributeGroups,
  loadAssignedAttributes,
  schemaAttribute,
  type AttributeRow,
} from './schema-attributes';

/** §3 Media types 1 to 6. */
const AVAILABLE_MEDIA = Object.values(MEDIA_TYPE).sort((a, b) => a - b);
/** §4 Product status: ready needs the profile or the front photo. */
const ONE_OF_REQUIRED_MEDIA = [MEDIA_TYPE.PROFILE, MEDIA_TYPE.FRONT];
/** §5 Photo requirements: one of profile or front, plus a label photo. */
const REQUIRED_MEDIA = [MEDIA_TYPE.LABEL];

export interface SchemaInput {
  /** The chosen categories, in the order asked for; every one is a key of `chains`. */
  categoryIds: readonly number[];
  /** Each chosen category with its ancestors, nearest first (categoryChains). */
  chains: ReadonlyMap<number, readonly number[]>;
  user: CurrentUser;
  language: Language;
  /** Feature 15: the recycling fraction field. */
  recyclingFraction: boolean;
  /** Whose producers, brands and addresses are offered (the card's company, else the user's). */
  companyId: number | null;
  /** The card whose values fill `data` (/schema/{id}); null for a new card. */
  card: { row: CardRow; documents: CardDocuments } | null;
}

function byPosition(a: AttributeRow, b: AttributeRow) {
  return a.position - b.position;
}

/**
 * §7 OPTIONS /api/p1/product/schema(/{id}): the schema of the chosen categories (the union of the
 * attributes assigned to them and to their ancestors) with everything else the form offers. Eight
 * queries (nine with a card's gallery) run side by side, whatever the number of categories and attributes.
 */
export async function buildProductSchema(db: Db, input: SchemaInput): Promise<ProductSchemaAnswer> {
  const { language, card } = input;
  const chainIds = [...new Set([...input.chains.values()].flat())];
  const [assigned, sectionRows, unitRows, networkRows, options, mediaFiles, categoryRows] = await Promise.all(
    [
      loadAssignedAttributes(db, chainIds),
      db.select().from(attributeSections).orderBy(asc(attributeSections.position)),
      // Units are a short list; reading all of them saves waiting for the attributes first.
      db.select().from(units),
      db.select({ code: networks.code, name: networks.name }).from(networks).orderBy(asc(networks.name)),
      companyOptions(
        db,
        input.companyId,
        card === null ? null : { company: card.row.companyAddressId, return: card.row.returnAddressId },
      ),
      card === null ? [] : galleryFiles(db, card.documents.gallery, card.row.companyId),
      input.categoryIds.length === 0
        ? []
        : db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(categories.id, [...input.categoryIds])),
    ],
  );
  const unitNames = new Map(unitRows.map((unit) => [unit.uuid, nameIn(unit.name, language)]));
  const flags = resolveAttributeFlags(
    input.categoryIds.map((id) => input.chains.get(id) ?? [id]),
    assigned.assignments,
  );
  const values = new Map<string, AttributeDataAnswer[]>(
    (card?.documents.attributes ?? []).map((attribute) => [attribute.uuid, attribute.data]),
  );

  const bySection: Record<string, SchemaAttribute[]> = {};
  for (const row of [...assigned.definitions.values()].sort(byPosition)) {
    const rowFlags = flags.get(row.uuid);
    if (rowFlags === undefined || !seesPrivateAttribute(input.user, row)) continue;
    const attribute = schemaAttribute(row, rowFlags, unitNames, language, values.get(row.uuid) ?? []);
    if (attribute !== null) (bySection[attribute.section_code] ??= []).push(attribute);
  }
  // Sections in their stored order, and the attribute map in the same order.
  const orderedSections = sectionRows.filter((section) => bySection[section.code] !== undefined);
  const attributes = Object.fromEntries(
    orderedSections.map((section) => [section.code, bySection[section.code]!]),
  );

  const definitions =
    input.categoryIds.length === 0 ? [] : logisticDefinitions(unitNames, language, input.recyclingFraction);
  const requiredMedia = card
    ? withDisplayPhotoRule(
        REQUIRED_MEDIA,
        card.documents.structures,
        DISPLAY_PACKAGE_FIELD_IDS,
        LOGISTIC_VALUE.POSITIVE,
      )
    : [...REQUIRED_MEDIA];

  return {
    id: card?.row.id ?? null,
    company_id: input.companyId,
    category_ids: [...input.categoryIds],
    categories: categoryRows.map((row) => ({ id: row.id, name: nameIn(row.name, language) })),
    sections: formSections(
      orderedSections.map((section) => ({ code: section.code, name: nameIn(section.name, language) })),
      definitions.length > 0,
      language,
    ),
    attributes,
    attribute_groups: attributeGroups(attributes),
    required_media: requiredMedia,
    available_media: AVAILABLE_MEDIA,
    one_of_required_media: ONE_OF_REQUIRED_MEDIA,
    logistic_definitions: definitions,
    // §3 The sets of every network covering the card's categories, and the card's own (0019).
    available_requirement_sets: await availableRequirementSets(db, chainIds),
    product_requirement_sets: card === null ? [] : await cardRequirementSetIds(db, card.row.id),
    ...options,
    networks: networkRows,
    media_files: mediaFiles,
  };
}
