import { PRODUCT_STATUS } from '@domain/constants';
import type { AttributeData } from '@domain/product';
import { QC_STATUS, type QcStatus } from '@domain/qc-status';
import { UNIT } from '@domain/units';
import { cardCompleteness, type CompletenessDefinition } from '../products/completeness';
import { createRandom, type Random } from './random';
import type { ReferenceIds } from './reference';
import type { CardTemplate } from './templates/card-template';

type Value = (random: Random, template: CardTemplate, values: readonly string[]) => AttributeData[];

const choice = (values: readonly string[], index: number) => [
  { value: [], value_uuid: values[index] ?? null },
];
const between = (random: Random, [min, max]: readonly [number, number]) => random.int(min, max);
const tenths = (value: number) => (value / 10).toFixed(1);

/**
 * A valid value (§5 validity by type) that fits the card's category for each required demo attribute the
 * generator does not set itself: the label's ingredients, a plausible shelf life, fat and energy, the
 * alcohol of a beer, the fluoride of a toothpaste, Selgros's goods group of the family.
 */
const REQUIRED: Record<string, Value> = {
  ingredients: (random, template) => [{ value: [random.pick(template.kinds).ingredients] }],
  shelf_life: (random, template) => [{ value: [String(between(random, template.shelfLifeDays))] }],
  storage_mode: (_random, template, values) => choice(values, template.storage),
  // "nie dotyczy" is the attribute's own exemption for products without fat (water, beer).
  fat: (random, template) => [
    { value: [template.fatTenths === null ? 'nie dotyczy' : tenths(between(random, template.fatTenths))] },
  ],
  energy: (random, template, values) => [
    {
      value: [String(between(random, template.kcalPer100))],
      value_uuid: values[0] ?? null,
      unit_uuid: UNIT.KCAL,
    },
  ],
  alcohol: (random, template) => [
    { value: ['0', tenths(between(random, template.alcoholTenths ?? [45, 55]))], unit_uuid: UNIT.PERCENT },
  ],
  fluoride: (_random, template) => [{ value: [String(template.fluoridePpm ?? 1450)], unit_uuid: UNIT.MG }],
  selgros_group: (_random, template, values) => choice(values, template.selgrosGroup),
};

/** Values a complete label shows though the category does not require them. */
function optionalValues(
  template: CardTemplate,
  ref: ReferenceIds,
): { uuid: string; data: AttributeData[] }[] {
  const optional: { uuid: string; data: AttributeData[] }[] = [];
  const unitPack = ref.attributeUuids.unit_pack;
  if (unitPack !== undefined && template.unitPack !== undefined)
    optional.push({ uuid: unitPack, data: choice(ref.attributeValues.unit_pack ?? [], template.unitPack) });
  const allergens = ref.attributeUuids.allergens;
  if (allergens !== undefined && template.allergens !== undefined && template.allergens.length > 0)
    optional.push({
      uuid: allergens,
      data: template.allergens.flatMap((index) => choice(ref.attributeValues.allergens ?? [], index)),
    });
  return optional;
}

/** Ready and retired cards have every required attribute (as §5 ready demands); drafts about half. */
function fillShare(status: number): number {
  return status === PRODUCT_STATUS.DRAFT ? 0.5 : 1;
}

/** QC results (docs/decisions/0012): most ready cards checked, drafts mostly not yet. */
function qcFor(random: Random, status: number): QcStatus {
  const roll = random.next();
  if (status === PRODUCT_STATUS.DRAFT) return roll < 0.85 ? QC_STATUS.NOT_CHECKED : QC_STATUS.FAILED;
  if (roll < 0.3) return QC_STATUS.NOT_CHECKED;
  return roll < 0.85 ? QC_STATUS.PASSED : QC_STATUS.FAILED;
}

export interface CardQuality {
  attributes: { uuid: string; data: AttributeData[] }[];
  completeness: number;
  qcStatus: QcStatus;
}

/**
 * Completes demo cards: required attribute values by status, from the card's category template, the
 * completeness the save would store, a QC result. Draws from its own PRNG so that every other generated
 * field stays as it was before (tests and screenshots lean on them).
 */
export function cardQuality(ref: ReferenceIds, definitions: ReadonlyMap<number, CompletenessDefinition[]>) {
  const random = createRandom(0x5eed_2026);
  const keyOf = new Map(Object.entries(ref.attributeUuids).map(([key, uuid]) => [uuid, key]));
  return (card: {
    categoryId: number;
    status: number;
    template: CardTemplate;
    attributes: { uuid: string; data: AttributeData[] }[];
    availability: { code: string; product_number: string }[];
  }): CardQuality => {
    const categoryDefinitions = definitions.get(card.categoryId);
    const given = new Set(card.attributes.map((attribute) => attribute.uuid));
    const share = fillShare(card.status);
    const added = (categoryDefinitions ?? []).flatMap((definition) => {
      const key = keyOf.get(definition.uuid);
      const value = key === undefined ? undefined : REQUIRED[key];
      if (value === undefined || given.has(definition.uuid) || !random.chance(share)) return [];
      return [{ uuid: definition.uuid, data: value(random, card.template, ref.attributeValues[key!] ?? []) }];
    });
    const attributes = [...card.attributes, ...added, ...optionalValues(card.template, ref)];
    return {
      attributes,
      completeness: cardCompleteness(categoryDefinitions, { attributes, availability: card.availability }),
      qcStatus: qcFor(random, card.status),
    };
  };
}
