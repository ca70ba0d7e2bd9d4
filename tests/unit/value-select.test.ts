import { describe, expect, it } from 'vitest';
import { applyChosen, filterValues, offersValueSelect, VALUE_SELECT_MIN_VALUES } from '@domain/value-select';

const values = [
  { uuid: 'a', name: 'Żółty cytrynowy' },
  { uuid: 'b', name: 'Zielony' },
  { uuid: 'c', name: 'Łososiowy' },
];

describe('§2 value select (docs/decisions/0044)', () => {
  it('is offered for a long list the form holds, not for a short one or one searched on the server', () => {
    const long = Array.from({ length: VALUE_SELECT_MIN_VALUES }, (_, i) => ({ uuid: `${i}`, name: `${i}` }));
    expect(offersValueSelect({ available_values: long })).toBe(true);
    expect(offersValueSelect({ available_values: long.slice(1) })).toBe(false);
    expect(offersValueSelect({ available_values: long, available_values_by_api: true })).toBe(false);
  });

  it('finds values by every word, case and diacritics aside', () => {
    expect(filterValues(values, 'zolty').map((v) => v.uuid)).toEqual(['a']);
    expect(filterValues(values, 'CYTR żół').map((v) => v.uuid)).toEqual(['a']);
    expect(filterValues(values, 'losos').map((v) => v.uuid)).toEqual(['c']);
    expect(filterValues(values, '  ')).toHaveLength(3);
  });

  it('keeps chosen entries and custom values as they were, adds the new ones in list order, drops the rest', () => {
    const data = [
      { value: ['5'], value_uuid: 'b', value_name: 'Zielony', unit_uuid: 'u' },
      { value: ['własny'], value_uuid: null, value_name: 'własny', is_custom_value: true },
      { value: [], value_uuid: 'a', value_name: 'Żółty cytrynowy' },
    ];
    expect(applyChosen(data, new Set(['b', 'c']), values, false)).toEqual([
      data[0],
      data[1],
      { value: [], value_uuid: 'c', value_name: 'Łososiowy' },
    ]);
  });
});
