import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_UNIT, type LogisticFieldKind } from '@domain/logistics-fields';
import { validateLogistics } from '@domain/logistics-validation';
import type { Package, PackageFieldData, Structure } from '@domain/product';
import {
  CARDBOARD,
  cm,
  context,
  ean,
  g,
  gtin13,
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
const faults = (structures: Structure[], extra: Partial<typeof context> = {}) =>
  validateLogistics(structures, { ...context, ...extra }).map(
    (f) => `${f.namespace} ${f.field} ${f.message}`,
  );

/** The valid structure with one field of one package replaced. */
function withField(packageUuid: string, kind: LogisticFieldKind, data: PackageFieldData[]): Structure[] {
  const structure = validStructure();
  return [
    {
      ...structure,
      packages: structure.packages.map((p): Package => {
        if (p.uuid !== packageUuid) return p;
        const uuid = id(p.package_type, kind);
        const fields = p.fields.filter((field) => field.uuid !== uuid);
        return { ...p, fields: [...fields, { uuid, data }] };
      }),
    },
  ];
}
const at = (packageUuid: string, type: number, kind: LogisticFieldKind, suffix = '') =>
  `logistic ${packageUuid}.${id(type, kind)}${suffix}`;

describe('§5 Logistics validation', () => {
  it('a complete consumer → first level → pallet structure has no faults', () => {
    expect(faults([validStructure()])).toEqual([]);
  });

  it("at least one package: 'Musisz dodać minimum jedno opakowanie'", () => {
    expect(faults([])).toEqual(['logistic packages validation.atLeastOnePackage']);
    expect(faults([{ is_network_structure: false, network_codes: [], packages: [] }])).toEqual([
      'logistic packages validation.atLeastOnePackage',
    ]);
  });

  test.each<[string, string, number, LogisticFieldKind, PackageFieldData[], string]>([
    ['required value', 'consumer-0', CONSUMER, 'NET_WEIGHT', g(''), 'validation.required'],
    ['required unit', 'consumer-0', CONSUMER, 'NET_WEIGHT', [{ value: ['5'] }], '.unit validation.unit'],
    [
      'a unit of another field',
      'consumer-0',
      CONSUMER,
      'NET_WEIGHT',
      cm('5'),
      '.unit validation.unitNotAllowed',
    ],
    ['zero', 'consumer-0', CONSUMER, 'NET_WEIGHT', g('0'), 'validation.greaterThanZero'],
    ['negative', 'consumer-0', CONSUMER, 'NET_WEIGHT', g('-1,5'), 'validation.greaterThanZero'],
    ['not a number', 'consumer-0', CONSUMER, 'NET_WEIGHT', g('pięćset'), 'validation.notANumber'],
    [
      'a 40-tonne consumer unit',
      'consumer-0',
      CONSUMER,
      'NET_WEIGHT',
      kg('40000'),
      'validation.consumerTooHeavy',
    ],
    [
      'the same in grams',
      'consumer-0',
      CONSUMER,
      'GROSS_WEIGHT',
      g('40000000'),
      'validation.consumerTooHeavy',
    ],
    ['a 6-tonne pallet', 'pallet-0', PALLET, 'NET_WEIGHT', kg('6000'), 'validation.packageTooHeavy'],
    ['gross below net', 'consumer-0', CONSUMER, 'GROSS_WEIGHT', g('400'), 'validation.grossBelowNet'],
    ['dimensions missing', 'first-0', FIRST_LEVEL, 'DIMENSIONS', [], 'validation.dimensions'],
    [
      'a dimension missing',
      'first-0',
      FIRST_LEVEL,
      'DIMENSIONS',
      cm('30', '', '22'),
      'validation.dimensions',
    ],
    [
      'a dimension of zero',
      'first-0',
      FIRST_LEVEL,
      'DIMENSIONS',
      cm('30', '0', '22'),
      'validation.greaterThanZero',
    ],
    [
      'dimensions in kg',
      'first-0',
      FIRST_LEVEL,
      'DIMENSIONS',
      [{ value: ['1', '2', '3'], unit_uuid: LOGISTIC_UNIT.KG }],
      '.unit validation.unitNotAllowed',
    ],
    [
      'a 25 m edge',
      'first-0',
      FIRST_LEVEL,
      'DIMENSIONS',
      cm('2500', '20', '22'),
      'validation.dimensionTooLarge',
    ],
    [
      'half a consumer unit',
      'first-0',
      FIRST_LEVEL,
      'CONSUMER_UNITS_NUMBER',
      units('1,5'),
      'validation.wholeNumber',
    ],
    [
      'two million units',
      'first-0',
      FIRST_LEVEL,
      'CONSUMER_UNITS_NUMBER',
      units('2000000'),
      'validation.countTooLarge',
    ],
    [
      'packages on a layer required',
      'pallet-0',
      PALLET,
      'CONSUMER_PACKAGES_ON_LAYER',
      [{ value: [''] }],
      'validation.required',
    ],
  ])('%s', (_case, packageUuid, type, kind, data, expected) => {
    const [suffix, message] = expected.startsWith('.') ? expected.split(' ') : ['', expected];
    expect(faults(withField(packageUuid, kind, data))).toEqual([
      `${at(packageUuid, type, kind, suffix)} ${message}`,
    ]);
  });

  it('an optional value left empty, or without its unit, is no fault', () => {
    expect(faults(withField('consumer-0', 'GROSS_WEIGHT', []))).toEqual([]);
    expect(faults(withField('consumer-0', 'GROSS_WEIGHT', [{ value: ['520'] }]))).toEqual([]);
  });

  it('any text that is not a number above zero is refused; a plausible weight never is (fast-check)', () => {
    const bad = fc.oneof(
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\s*\+?\d*[.,]?\d*\s*$/.test(s)),
      fc.integer({ max: 0 }).map(String),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(faults(withField('consumer-0', 'NET_WEIGHT', g(text)))).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
    const good = fc.integer({ min: 1, max: 520_000 }).map((n) => (n / 1000).toFixed(3).replace('.', ','));
    fc.assert(
      fc.property(good, (text) => {
        expect(faults(withField('consumer-0', 'NET_WEIGHT', g(text)))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('§5 recycling table validation', () => {
  const recycling = (values: Parameters<typeof pack>[2]) =>
    withField('first-0', 'RECYCLABLE', values.RECYCLABLE ?? []).map((structure) => ({
      ...structure,
      packages: structure.packages.map((p) =>
        p.uuid === 'first-0' ? { ...p, fields: [...p.fields, ...pack('x', FIRST_LEVEL, values).fields] } : p,
      ),
    }));
  const field = (kind: LogisticFieldKind, suffix = '') => at('first-0', FIRST_LEVEL, kind, suffix);

  it('a recyclable package lists at least one material', () => {
    expect(faults(recycling({ RECYCLABLE: yes }))).toEqual([
      `${field('MATERIAL')} validation.materialsRequired`,
    ]);
  });

  it('a package marked not recyclable lists none', () => {
    expect(faults(recycling({ RECYCLABLE: no, MATERIAL: [material(1, CARDBOARD, '10')] }))).toEqual([
      `${field('MATERIAL')} validation.materialsNotRecyclable`,
    ]);
  });

  it('each material: a known material, a weight above zero in g or kg, a percent from 0 to 100', () => {
    const result = faults(
      recycling({
        RECYCLABLE: yes,
        MATERIAL: [
          material(1, null, ''),
          material(2, 'not-a-material', '10', LOGISTIC_UNIT.CM),
          material(3, CARDBOARD, '0'),
          material(4, CARDBOARD, '10'),
        ],
        RECYCLABLE_MATERIAL_PERCENT: [
          { value: ['150'], attribute_set_position: 4 },
          { value: ['0'], attribute_set_position: 3 },
        ],
        RECYCLABLE_MATERIAL_FRACTION: [{ value: [], value_uuid: 'nope', attribute_set_position: 4 }],
      }),
    );
    expect(result).toEqual([
      `${field('MATERIAL', '.1')} validation.required`,
      `${field('MATERIAL', '.1.weight')} validation.required`,
      `${field('MATERIAL', '.2')} validation.unknownMaterial`,
      `${field('MATERIAL', '.2.unit')} validation.unitNotAllowed`,
      `${field('MATERIAL', '.3.weight')} validation.greaterThanZero`,
      `${field('RECYCLABLE_MATERIAL_PERCENT', '.4')} validation.percentRange`,
      `${field('RECYCLABLE_MATERIAL_FRACTION', '.4')} validation.unknownFraction`,
    ]);
  });

  it('a complete material is no fault', () => {
    expect(faults(recycling({ RECYCLABLE: yes, MATERIAL: [material(1, CARDBOARD, '240')] }))).toEqual([]);
  });
});

describe('§3 network-specific structures and EANs in the validation', () => {
  const network = (codes: string[]): Structure => ({
    ...validStructure(1),
    is_network_structure: true,
    network_codes: codes,
  });

  it('a network structure names at least one known network, each in one structure only', () => {
    expect(faults([validStructure(), network([])])).toEqual([
      'logistic structures.1.network_codes validation.networkRequired',
    ]);
    expect(faults([validStructure(), network(['selgros']), network(['selgros'])])).toContain(
      'logistic structures.2.network_codes validation.networkTwice',
    );
    expect(faults([validStructure(), network(['nope'])], { networkCodes: ['selgros'] })).toEqual([
      'logistic structures.1.network_codes validation.unknownNetwork',
    ]);
    expect(faults([validStructure(), network(['selgros'])], { networkCodes: ['selgros'] })).toEqual([]);
  });

  it('GS1 faults of the EANs come in namespace ean', () => {
    const structure = validStructure();
    structure.packages[0] = { ...structure.packages[0]!, eans: [ean('bad', '5901234123458')] };
    structure.packages[1] = { ...structure.packages[1]!, eans: [ean('again', gtin13(1))] };
    structure.packages[0]!.eans.push(ean('first', gtin13(1)));
    expect(faults([structure])).toEqual([
      'ean bad validation.eanCheckDigit',
      'ean again validation.eanRepeated',
    ]);
  });
});
