import { describe, expect, it } from 'vitest';
import type { AttributeType } from '@domain/attribute-types';
import { completenessPercent, numberedNetworks, type CompletenessAttribute } from '@domain/completeness';
import type { AttributeData } from '@domain/product';

const attribute = (
  type: AttributeType,
  data: AttributeData[],
  extra: Partial<CompletenessAttribute> = {},
): CompletenessAttribute => ({
  type,
  data,
  is_required: true,
  is_visible: true,
  available_units: [],
  available_validation_values: [],
  custom_values_count: 0,
  ...extra,
});
const text = (value: string) => attribute('text', value === '' ? [] : [{ value: [value] }]);
const none = new Set<string>();

describe('§2 products list: completeness of the required attributes', () => {
  it('is the share of required and visible attributes holding a valid value, rounded down', () => {
    expect(completenessPercent([text('a'), text(''), text('b')], none)).toBe(66);
    expect(completenessPercent([text('a'), text('b')], none)).toBe(100);
    expect(completenessPercent([text(''), text('')], none)).toBe(0);
  });

  it('counts only what the ready validation checks (§5)', () => {
    const optional = attribute('text', [], { is_required: false });
    const hidden = attribute('text', [], { is_visible: false });
    expect(completenessPercent([text('a'), optional, hidden], none)).toBe(100);
  });

  it('a value without its unit is not filled in', () => {
    const units = [{ uuid: 'g', name: 'g' }];
    expect(
      completenessPercent([attribute('number', [{ value: ['5'] }], { available_units: units })], none),
    ).toBe(0);
    expect(
      completenessPercent(
        [attribute('number', [{ value: ['5'], unit_uuid: 'g' }], { available_units: units })],
        none,
      ),
    ).toBe(100);
  });

  it('a network’s private attribute counts only when that network lists the product', () => {
    const privateEmpty = attribute('select', [], { private_network_code: 'selgros' });
    expect(completenessPercent([text('a'), privateEmpty], none)).toBe(100);
    const listed = numberedNetworks([
      { code: 'selgros', product_number: ' 123 ' },
      { code: 'metro', product_number: '  ' },
    ]);
    expect([...listed]).toEqual(['selgros']);
    expect(completenessPercent([text('a'), privateEmpty], listed)).toBe(50);
  });

  it('nothing to fill in is complete; an unknown stored type is not filled in', () => {
    expect(completenessPercent([], none)).toBe(100);
    expect(completenessPercent([attribute('no_such_type' as AttributeType, [{ value: ['x'] }])], none)).toBe(
      0,
    );
  });
});
