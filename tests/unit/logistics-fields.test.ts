import { describe, expect, test } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import {
  DISABLED_LOGISTIC_FIELD_IDS,
  DISPLAY_PACKAGE_FIELD_IDS,
  LOGISTIC_FIELD_ID,
  LOGISTIC_FIELD_SPEC,
  LOGISTIC_PACKAGE_TYPES,
  LOGISTIC_UNIT,
  LOGISTIC_VALUE,
  VALIDATION_LOGISTIC_FIELDS,
  logisticFieldId,
  logisticFieldKinds,
  type LogisticFieldKind,
} from '@domain/logistics-fields';
import type { LogisticFieldIds } from '@domain/product';
import { UNIT } from '@domain/units';

/** §5 Other: a UUID validator accepts version 4 only. */
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const allIds = () =>
  LOGISTIC_PACKAGE_TYPES.flatMap((type) => Object.values(LOGISTIC_FIELD_ID[type]) as string[]);

describe('§3 fixed logistic field identifiers', () => {
  test('every identifier is a distinct version-4 UUID', () => {
    const ids = [...allIds(), ...Object.values(LOGISTIC_VALUE)];
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the identifier encodes its package type and field kind', () => {
    const kinds = Object.keys(LOGISTIC_FIELD_SPEC);
    for (const type of LOGISTIC_PACKAGE_TYPES)
      for (const [kind, id] of Object.entries(LOGISTIC_FIELD_ID[type]))
        expect(id.slice(-12)).toBe(`00${type}000000${String(kinds.indexOf(kind) + 1).padStart(2, '0')}`);
  });

  const COMMON: LogisticFieldKind[] = [
    'NET_WEIGHT',
    'RECYCLABLE',
    'RECYCLABLE_MATERIAL_WEIGHT',
    'BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT',
    'RECYCLABLE_MATERIAL_PERCENT',
    'RECYCLABLE_MATERIAL_FRACTION',
    'MATERIAL',
    'PER_BASE_PACK_MATERIAL',
    'CONSUMER_UNITS_NUMBER',
    'DIMENSIONS',
    'VOLUME',
    'PACK_TYPE',
  ];
  const { CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, PALLET } = PACKAGE_TYPE;

  test.each([
    [CONSUMER, ['GROSS_WEIGHT', 'STRUCTURE_MATERIAL_WEIGHT', 'DISPLAY_PACKAGE']],
    [FIRST_LEVEL, ['GROSS_WEIGHT', 'PREVIOUS_LEVEL_PACK_TYPE', 'DISPLAY_PACKAGE']],
    [SECOND_LEVEL, ['PREVIOUS_LEVEL_PACK_TYPE', 'DISPLAY_PACKAGE']],
    [THIRD_LEVEL, ['PREVIOUS_LEVEL_PACK_TYPE', 'DISPLAY_PACKAGE']],
    [
      PALLET,
      ['PREVIOUS_LEVEL_PACK_TYPE', 'LAYER_WEIGHT', 'CONSUMER_PACKAGES_ON_LAYER', 'CONSUMER_PACKAGES_COUNT'],
    ],
  ] as const)('package type %i has the common fields plus %j', (type, extra) => {
    expect(logisticFieldKinds(type).sort()).toEqual([...COMMON, ...extra].sort());
  });

  test('types without a field answer undefined; single and multi have none', () => {
    expect(logisticFieldId(SECOND_LEVEL, 'GROSS_WEIGHT')).toBeUndefined();
    expect(logisticFieldId(CONSUMER, 'LAYER_WEIGHT')).toBeUndefined();
    expect(logisticFieldKinds(PACKAGE_TYPE.SINGLE)).toEqual([]);
    expect(logisticFieldId(FIRST_LEVEL, 'NET_WEIGHT')).toBe(LOGISTIC_FIELD_ID[FIRST_LEVEL].NET_WEIGHT);
  });

  test('display package identifiers for structure indexes 0 to 3; six disabled fields', () => {
    expect(DISPLAY_PACKAGE_FIELD_IDS).toEqual(
      [CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL].map(
        (type) => LOGISTIC_FIELD_ID[type].DISPLAY_PACKAGE,
      ),
    );
    expect(DISABLED_LOGISTIC_FIELD_IDS).toHaveLength(6);
    expect(new Set(DISABLED_LOGISTIC_FIELD_IDS).size).toBe(6);
  });

  test('the fixed units are the shared unit identifiers', () => {
    expect(LOGISTIC_UNIT).toEqual({
      MM: UNIT.MM,
      CM: UNIT.CM,
      M: UNIT.M,
      CM3: UNIT.CM3,
      DM3: UNIT.DM3,
      G: UNIT.G,
      KG: UNIT.KG,
    });
  });

  test('the validation gets material, per-base-pack material and dimension fields of every type', () => {
    const ids: LogisticFieldIds = VALIDATION_LOGISTIC_FIELDS;
    expect(ids.dimensions).toHaveLength(5);
    expect(ids.material).toHaveLength(5);
    expect(ids.perBasePackMaterial).toHaveLength(5);
  });
});
