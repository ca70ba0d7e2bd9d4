import { describe, expect, it } from 'vitest';
import type { Attribute } from '@domain/product';
import { cellText } from '@screens/bulk-edit/cell-text';

const nutrition: Attribute = {
  uuid: 'energy',
  code: null,
  name: 'Wartość energetyczna',
  type: 'multiselect_number',
  section_code: 'basic',
  data: [],
  is_required: false,
  is_visible: true,
  is_read_only: false,
  validation_rules: [],
  available_units: [{ uuid: 'kcal', name: 'kcal' }],
  available_values: [{ uuid: 'per100', name: 'na 100 g' }],
  available_validation_values: [],
  custom_values_count: 0,
};

/** §3 multi-number types: a grid cell shows the chosen entry and the number typed for it, with its unit. */
describe('bulk edit grid cell text', () => {
  it('a multi-number value reads "na 100 g: 64 kcal", not the entry name alone', () => {
    expect(cellText(nutrition, [{ value: ['64'], value_uuid: 'per100', unit_uuid: 'kcal' }])).toBe(
      'na 100 g: 64 kcal',
    );
  });

  it('a chosen entry without a number, and a plain number with its unit, read as before', () => {
    expect(cellText(nutrition, [{ value: [], value_uuid: 'per100', unit_uuid: null }])).toBe('na 100 g');
    expect(
      cellText({ ...nutrition, type: 'number', available_values: [] }, [
        { value: ['64'], value_uuid: null, unit_uuid: 'kcal' },
      ]),
    ).toBe('64 kcal');
  });
});
