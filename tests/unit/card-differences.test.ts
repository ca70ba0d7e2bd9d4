import { describe, expect, it } from 'vitest';
import { cardDifferences } from '@domain/card-differences';
import { emptyProfile } from '@domain/product-form';
import type { ProductPayload } from '@domain/product';

const card = (patch: Partial<ProductPayload> = {}): ProductPayload => ({
  product_profile: { ...emptyProfile(), name: 'Sok', name_to_show: 'Sok jabłkowy', category_ids: [7] },
  logistic: { structures: [] },
  network_availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
  product_requirement_sets: [],
  gallery: [],
  attributes: [{ uuid: 'a', code: null, data: [{ value: ['100'], unit_uuid: 'g', unit: 'g' }] }],
  ...patch,
});

describe('cardDifferences (§4 Saving, 409)', () => {
  it('finds nothing between equal cards', () => {
    expect(cardDifferences(card(), card())).toEqual([]);
  });

  it('names a changed profile field with both values', () => {
    const mine = card({ product_profile: { ...card().product_profile, name_to_show: 'Sok 1 l' } });
    expect(cardDifferences(card(), mine)).toEqual([
      { key: 'name_to_show', stored: 'Sok jabłkowy', mine: 'Sok 1 l' },
    ]);
  });

  it('compares attributes by what they hold, with units', () => {
    const mine = card({ attributes: [{ uuid: 'a', code: null, data: [{ value: ['250'], unit: 'g' }] }] });
    expect(cardDifferences(card(), mine)).toEqual([{ key: 'attribute:a', stored: '100 g', mine: '250 g' }]);
  });

  it('reports an attribute only one side has, and gallery and logistics changes', () => {
    const mine = card({
      attributes: [],
      gallery: [{ type: 2, id: 9 }],
      logistic: { structures: [{ is_network_structure: false, network_codes: [], packages: [] }] },
    });
    expect(cardDifferences(card(), mine).map((difference) => difference.key)).toEqual([
      'attribute:a',
      'gallery',
      'logistic',
    ]);
  });
});
