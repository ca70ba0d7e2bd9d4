import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATTRIBUTE_TYPES, UNIT_TYPES, type AttributeType } from '@domain/attribute-types';
import { attributeValidity, autoSelectSingleUnit, UNKNOWN_ATTRIBUTE_TYPE } from '@domain/attribute-validity';
import type { AttributeData } from '@domain/product';
import { makeAttribute } from './fixtures/product-card';

const G = 'unit-g';
const units = [
  { uuid: G, name: 'g' },
  { uuid: 'unit-kg', name: 'kg' },
];
const entry = (value: string[], extra: Partial<AttributeData> = {}): AttributeData => ({ value, ...extra });
const check = (type: AttributeType, data: AttributeData[], extra: Parameters<typeof makeAttribute>[2] = {}) =>
  attributeValidity(makeAttribute(type, 1, { data, available_units: [], ...extra }));

describe('§5 attribute value validity by type', () => {
  it.each(ATTRIBUTE_TYPES)('%s: a filled-in attribute of the type is valid', (type) => {
    expect(attributeValidity(makeAttribute(type, 1))).toBe(0);
  });

  it.each(ATTRIBUTE_TYPES.filter((type) => type !== 'multiselect_text'))(
    '%s: no data is no value (-1)',
    (type) => {
      expect(check(type, [])).toBe(-1);
    },
  );

  it.each<[string, AttributeType, AttributeData[], 0 | -1]>([
    ['boolean true', 'boolean', [entry(['true'])], 0],
    ['boolean false', 'boolean', [entry(['false'])], 0],
    ['boolean other text', 'boolean', [entry(['TRUE'])], -1],
    ['checkbox 1 is not true', 'checkbox', [entry(['1'])], -1],
    ['checkbox empty', 'checkbox', [entry([''])], -1],
    ['select with value_uuid', 'select', [entry([], { value_uuid: 'v1' })], 0],
    ['select with empty value_uuid', 'select', [entry(['shown name'], { value_uuid: '' })], -1],
    ['select with null value_uuid', 'select', [entry([], { value_uuid: null })], -1],
    ['multiselect, second entry chosen', 'multiselect', [entry([]), entry([], { value_uuid: 'v2' })], 0],
    ['pictogram_multi_select none chosen', 'pictogram_multi_select', [entry([], { value_uuid: null })], -1],
    ['text filled', 'text', [entry(['a'])], 0],
    ['text of blanks', 'text', [entry(['   '])], -1],
    ['textarea empty', 'textarea', [entry([''])], -1],
    ['html_textarea filled', 'html_textarea', [entry(['<p>x</p>'])], 0],
    ['date filled', 'date', [entry(['2024-05-01'])], 0],
    ['datetime empty', 'datetime', [entry([])], -1],
    ['checkbox_text filled', 'checkbox_text', [entry(['opis'])], 0],
    ['integer 0 is a value', 'integer', [entry(['0'])], 0],
    ['float filled', 'float', [entry(['1,5'])], 0],
    ['fileupload id 5', 'fileupload', [entry(['5'])], 0],
    ['fileupload id 0', 'fileupload', [entry(['0'])], -1],
    ['fileupload negative id', 'fileupload', [entry(['-3'])], -1],
    ['fileupload not a number', 'fileupload', [entry(['plik.pdf'])], -1],
    ['rangenumber both', 'rangenumber', [entry(['1', '2'])], 0],
    ['rangenumber second missing', 'rangenumber', [entry(['1', ''])], -1],
    ['twonumber first missing', 'twonumber', [entry(['', '2'])], -1],
    ['threenumber all three', 'threenumber', [entry(['1', '2', '3'])], 0],
    ['threenumber third missing', 'threenumber', [entry(['1', '2'])], -1],
    ['selectrangenumber under', 'selectrangenumber', [entry(['<', '5'])], 0],
    ['selectrangenumber over without number', 'selectrangenumber', [entry(['>', ''])], -1],
    ['selectrangenumber range', 'selectrangenumber', [entry(['range', '1', '5'])], 0],
    ['selectrangenumber range without end', 'selectrangenumber', [entry(['range', '1', ''])], -1],
    ['selectrangenumber none (0) with a number', 'selectrangenumber', [entry(['0', '5'])], 0],
    ['selectrangenumber none (0) alone', 'selectrangenumber', [entry(['0'])], -1],
    ['selectrangenumber no mode', 'selectrangenumber', [entry(['', '5'])], -1],
    ['multiselect_number complete', 'multiselect_number', [entry(['1'], { value_uuid: 'a' })], 0],
    [
      'multiselect_number entry without uuid',
      'multiselect_number',
      [entry(['1'], { value_uuid: 'a' }), entry(['2'])],
      -1,
    ],
    ['multiselect_number entry without value', 'multiselect_number', [entry([''], { value_uuid: 'a' })], -1],
    ['multiselect_text complete', 'multiselect_text', [entry(['a'], { value_uuid: 'a' })], 0],
    ['multiselect_text entry without uuid', 'multiselect_text', [entry(['a'])], -1],
    ['multiselect_text with no entries (no minimum)', 'multiselect_text', [], 0],
  ])('%s', (_case, type, data, expected) => {
    expect(check(type, data)).toBe(expected);
  });

  it.each<[string, AttributeType, AttributeData[], 0 | -1 | -2]>([
    ['number without unit', 'number', [entry(['5'])], -2],
    ['number with unit', 'number', [entry(['5'], { unit_uuid: G })], 0],
    ['text_unit without unit', 'text_unit', [entry(['5'])], -2],
    ['rangenumber without unit', 'rangenumber', [entry(['1', '2'], { unit_uuid: '' })], -2],
    ['no value is reported before no unit', 'threenumber', [entry(['1'])], -1],
    [
      'multiselect_number: unit on every entry',
      'multiselect_number',
      [entry(['1'], { value_uuid: 'a', unit_uuid: G }), entry(['2'], { value_uuid: 'b' })],
      -2,
    ],
    ['integer has no unit to give', 'integer', [entry(['5'])], 0],
    ['float has no unit to give', 'float', [entry(['5'])], 0],
  ])('units: %s', (_case, type, data, expected) => {
    expect(check(type, data, { available_units: units })).toBe(expected);
  });

  it('a unit-bearing type without available units needs no unit', () => {
    expect(check('number', [entry(['5'])])).toBe(0);
    expect(check('multiselect_number', [entry(['5'], { value_uuid: 'a' })])).toBe(0);
  });

  it.each<[AttributeType, string[]]>([
    ['number', ['n/a']],
    ['float', ['brak']],
    ['rangenumber', ['n/a', '']],
    ['threenumber', ['n/a']],
    ['selectrangenumber', ['<', 'n/a']],
  ])('%s: a value named in available_validation_values is exempt (even from the unit)', (type, value) => {
    const validation = {
      available_validation_values: [{ name: 'n/a' }, { name: 'brak' }],
      available_units: units,
    };
    expect(check(type, [entry(value)], validation)).toBe(0);
  });

  it('the exemption is for number-like types only', () => {
    const names = { available_validation_values: [{ name: 'n/a' }] };
    expect(check('select', [entry(['n/a'])], names)).toBe(-1);
    expect(check('number', [entry(['N/A'])], { ...names, available_units: units })).toBe(-2);
  });

  it('with custom_values_count the first value decides', () => {
    expect(check('select', [entry(['Własna wartość'])], { custom_values_count: 3 })).toBe(0);
    expect(check('select', [entry([''], { value_uuid: 'v1' })], { custom_values_count: 3 })).toBe(-1);
    expect(check('number', [entry(['5'])], { custom_values_count: 1, available_units: units })).toBe(-2);
  });

  it("an unknown type throws 'Unknown attribute type' for the UI's alert", () => {
    const unknown = { ...makeAttribute('text'), type: 'colour' as AttributeType };
    expect(() => attributeValidity(unknown)).toThrow(UNKNOWN_ATTRIBUTE_TYPE);
  });

  it('never anything but 0, -1 or -2 for any data of a known type, and -2 only with units to give', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'true', 'false', '0', '5', '<', '>', 'range', 'n/a'),
      fc.string(),
    );
    const data = fc.array(
      fc.record({
        value: fc.array(text, { maxLength: 4 }),
        value_uuid: fc.option(text, { nil: null }),
        unit_uuid: fc.option(text, { nil: null }),
      }),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ATTRIBUTE_TYPES),
        data,
        fc.boolean(),
        fc.nat(2),
        (type, d, withUnits, custom) => {
          const result = check(type, d, {
            available_units: withUnits ? units : [],
            custom_values_count: custom,
          });
          expect([0, -1, -2]).toContain(result);
          if (!withUnits) expect(result).not.toBe(-2);
        },
      ),
    );
  });
});

