import { isAttributeType } from '@domain/attribute-types';
import { completenessPercent, numberedNetworks, type CompletenessAttribute } from '@domain/completeness';
import type { AttributeData } from '@domain/product';
import type { Db } from '../db/client';
import { resolveAttributeFlags } from './attribute-flags';
import { categoryChains } from './category-chain';
import { loadAssignedAttributes } from './schema-attributes';

/** An attribute the completeness of a category's cards counts: its definition without a value. */
export type CompletenessDefinition = Omit<CompletenessAttribute, 'data'> & { uuid: string };

/**
 * Per category: the required and visible attributes, with the flags resolved along the category's chain
 * exactly as the schema does (docs/decisions/0008). Two queries whatever the number of categories.
 */
export async function completenessDefinitions(
  db: Db,
  categoryIds: readonly number[],
): Promise<Map<number, CompletenessDefinition[]>> {
  const chains = await categoryChains(db, categoryIds);
  const assigned = await loadAssignedAttributes(db, [...new Set([...chains.values()].flat())]);
  const result = new Map<number, CompletenessDefinition[]>();
  for (const [categoryId, chain] of chains) {
    const definitions: CompletenessDefinition[] = [];
    for (const [uuid, flags] of resolveAttributeFlags([chain], assigned.assignments)) {
      const row = assigned.definitions.get(uuid);
      // Types the form cannot render are left out of the schema, so they are not counted here either.
      if (row === undefined || !flags.isRequired || !flags.isVisible || !isAttributeType(row.type)) continue;
      definitions.push({
        uuid,
        type: row.type,
        is_required: true,
        is_visible: true,
        private_network_code: row.privateNetworkCode,
        // Validity asks only whether units are offered and which special values exempt a number.
        available_units: row.unitUuids.map((unit) => ({ uuid: unit, name: '' })),
        available_validation_values: row.validationValues.map((name) => ({ name })),
        custom_values_count: row.customValuesCount,
      });
    }
    result.set(categoryId, definitions);
  }
  return result;
}

interface CardValues {
  attributes: readonly { uuid: string; data: readonly AttributeData[] }[];
  availability: readonly { code: string; product_number?: string | null }[];
}

/** The card's completeness from its category's definitions; a card without a category is 0 %. */
export function cardCompleteness(
  definitions: readonly CompletenessDefinition[] | undefined,
  card: CardValues,
) {
  if (definitions === undefined) return 0;
  const values = new Map(card.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  return completenessPercent(
    definitions.map((definition) => ({ ...definition, data: [...(values.get(definition.uuid) ?? [])] })),
    numberedNetworks(card.availability),
  );
}

/** The completeness to store with a card being saved (its first category is the one stored). */
export async function completenessOf(db: Db, categoryId: number | null, card: CardValues): Promise<number> {
  if (categoryId === null) return 0;
  const definitions = await completenessDefinitions(db, [categoryId]);
  return cardCompleteness(definitions.get(categoryId), card);
}
