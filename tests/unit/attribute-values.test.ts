import { describe, expect, it } from 'vitest';
import { attributeValidity } from '@domain/attribute-validity';
import {
  chosenEntry,
  customCount,
  customEntry,
  entryName,
  toDateInput,
  toDateTimeLocal,
  toggleEntry,
  validationValueOf,
  writeEntryUnit,
  writeEntryValue,
  writeRangeMode,
  writeRangeNumber,
  writeUnit,
  writeValueAt,
  writeValues,
} from '@domain/attribute-values';
import type { AttributeData } from '@domain/product';
import { makeAttribute } from './fixtures/product-card';

const CM = { uuid: 'u-cm', name: 'cm' };
const MILK = { uuid: 'v-milk', name: 'Mleko' };

describe('§3 writing attribute values', () => {
  it.each<[string, AttributeData[], string[], AttributeData[]]>([
    ['a first value', [], ['5'], [{ value: ['5'] }]],
    ['blanks only become no data', [{ value: ['5'] }], [''], []],
    [
      'the unit stays when the value goes',
      [{ value: ['5'], unit_uuid: 'u' }],
      [''],
      [{ value: [], unit_uuid: 'u' }],
    ],
    ['positions are kept', [], ['', '2'], [{ value: ['', '2'] }]],
    ['other entries stay', [{ value: ['1'] }, { value: ['2'] }], ['3'], [{ value: ['3'] }, { value: ['2'] }]],
  ])('writeValues: %s', (_case, data, values, expected) => {
    expect(writeValues(data, values)).toEqual(expected);
  });

  it('the single unit is set with the first value, never over a chosen one', () => {
    expect(writeValues([], ['5'], CM)).toEqual([{ value: ['5'], unit_uuid: 'u-cm', unit: 'cm' }]);
    expect(writeValues([{ value: [], unit_uuid: 'u-m', unit: 'm' }], ['5'], CM)[0]?.unit_uuid).toBe('u-m');
    expect(writeValues([], [''], CM)).toEqual([{ value: [], unit_uuid: 'u-cm', unit: 'cm' }]);
  });

  it('writeValueAt pads the values before the position', () => {
    expect(writeValueAt([], 2, '3')).toEqual([{ value: ['', '', '3'] }]);
    expect(writeValueAt([{ value: ['1', '2', '3'] }], 1, '')).toEqual([{ value: ['1', '', '3'] }]);
  });

  it('units of the first entry and of one entry', () => {
    expect(writeUnit([], CM)).toEqual([{ value: [], unit_uuid: 'u-cm', unit: 'cm' }]);
    expect(writeUnit([{ value: ['1'], unit_uuid: 'u-cm', unit: 'cm' }], null)).toEqual([
      { value: ['1'], unit_uuid: null, unit: null },
    ]);
    const two = [{ value: ['1'] }, { value: ['2'] }];
    expect(writeEntryUnit(two, 1, CM)).toEqual([
      { value: ['1'] },
      { value: ['2'], unit_uuid: 'u-cm', unit: 'cm' },
    ]);
    expect(writeEntryValue(two, 0, '9')).toEqual([{ value: ['9'] }, { value: ['2'] }]);
  });

  it('chosen and custom entries are what §5 reads as given', () => {
    const select = makeAttribute('select', 0, { data: [chosenEntry(MILK, false)] });
    expect(select.data).toEqual([{ value: [], value_uuid: 'v-milk', value_name: 'Mleko' }]);
    expect(attributeValidity(select)).toBe(0);
    const withCustom = { custom_values_count: 1 };
    expect(attributeValidity({ ...select, ...withCustom, data: [chosenEntry(MILK, true)] })).toBe(0);
    expect(attributeValidity({ ...select, ...withCustom, data: [customEntry('Kefir')] })).toBe(0);
    expect(customEntry('Kefir')).toEqual({
      value: ['Kefir'],
      value_uuid: null,
      value_name: 'Kefir',
      is_custom_value: true,
    });
    expect(customCount([customEntry('a'), chosenEntry(MILK, false), customEntry('b')])).toBe(2);
  });

  it('toggleEntry adds a value once and removes it the second time', () => {
    const once = toggleEntry([], MILK, false);
    expect(once).toEqual([chosenEntry(MILK, false)]);
    expect(toggleEntry(once, MILK, false)).toEqual([]);
  });

  it('entryName prefers value_name, then the listed name, then the value', () => {
    expect(entryName({ value: [], value_uuid: 'v-milk', value_name: 'Mleko 2%' }, [MILK])).toBe('Mleko 2%');
    expect(entryName({ value: [], value_uuid: 'v-milk' }, [MILK])).toBe('Mleko');
    expect(entryName({ value: ['Kefir'] }, [MILK])).toBe('Kefir');
  });

  it('validationValueOf finds a named special value', () => {
    expect(validationValueOf([{ value: ['n/a'] }], [{ name: 'n/a' }])).toBe('n/a');
    expect(validationValueOf([{ value: ['5'] }], [{ name: 'n/a' }])).toBeUndefined();
  });

  it.each<[string, string[], Parameters<typeof writeRangeMode>[1], string[]]>([
    ['range keeps from and adds to', ['<', '3'], 'range', ['range', '3', '']],
    ['under drops to', ['range', '1', '5'], '<', ['<', '1']],
    ['no mode keeps the number', ['>', '2'], '', ['', '2']],
    ['no mode and no number is nothing', ['>', ''], '', []],
  ])('selectrangenumber mode: %s', (_case, values, mode, expected) => {
    expect(writeRangeMode(values, mode)).toEqual(expected);
  });

  it('selectrangenumber numbers: a number without a mode gets mode none', () => {
    expect(writeRangeNumber([], 1, '4')).toEqual(['0', '4']);
    expect(writeRangeNumber(['range', '1'], 2, '5')).toEqual(['range', '1', '5']);
  });

  it.each([
    ['2024-05-01 12:30:00', '2024-05-01T12:30'],
    ['2024-05-01T08:05', '2024-05-01T08:05'],
    ['', ''],
    ['wczoraj', 'wczoraj'],
  ])('datetime %s shows as %s', (stored, shown) => {
    expect(toDateTimeLocal(stored)).toBe(shown);
  });

  it('dates show without a time', () => {
    expect(toDateInput('2024-05-01 00:00:00')).toBe('2024-05-01');
    expect(toDateInput(undefined)).toBe('');
  });
});
