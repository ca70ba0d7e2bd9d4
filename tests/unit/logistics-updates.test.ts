import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_UNIT } from '@domain/logistics-fields';
import { kindData } from '@domain/logistics-package-data';
import {
  addPackageMaterial,
  recomputeStructures,
  removePackageMaterial,
  setPackageField,
  setPackageMaterial,
} from '@domain/logistics-updates';
import type { Package, Structure } from '@domain/product';
import {
  CARDBOARD,
  PET,
  g,
  id,
  kg,
  material,
  no,
  pack,
  units,
  validStructure,
  yes,
} from './logistics-fixture';

const { CONSUMER, FIRST_LEVEL, PALLET } = PACKAGE_TYPE;
const packageOf = (structures: Structure[], uuid: string): Package =>
  structures.flatMap((structure) => structure.packages).find((candidate) => candidate.uuid === uuid)!;
const value = (structures: Structure[], uuid: string, kind: Parameters<typeof kindData>[1]) =>
  kindData(packageOf(structures, uuid), kind);

describe('§4 updating a package: net weights from the consumer', () => {
  it('a consumer net weight change recalculates the other levels from their consumer-units fields', () => {
    const structures = [validStructure()];
    const next = setPackageField(structures, 'consumer-0', id(CONSUMER, 'NET_WEIGHT'), g('450'));
    expect(value(next, 'first-0', 'NET_WEIGHT')).toEqual([{ value: ['5400'], unit_uuid: LOGISTIC_UNIT.G }]);
    expect(value(next, 'pallet-0', 'NET_WEIGHT')).toEqual([
      { value: ['432000'], unit_uuid: LOGISTIC_UNIT.G },
    ]);
  });

  it('in the consumer unit, decimal products rounded to 4 decimals', () => {
    const next = setPackageField([validStructure()], 'consumer-0', id(CONSUMER, 'NET_WEIGHT'), kg('0,33333'));
    expect(value(next, 'first-0', 'NET_WEIGHT')).toEqual(kg('4')); // 3.99996 rounds to a whole 4
    const decimal = setPackageField(
      [validStructure()],
      'consumer-0',
      id(CONSUMER, 'NET_WEIGHT'),
      kg('0,3333'),
    );
    expect(value(decimal, 'first-0', 'NET_WEIGHT')).toEqual(kg('3,9996'));
  });

  it('a level without a consumer-units number counts 1; a consumer that is not a number changes nothing', () => {
    const structure = validStructure();
    structure.packages[1] = pack('first-0', FIRST_LEVEL, { NET_WEIGHT: kg('6') });
    const next = setPackageField([structure], 'consumer-0', id(CONSUMER, 'NET_WEIGHT'), g('300'));
    expect(value(next, 'first-0', 'NET_WEIGHT')).toEqual(g('300'));
    const unchanged = setPackageField([structure], 'consumer-0', id(CONSUMER, 'NET_WEIGHT'), g('abc'));
    expect(value(unchanged, 'first-0', 'NET_WEIGHT')).toEqual(kg('6'));
  });

  it("a level's own consumer-units change recalculates its net weight only", () => {
    const next = setPackageField(
      [validStructure()],
      'first-0',
      id(FIRST_LEVEL, 'CONSUMER_UNITS_NUMBER'),
      units('6'),
    );
    expect(value(next, 'first-0', 'NET_WEIGHT')).toEqual(g('3000'));
    expect(value(next, 'pallet-0', 'NET_WEIGHT')).toEqual(kg('480'));
  });

  it('a network structure recalculates from its own consumer only', () => {
    const network = { ...validStructure(1), is_network_structure: true, network_codes: ['selgros'] };
    const structures = [validStructure(0), network];
    const next = setPackageField(structures, 'consumer-0', id(CONSUMER, 'NET_WEIGHT'), g('100'));
    expect(next[1]).toBe(structures[1]);
  });
});

describe('§4 updating a package: the pallet layer weight (kg)', () => {
  it('from the first-level gross weight and the packages on a layer when both are positive', () => {
    const structures = recomputeStructures([validStructure()]);
    expect(value(structures, 'pallet-0', 'LAYER_WEIGHT')).toEqual(kg('104,000'));
    const grams = setPackageField(structures, 'first-0', id(FIRST_LEVEL, 'GROSS_WEIGHT'), g('7250'));
    expect(value(grams, 'pallet-0', 'LAYER_WEIGHT')).toEqual(kg('116,000'));
    const layer = setPackageField(grams, 'pallet-0', id(PALLET, 'CONSUMER_PACKAGES_ON_LAYER'), [
      { value: ['10'] },
    ]);
    expect(value(layer, 'pallet-0', 'LAYER_WEIGHT')).toEqual(kg('72,500'));
  });

  it('emptied while either is missing', () => {
    const structures = recomputeStructures([validStructure()]);
    const next = setPackageField(structures, 'pallet-0', id(PALLET, 'CONSUMER_PACKAGES_ON_LAYER'), [
      { value: [''] },
    ]);
    expect(value(next, 'pallet-0', 'LAYER_WEIGHT')).toEqual([]);
  });
});