describe('§5 single-unit attributes get their unit set automatically', () => {
  const single = [{ uuid: G, name: 'g' }];

  it.each(UNIT_TYPES)('%s: the only unit is set on the value', (type) => {
    const attribute = makeAttribute(type, 1, { available_units: single, data: [entry(['1', '2', '3'])] });
    const result = autoSelectSingleUnit(attribute);
    expect(result.data[0]).toMatchObject({ unit_uuid: G, unit: 'g' });
    expect(attribute.data[0]?.unit_uuid).toBeUndefined();
  });

  it('an empty attribute gets an entry holding the unit, still without a value', () => {
    const result = autoSelectSingleUnit(makeAttribute('number', 1, { available_units: single, data: [] }));
    expect(result.data).toEqual([{ value: [], unit_uuid: G, unit: 'g' }]);
    expect(attributeValidity(result)).toBe(-1);
  });

  it('multiselect_number gets the unit on every entry and no invented entry', () => {
    const chosen = [entry(['1'], { value_uuid: 'a' }), entry(['2'], { value_uuid: 'b' })];
    const result = autoSelectSingleUnit(
      makeAttribute('multiselect_number', 1, { available_units: single, data: chosen }),
    );
    expect(result.data.map((e) => e.unit_uuid)).toEqual([G, G]);
    const empty = makeAttribute('multiselect_number', 1, { available_units: single, data: [] });
    expect(autoSelectSingleUnit(empty)).toBe(empty);
  });

  it.each([
    [
      'two units to choose from',
      makeAttribute('number', 1, { available_units: units, data: [entry(['1'])] }),
    ],
    ['a type without units', makeAttribute('select', 1, { available_units: single })],
    [
      'the unit already set',
      makeAttribute('number', 1, { available_units: single, data: [entry(['1'], { unit_uuid: G })] }),
    ],
  ])('nothing changes with %s (same object)', (_case, attribute) => {
    expect(autoSelectSingleUnit(attribute)).toBe(attribute);
  });

  it('a filled single-unit attribute is never missing its unit afterwards, and setting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_TYPES, 'multiselect_number' as const), fc.nat(50), (type, n) => {
        const attribute = makeAttribute(type, n, {
          available_units: single,
          data: makeAttribute(type, n).data.map(({ unit_uuid: _u, unit: _n, ...rest }) => rest),
        });
        const once = autoSelectSingleUnit(attribute);
        expect(attributeValidity(once)).not.toBe(-2);
        expect(autoSelectSingleUnit(once)).toBe(once);
      }),
    );
  });
});
