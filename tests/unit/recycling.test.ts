import { describe, expect, it, test } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LogisticsInternalError, kindData } from '@domain/logistics-package-data';
import type { Package } from '@domain/product';
import {
  addMaterial,
  clearMaterials,
  consumerUnitsOf,
  materialGrams,
  materialPositions,
  nextMaterialPosition,
  recyclingFieldId,
  removeMaterial,
  setPositionalEntry,
} from '@domain/recycling';
import { PACKAGING_MATERIALS, WASTE_FRACTIONS, recyclingChoice } from '@domain/recycling-materials';
import { UNIT } from '@domain/units';
import { CARDBOARD, PET, material, pack, units } from './logistics-fixture';

const { CONSUMER, FIRST_LEVEL, SINGLE } = PACKAGE_TYPE;
const at = (position: number) => ({ attribute_set_position: position });

function fourLists(): Package {
  return pack('p', FIRST_LEVEL, {
    CONSUMER_UNITS_NUMBER: units('6'),
    MATERIAL: [material(1, CARDBOARD, '100'), material(2, PET, '5')],
    PER_BASE_PACK_MATERIAL: [
      { value: ['16,667'], ...at(1) },
      { value: ['0,833'], ...at(2) },
    ],
    RECYCLABLE_MATERIAL_PERCENT: [
      { value: ['70'], ...at(1) },
      { value: ['10'], ...at(2) },
    ],
    RECYCLABLE_MATERIAL_FRACTION: [
      { value: [], value_uuid: WASTE_FRACTIONS[0]!.uuid, ...at(1) },
      { value: [], value_uuid: WASTE_FRACTIONS[2]!.uuid, ...at(2) },
    ],
  });
}
const positions = (p: Package, kind: Parameters<typeof kindData>[1]) =>
  kindData(p, kind).map((entry) => entry.attribute_set_position);

describe('§4 adding a material: the smallest unused integer above the list size', () => {
  test.each([
    [[], 1],
    [[1], 2],
    [[1, 2], 3],
    [[2, 3], 4],
    [[1, 5], 3],
    [[3], 2],
    [[7, 8, 9], 4],
  ])('positions %j → %i', (used, next) => {
    expect(nextMaterialPosition(used)).toBe(next);
  });

  it('appends an empty material entry in grams at that position', () => {
    const added = addMaterial(addMaterial(pack('p', CONSUMER, {})));
    expect(kindData(added, 'MATERIAL')).toEqual([
      { value: ['', '', ''], value_uuid: null, unit_uuid: UNIT.G, ...at(1) },
      { value: ['', '', ''], value_uuid: null, unit_uuid: UNIT.G, ...at(2) },
    ]);
  });

  it('entries written without positions count from 1 in list order', () => {
    const legacy = pack('p', CONSUMER, { MATERIAL: [{ value: ['1'], value_uuid: PET }, { value: ['2'] }] });
    expect(materialPositions(legacy)).toEqual([1, 2]);
    expect(kindData(addMaterial(legacy), 'MATERIAL').at(-1)?.attribute_set_position).toBe(3);
  });
});

describe('§4 removing a material by position', () => {
  it('from material, base, percent and fraction', () => {
    const removed = removeMaterial(fourLists(), 1, true);
    for (const kind of [
      'MATERIAL',
      'PER_BASE_PACK_MATERIAL',
      'RECYCLABLE_MATERIAL_PERCENT',
      'RECYCLABLE_MATERIAL_FRACTION',
    ] as const)
      expect(positions(removed, kind)).toEqual([2]);
  });

  it('fraction only when the feature is on', () => {
    const removed = removeMaterial(fourLists(), 2, false);
    expect(positions(removed, 'MATERIAL')).toEqual([1]);
    expect(positions(removed, 'RECYCLABLE_MATERIAL_FRACTION')).toEqual([1, 2]);
  });

  it('a position no entry has changes nothing', () => {
    const before = fourLists();
    expect(removeMaterial(before, 9, true)).toBe(before);
  });
});

describe('recycling entries', () => {
  it('an entry is written at its position, created when missing', () => {
    const p = setPositionalEntry(fourLists(), 'RECYCLABLE_MATERIAL_PERCENT', 2, { value: ['15'] });
    expect(kindData(p, 'RECYCLABLE_MATERIAL_PERCENT')[1]).toEqual({ value: ['15'], ...at(2) });
    const q = setPositionalEntry(pack('q', CONSUMER, {}), 'RECYCLABLE_MATERIAL_PERCENT', 4, { value: ['1'] });
    expect(kindData(q, 'RECYCLABLE_MATERIAL_PERCENT')).toEqual([{ value: ['1'], ...at(4) }]);
  });

  it('clearing removes every positional list', () => {
    const cleared = clearMaterials(fourLists());
    expect(materialPositions(cleared)).toEqual([]);
    expect(kindData(cleared, 'RECYCLABLE_MATERIAL_FRACTION')).toEqual([]);
  });

  it('§8 a missing uuid for a recycling field type throws an internal error', () => {
    expect(() => recyclingFieldId(SINGLE, 'MATERIAL')).toThrow(LogisticsInternalError);
    expect(() => addMaterial(pack('s', SINGLE, {}))).toThrow(LogisticsInternalError);
    expect(() => recyclingFieldId(FIRST_LEVEL, 'STRUCTURE_MATERIAL_WEIGHT')).toThrow(LogisticsInternalError);
  });

  it('material weights in grams (kg × 1000), units number defaulting to 1', () => {
    expect(materialGrams(material(1, PET, '0,012', UNIT.KG))).toBe(12);
    expect(materialGrams(material(1, PET, '12', UNIT.ML))).toBeNull();
    expect(materialGrams(material(1, PET, '-1'))).toBeNull();
    expect(consumerUnitsOf(pack('p', CONSUMER, {}))).toBe(1);
    expect(consumerUnitsOf(pack('p', FIRST_LEVEL, { CONSUMER_UNITS_NUMBER: units('12,5') }))).toBeNull();
  });

  it('the material and fraction lists have distinct identifiers and names', () => {
    const all = [...PACKAGING_MATERIALS, ...WASTE_FRACTIONS];
    expect(new Set(all.map((choice) => choice.uuid)).size).toBe(all.length);
    expect(recyclingChoice(PET)?.label).toBe('recycling.materials.pet');
    expect(recyclingChoice('nope')).toBeUndefined();
  });
});
