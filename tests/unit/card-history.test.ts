import { describe, expect, it } from 'vitest';
import { versionDifferences, type CardSnapshot } from '@domain/card-history';
import { restoredPayload, wholeVersionKeys } from '@domain/card-restore';
import type { ProductPayload, Structure } from '@domain/product';

const structure = (ean: string, weight: string): Structure => ({
  is_network_structure: false,
  network_codes: [],
  packages: [
    {
      uuid: 'p1',
      package_type: 1,
      has_ean: true,
      fields: [{ uuid: 'w', data: [{ value: [weight], unit_uuid: 'kg-uuid' }] }],
      eans: [{ uuid: 'e1', ean, dates_enabled: false, date_from: null, date_to: null }],
    },
  ],
});

const snapshot = (patch: Partial<CardSnapshot> = {}): CardSnapshot => ({
  product_profile: {
    category_ids: [7],
    company_address: null,
    return_address: null,
    own_brand_type: 1,
    name: 'Sok',
    name_to_show: 'Sok jabłkowy',
    is_shared: false,
    is_basic: true,
    producer: 3,
    brand: null,
    sub_brand: null,
  },
  logistic: { structures: [structure('5901234123457', '1')] },
  network_availability: {
    availability: [{ code: 'selgros', visibility: true, product_number: '100' }],
    own_brand_type: 1,
    own_brand_network_code: null,
  },
  gallery: [{ type: 2, id: 10 }],
  attributes: [{ uuid: 'a', code: null, data: [{ value: ['100'], unit_uuid: 'g-uuid' }] }],
  status: 2,
  sales_status: 1,
  ...patch,
});

const names = {
  units: new Map([
    ['g-uuid', 'g'],
    ['kg-uuid', 'kg'],
  ]),
  values: new Map<string, string>(),
};

describe('versionDifferences (§3 Save payload, §4 Saving)', () => {
  it('finds nothing between equal versions', () => {
    expect(versionDifferences(snapshot(), snapshot(), names)).toEqual([]);
  });

  it('names a changed profile field with both values', () => {
    const after = snapshot();
    after.product_profile = { ...after.product_profile, name_to_show: 'Sok z jabłek' };
    expect(versionDifferences(snapshot(), after, names)).toEqual([
      {
        key: 'profile.name_to_show',
        section: 'profile',
        subject: 'name_to_show',
        before: 'Sok jabłkowy',
        after: 'Sok z jabłek',
        restore: 'profile.name_to_show',
      },
    ]);
  });

  it('shows attributes with their units, added and removed ones too', () => {
    const after = snapshot({
      attributes: [{ uuid: 'b', code: null, data: [{ value: ['2'], unit_uuid: 'kg-uuid' }] }],
    });
    expect(versionDifferences(snapshot(), after, names).map((d) => [d.subject, d.before, d.after])).toEqual([
      ['a', '100 g', ''],
      ['b', '', '2 kg'],
    ]);
  });

  it('tells a package field change from an EAN change', () => {
    const after = snapshot({ logistic: { structures: [structure('5901234123464', '2')] } });
    expect(versionDifferences(snapshot(), after, names).map((d) => [d.key, d.before, d.after])).toEqual([
      ['logistic:1', '1 kg', '2 kg'],
      ['logistic:1:ean', '5901234123457', '5901234123464'],
    ]);
  });

  it('lists availability per network and media per type', () => {
    const after = snapshot({
      network_availability: {
        availability: [{ code: 'selgros', visibility: false, product_number: '100' }],
        own_brand_type: 1,
        own_brand_network_code: null,
      },
      gallery: [
        { type: 2, id: 11 },
        { type: 5, id: 12 },
      ],
    });
    expect(versionDifferences(snapshot(), after, names).map((d) => [d.key, d.before, d.after])).toEqual([
      ['availability:selgros', '✓ 100', '✗ 100'],
      ['gallery:2', '#10', '#11'],
      ['gallery:5', '', '#12'],
    ]);
  });

  it('sees no difference in a change of shape alone', () => {
    const after = snapshot({
      attributes: [
        { uuid: 'a', code: null, data: [{ value: ['100', ''], unit_uuid: 'g-uuid', value_uuid: null }] },
      ],
    });
    expect(versionDifferences(snapshot(), after, names)).toEqual([]);
  });
});

const current = (): ProductPayload => {
  const now = snapshot({
    attributes: [{ uuid: 'b', code: null, data: [{ value: ['2'], unit_uuid: 'kg-uuid' }] }],
  });
  return {
    product_profile: { ...now.product_profile, name_to_show: 'Nowa nazwa' },
    logistic: { structures: [] },
    network_availability: now.network_availability,
    product_requirement_sets: [4],
    gallery: [],
    attributes: now.attributes,
  };
};

describe('restoredPayload (docs/decisions/0053)', () => {
  it('takes only the chosen field from the older version', () => {
    const restored = restoredPayload(current(), snapshot(), ['profile.name_to_show']);
    expect(restored.product_profile.name_to_show).toBe('Sok jabłkowy');
    expect(restored.attributes.map((a) => a.uuid)).toEqual(['b']);
    expect(restored.logistic.structures).toEqual([]);
    expect(restored.product_requirement_sets).toEqual([4]);
  });

  it('brings an attribute back and removes one the older version did not have', () => {
    const restored = restoredPayload(current(), snapshot(), ['attribute:a', 'attribute:b']);
    expect(restored.attributes.map((a) => a.uuid)).toEqual(['a']);
  });

  it('restores the whole version', () => {
    const older = snapshot();
    const restored = restoredPayload(current(), older, wholeVersionKeys(older, current()));
    expect(restored.product_profile).toEqual(older.product_profile);
    expect(restored.attributes).toEqual(older.attributes);
    expect(restored.logistic).toEqual(older.logistic);
    expect(restored.gallery).toEqual(older.gallery);
    expect(restored.product_requirement_sets).toEqual([4]);
  });
});
