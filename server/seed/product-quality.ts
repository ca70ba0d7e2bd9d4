import { PRODUCT_STATUS } from '@domain/constants';
import type { AttributeData } from '@domain/product';
import { QC_STATUS, type QcStatus } from '@domain/qc-status';
import { UNIT } from '@domain/units';
import { cardCompleteness, type CompletenessDefinition } from '../products/completeness';
import { createRandom, type Random } from './random';
import type { ReferenceIds } from './reference';

type Value = (random: Random, values: readonly string[]) => AttributeData[];

/** A valid value (§5 validity by type) for each required demo attribute the generator does not set itself. */
const VALUES: Record<string, Value> = {
  ingredients: (random) => [{ value: [random.pick(INGREDIENTS)] }],
  shelf_life: (random) => [{ value: [String(random.int(7, 365))] }],
  storage_mode: (random, values) => [{ value: [], value_uuid: random.pick(values) }],
  fat: (random) => [{ value: [(random.int(0, 350) / 10).toFixed(1)] }],
  energy: (random, values) => [
    { value: [String(random.int(40, 550))], value_uuid: values[0] ?? null, unit_uuid: UNIT.KCAL },
  ],
  alcohol: (random) => [{ value: ['<', String(random.int(1, 9))], unit_uuid: UNIT.PERCENT }],
  fluoride: () => [{ value: ['1450'], unit_uuid: UNIT.MG }],
  selgros_group: (random, values) => [{ value: [], value_uuid: random.pick(values) }],
};

const INGREDIENTS = [
  'Mleko pasteryzowane, żywe kultury bakterii jogurtowych',
  'Woda, słód jęczmienny, chmiel',
  'Mąka pszenna, woda, drożdże, sól',
  'Sok jabłkowy z zagęszczonego soku',
];

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
 * Completes demo cards: required attribute values by status, the completeness the save would store, a QC
 * result. Draws from its own PRNG so that every other generated field stays as it was before (tests and
 * screenshots lean on them).
 */
export function cardQuality(ref: ReferenceIds, definitions: ReadonlyMap<number, CompletenessDefinition[]>) {
  const random = createRandom(0x5eed_2026);
  const keyOf = new Map(Object.entries(ref.attributeUuids).map(([key, uuid]) => [uuid, key]));
  return (card: {
    categoryId: number;
    status: number;
    attributes: { uuid: string; data: AttributeData[] }[];
    availability: { code: string; product_number: string }[];
  }): CardQuality => {
    const categoryDefinitions = definitions.get(card.categoryId);
    const given = new Set(card.attributes.map((attribute) => attribute.uuid));
    const share = fillShare(card.status);
    const added = (categoryDefinitions ?? []).flatMap((definition) => {
      const key = keyOf.get(definition.uuid);
      const value = key === undefined ? undefined : VALUES[key];
      if (value === undefined || given.has(definition.uuid) || !random.chance(share)) return [];
      return [{ uuid: definition.uuid, data: value(random, ref.attributeValues[key!] ?? []) }];
    });
    const attributes = [...card.attributes, ...added];
    return {
      attributes,
      completeness: cardCompleteness(categoryDefinitions, { attributes, availability: card.availability }),
      qcStatus: qcFor(random, card.status),
    };
  };
}
