import { describe, expect, it, test } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { CONSUMER_UNITS_UNIT, LOGISTIC_FIELD_ID, LOGISTIC_UNIT } from '@domain/logistics-fields';
import {
  LogisticsInternalError,
  addEan,
  defaultBasicStructure,
  dimensionsVolume,
  removeEan,
  setEan,
  setPackageEanFlag,
  setPackageField,
  volumeUnitFor,
  withComputedVolume,
} from '@domain/logistics-structure';
import type { Package, Structure } from '@domain/product';

const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
const FIRST = LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL];

function uuids(prefix = 'u') {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

function twoStructures(): Structure[] {
  const basic = defaultBasicStructure(uuids('a'));
  const firstLevel: Package = {
    uuid: 'first',
    package_type: PACKAGE_TYPE.FIRST_LEVEL,
    has_ean: false,
    fields: [],
    eans: [],
  };
  const network: Structure = {
    is_network_structure: true,
    network_codes: ['N1'],
    packages: [{ ...firstLevel, uuid: 'net-first' }],
  };
  return [{ ...basic!, packages: [...basic.packages, firstLevel] }, network];
}

const field = (pack: Package | undefined, uuid: string) => pack?.fields.find((f) => f.uuid === uuid);

describe('§3 default basic structure', () => {
  const structure = defaultBasicStructure(uuids());
  const pack = structure.packages[0]!;

  test.each([
    ['is not a network structure', structure.is_network_structure, false],
    ['has no network codes', structure.network_codes, []],
    ['has one package', structure.packages.length, 1],
    ['the package is the consumer package (11)', pack.package_type, PACKAGE_TYPE.CONSUMER],
    ['has_ean is true', pack.has_ean, true],
    [
      'one EAN entry with empty dates',
      pack.eans,
      [{ uuid: 'u-2', ean: '', dates_enabled: false, date_from: null, date_to: null }],
    ],
    [
      'units number 1 in its fixed unit',
      field(pack, CONSUMER.CONSUMER_UNITS_NUMBER)?.data,
      [{ value: ['1'], unit_uuid: CONSUMER_UNITS_UNIT }],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('takes fresh identifiers for the package and its EAN', () => {
    expect(pack.uuid).toBe('u-1');
  });
});

describe('§4 updating a package field', () => {
  it('writes data in the validation shape and keeps untouched packages and structures', () => {
    const before = twoStructures();
    const data = [{ value: ['250'], unit_uuid: LOGISTIC_UNIT.G }];
    const consumerUuid = before[0]!.packages[0]!.uuid;
    // Gross weight: a net weight would recalculate the other levels (§4, tested in logistics-updates).
    const after = setPackageField(before, consumerUuid, CONSUMER.GROSS_WEIGHT, data);
    expect(field(after[0]!.packages[0], CONSUMER.GROSS_WEIGHT)?.data).toEqual(data);
    expect(after[0]!.packages[1]).toBe(before[0]!.packages[1]);
    expect(after[1]).toBe(before[1]);
    expect(before[0]!.packages[0]!.fields).toHaveLength(1);
  });

  it('replaces a field the package already holds', () => {
    const before = twoStructures();
    const consumerUuid = before[0]!.packages[0]!.uuid;
    const after = setPackageField(before, consumerUuid, CONSUMER.CONSUMER_UNITS_NUMBER, [
      { value: ['2'], unit_uuid: CONSUMER_UNITS_UNIT },
    ]);
    expect(after[0]!.packages[0]!.fields).toHaveLength(1);
    expect(field(after[0]!.packages[0], CONSUMER.CONSUMER_UNITS_NUMBER)?.data[0]?.value).toEqual(['2']);
  });

  it('recomputes the volume when the dimensions change', () => {
    const after = setPackageField(twoStructures(), 'net-first', FIRST.DIMENSIONS, [
      { value: ['10', '20', '30'], unit_uuid: LOGISTIC_UNIT.CM },
    ]);
    expect(field(after[1]!.packages[0], FIRST.VOLUME)?.data).toEqual([
      { value: ['6,000'], unit_uuid: LOGISTIC_UNIT.DM3 },
    ]);
  });
});

describe('§4 EAN flag and dates', () => {
  const base = () => [defaultBasicStructure(uuids('b'))];
  const pack = (structures: Structure[]) => structures[0]!.packages[0]!;

  it('toggling the EAN flag off clears its EANs', () => {
    const after = setPackageEanFlag(base(), 'b-1', false, uuids('x'));
    expect(pack(after)).toMatchObject({ has_ean: false, eans: [] });
  });

  it('toggling it on starts with one empty EAN entry; existing ones stay', () => {
    const off = setPackageEanFlag(base(), 'b-1', false, uuids('x'));
    const on = setPackageEanFlag(off, 'b-1', true, uuids('x'));
    expect(pack(on)).toMatchObject({
      has_ean: true,
      eans: [{ uuid: 'x-1', ean: '', dates_enabled: false, date_from: null, date_to: null }],
    });
    const kept = setPackageEanFlag(base(), 'b-1', true, uuids('x'));
    expect(pack(kept).eans).toEqual(pack(base()).eans);
  });

  test.each([
    ['disabling the dates', { dates_enabled: false }, false, null, null],
    ['setting a date keeps the other', { date_to: '2026-01-31' }, true, '2026-01-01', '2026-01-31'],
    ['the same flag again keeps both', { dates_enabled: true }, true, '2026-01-01', '2026-03-01'],
  ] as const)('%s', (_name, patch, enabled, from, to) => {
    const dated = base().map((structure) => ({
      ...structure,
      packages: structure.packages.map((p) => ({
        ...p,
        eans: p.eans.map((ean) => ({
          ...ean,
          dates_enabled: true,
          date_from: '2026-01-01',
          date_to: '2026-03-01',
        })),
      })),
    }));
    const after = setEan(dated, 'b-1', 'b-2', patch);
    expect(pack(after).eans[0]).toMatchObject({ dates_enabled: enabled, date_from: from, date_to: to });
  });

  it('enabling the dates with dates in the same patch still starts them empty', () => {
    const after = setEan(base(), 'b-1', 'b-2', { dates_enabled: true, date_from: '2026-01-01' });
    expect(pack(after).eans[0]).toMatchObject({ dates_enabled: true, date_from: null, date_to: null });
  });

  it('edits the code of one EAN; adds and removes entries', () => {
    const typed = setEan(base(), 'b-1', 'b-2', { ean: '5901234123457' });
    expect(pack(typed).eans[0]?.ean).toBe('5901234123457');
    const added = addEan(typed, 'b-1', uuids('e'));
    expect(pack(added).eans.map((ean) => ean.uuid)).toEqual(['b-2', 'e-1']);
    expect(pack(added).eans[1]).toEqual({
      uuid: 'e-1',
      ean: '',
      dates_enabled: false,
      date_from: null,
      date_to: null,
    });
    expect(pack(removeEan(added, 'b-1', 'b-2')).eans.map((ean) => ean.uuid)).toEqual(['e-1']);
  });

  it('leaves other packages alone', () => {
    const before = twoStructures();
    const after = setPackageEanFlag(before, 'net-first', true, uuids('n'));
    expect(after[0]).toBe(before[0]);
    expect(after[1]!.packages[0]!.eans).toHaveLength(1);
  });
});

describe('§5 Computations: volume from dimensions', () => {
  test.each([
    ['mm → cm, result in cm3', ['100', '100', '100'], LOGISTIC_UNIT.MM, '1000,000'],
    ['mm with comma decimals', ['125,5', '75', '40'], LOGISTIC_UNIT.MM, '376,500'],
    ['cm → litres', ['10', '10', '10'], LOGISTIC_UNIT.CM, '1,000'],
    ['cm → litres, three decimals', ['12,5', '7,5', '4'], LOGISTIC_UNIT.CM, '0,375'],
    ['m → cm → litres', ['1', '0.5', '0.2'], LOGISTIC_UNIT.M, '100,000'],
    ['rounded to three decimals', ['1', '1', '1,2345'], LOGISTIC_UNIT.CM, '0,001'],
    ['cm3: values taken as cm, result in cm3', ['2', '3', '4'], LOGISTIC_UNIT.CM3, '24,000'],
    ['a missing dimension gives nothing', ['10', '', '10'], LOGISTIC_UNIT.CM, null],
    ['a non-number gives nothing', ['10', 'abc', '10'], LOGISTIC_UNIT.CM, null],
    ['zero gives nothing', ['10', '0', '10'], LOGISTIC_UNIT.CM, null],
    ['no unit yet gives nothing', ['10', '10', '10'], null, null],
  ])('%s', (_name, values, unit, expected) => {
    expect(dimensionsVolume(values, unit)).toBe(expected);
  });

  it('an unknown unit throws an internal error', () => {
    expect(() => dimensionsVolume(['1', '1', '1'], LOGISTIC_UNIT.KG)).toThrow(LogisticsInternalError);
    expect(() => volumeUnitFor('nope')).toThrow(LogisticsInternalError);
  });

  test.each([
    [LOGISTIC_UNIT.MM, LOGISTIC_UNIT.CM3],
    [LOGISTIC_UNIT.CM3, LOGISTIC_UNIT.CM3],
    [LOGISTIC_UNIT.CM, LOGISTIC_UNIT.DM3],
    [LOGISTIC_UNIT.M, LOGISTIC_UNIT.DM3],
  ])('dimensions in %s give a volume in %s', (unit, volumeUnit) => {
    expect(volumeUnitFor(unit)).toBe(volumeUnit);
  });
});

describe('§5 the computed volume field of a package', () => {
  const pack = (dimensions: string[], unit: string | null, volume?: string): Package => ({
    uuid: 'p',
    package_type: PACKAGE_TYPE.CONSUMER,
    has_ean: false,
    eans: [],
    fields: [
      { uuid: CONSUMER.DIMENSIONS, data: [{ value: dimensions, unit_uuid: unit }] },
      ...(volume === undefined
        ? []
        : [{ uuid: CONSUMER.VOLUME, data: [{ value: [volume], unit_uuid: LOGISTIC_UNIT.CM3 }] }]),
    ],
  });

  it('writes the volume with its unit', () => {
    const after = withComputedVolume(pack(['50', '40', '30'], LOGISTIC_UNIT.MM));
    expect(field(after, CONSUMER.VOLUME)?.data).toEqual([
      { value: ['60,000'], unit_uuid: LOGISTIC_UNIT.CM3 },
    ]);
  });

  it('keeps the same package when the volume is already right', () => {
    const before = pack(['50', '40', '30'], LOGISTIC_UNIT.MM, '60,000');
    expect(withComputedVolume(before)).toBe(before);
  });

  it('empties the volume when the dimensions are incomplete', () => {
    const after = withComputedVolume(pack(['50', '', '30'], LOGISTIC_UNIT.MM, '60,000'));
    expect(field(after, CONSUMER.VOLUME)?.data).toEqual([]);
  });

  it('leaves a package without dimensions as it is', () => {
    const bare: Package = {
      uuid: 'p',
      package_type: PACKAGE_TYPE.PALLET,
      has_ean: false,
      fields: [],
      eans: [],
    };
    expect(withComputedVolume(bare)).toBe(bare);
  });
});