describe('§4 updating a package: recyclable flag and materials', () => {
  const withMaterials = () =>
    recomputeStructures([
      {
        ...validStructure(),
        packages: validStructure().packages.map((p) =>
          p.package_type === FIRST_LEVEL
            ? pack(p.uuid, FIRST_LEVEL, {
                CONSUMER_UNITS_NUMBER: units('12'),
                RECYCLABLE: yes,
                MATERIAL: [material(1, CARDBOARD, '240'), material(2, PET, '0,012', LOGISTIC_UNIT.KG)],
                RECYCLABLE_MATERIAL_PERCENT: [{ value: ['80'], attribute_set_position: 1 }],
              })
            : p,
        ),
      },
    ]);

  it('weights per base unit (g, 3 decimals), package sums while recyclable, structure weight on the consumer', () => {
    const structures = withMaterials();
    expect(value(structures, 'first-0', 'PER_BASE_PACK_MATERIAL')).toEqual([
      { value: ['20,000'], unit_uuid: LOGISTIC_UNIT.G, attribute_set_position: 1 },
      { value: ['1,000'], unit_uuid: LOGISTIC_UNIT.G, attribute_set_position: 2 },
    ]);
    expect(value(structures, 'first-0', 'RECYCLABLE_MATERIAL_WEIGHT')).toEqual(g('252,000'));
    expect(value(structures, 'first-0', 'BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT')).toEqual(g('21,000'));
    expect(value(structures, 'consumer-0', 'STRUCTURE_MATERIAL_WEIGHT')).toEqual(g('21,000'));
  });

  it('a negative recyclable flag clears the materials and the sums', () => {
    const next = setPackageField(withMaterials(), 'first-0', id(FIRST_LEVEL, 'RECYCLABLE'), no);
    for (const kind of ['MATERIAL', 'PER_BASE_PACK_MATERIAL', 'RECYCLABLE_MATERIAL_PERCENT'] as const)
      expect(value(next, 'first-0', kind)).toEqual([]);
    expect(value(next, 'first-0', 'RECYCLABLE_MATERIAL_WEIGHT')).toEqual([]);
    expect(value(next, 'consumer-0', 'STRUCTURE_MATERIAL_WEIGHT')).toEqual([]);
  });

  it('a change of the consumer units number follows into the per-base weights', () => {
    const next = setPackageField(
      withMaterials(),
      'first-0',
      id(FIRST_LEVEL, 'CONSUMER_UNITS_NUMBER'),
      units('24'),
    );
    expect(value(next, 'first-0', 'PER_BASE_PACK_MATERIAL')[0]!.value).toEqual(['10,000']);
  });

  it('adding, editing and removing a material through the structure', () => {
    let structures = withMaterials();
    structures = addPackageMaterial(structures, 'first-0');
    expect(value(structures, 'first-0', 'MATERIAL').map((entry) => entry.attribute_set_position)).toEqual([
      1, 2, 3,
    ]);
    structures = setPackageMaterial(structures, 'first-0', 'MATERIAL', 3, {
      value: ['12', '', ''],
      value_uuid: PET,
    });
    expect(value(structures, 'first-0', 'PER_BASE_PACK_MATERIAL')).toHaveLength(3);
    structures = removePackageMaterial(structures, 'first-0', 1, true);
    expect(value(structures, 'first-0', 'MATERIAL').map((entry) => entry.attribute_set_position)).toEqual([
      2, 3,
    ]);
    expect(value(structures, 'first-0', 'RECYCLABLE_MATERIAL_PERCENT')).toEqual([]);
    expect(value(structures, 'first-0', 'RECYCLABLE_MATERIAL_WEIGHT')).toEqual(g('24,000'));
  });

  it('recomputing a structure whose values are right keeps every package', () => {
    const structures = withMaterials();
    const again = recomputeStructures(structures);
    again.forEach((structure, index) => expect(structure).toBe(structures[index]));
  });
});
