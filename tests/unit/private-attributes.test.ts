import { describe, expect, test } from 'vitest';
import { mayUsePrivateAttribute } from '@domain/private-attributes';
import { resetStaleHierarchy } from '@domain/private-hierarchy';
import type { SavedAttribute } from '@domain/product';
import { previewForGroup, type PreviewAttribute } from '@domain/retail-group-preview';

const user = (flags: Partial<Parameters<typeof mayUsePrivateAttribute>[0]> = {}) => ({
  is_network: false,
  network_code: null,
  can_use_selgros_private_attributes: false,
  can_use_only_limited_selgros_private_attributes: false,
  ...flags,
});
const selgros = (code: string | null) => ({ uuid: `u-${code}`, code, private_network_code: 'selgros' });

describe('§6 mayUsePrivateAttribute', () => {
  test.each([
    ['full flag, trade', user({ can_use_selgros_private_attributes: true }), selgros('26'), true],
    ['full flag, is_offer', user({ can_use_selgros_private_attributes: true }), selgros('is_offer'), true],
    [
      'limited flag, group',
      user({ can_use_only_limited_selgros_private_attributes: true }),
      selgros('27'),
      true,
    ],
    [
      'limited flag, sub_group',
      user({ can_use_only_limited_selgros_private_attributes: true }),
      selgros('28'),
      true,
    ],
    [
      'limited flag, is_approved',
      user({ can_use_only_limited_selgros_private_attributes: true }),
      selgros('is_approved'),
      false,
    ],
    [
      'limited flag, uncoded',
      user({ can_use_only_limited_selgros_private_attributes: true }),
      selgros(null),
      false,
    ],
    ['no flag, trade', user(), selgros('26'), false],
    [
      'Selgros network user without a flag',
      user({ is_network: true, network_code: 'selgros' }),
      selgros('26'),
      false,
    ],
    ['own attribute', user(), { uuid: 'x', code: null, private_network_code: null }, true],
    ['another chain, supplier', user(), { uuid: 'm', code: null, private_network_code: 'metro' }, true],
    [
      'another chain, its network user',
      user({ is_network: true, network_code: 'metro' }),
      { uuid: 'm', private_network_code: 'metro' },
      true,
    ],
    [
      'another chain, a third network user',
      user({ is_network: true, network_code: 'penny' }),
      { uuid: 'm', private_network_code: 'metro' },
      false,
    ],
  ])('%s', (_name, reader, attribute, expected) => {
    expect(mayUsePrivateAttribute(reader, attribute)).toBe(expected);
  });
});

describe('§4 resetStaleHierarchy', () => {
  const ids: Record<string, string> = { t: '26', g: '27', s: '28' };
  const idOf = (uuid: string) => ids[uuid] ?? uuid;
  const value = (uuid: string, chosen: string): SavedAttribute => ({
    uuid,
    code: null,
    data: [{ value: [], value_uuid: chosen, unit_uuid: null }],
  });
  const stored = [value('t', 'food'), value('g', 'dairy'), value('s', 'milk')];
  const chosen = (list: SavedAttribute[]) =>
    Object.fromEntries(list.map((a) => [a.uuid, a.data[0]?.value_uuid ?? null]));

  test.each([
    ['nothing changed', stored, { t: 'food', g: 'dairy', s: 'milk' }],
    [
      'a new trade empties the stale group and sub_group',
      [value('t', 'non'), value('g', 'dairy'), value('s', 'milk')],
      { t: 'non', g: null, s: null },
    ],
    [
      'a new trade with a new group keeps that group',
      [value('t', 'non'), value('g', 'chem'), value('s', 'milk')],
      { t: 'non', g: 'chem', s: null },
    ],
    [
      'a new group empties the stale sub_group only',
      [value('t', 'food'), value('g', 'drinks'), value('s', 'milk')],
      { t: 'food', g: 'drinks', s: null },
    ],
    [
      'a new sub_group alone stays',
      [value('t', 'food'), value('g', 'dairy'), value('s', 'juice')],
      { t: 'food', g: 'dairy', s: 'juice' },
    ],
  ])('%s', (_name, next, expected) => {
    expect(chosen(resetStaleHierarchy(stored, next, idOf))).toEqual(expected);
  });

  test('a new card has nothing stored: nothing is stale', () => {
    const next = [value('t', 'food'), value('g', 'dairy')];
    expect(resetStaleHierarchy([], next, idOf)).toEqual(next);
  });
});

describe('§6 previewForGroup', () => {
  const attribute = (uuid: string, extra: Partial<PreviewAttribute> = {}): PreviewAttribute => ({
    uuid,
    name: uuid,
    section_code: 'basic',
    type: 'text',
    data: [],
    available_units: [],
    available_validation_values: [],
    custom_values_count: 0,
    is_required: false,
    is_visible: true,
    private_network_code: null,
    ...extra,
  });
  const filled = [{ value: ['x'], value_uuid: null, unit_uuid: null }];

  test('hidden, required and optional, with the completeness of the required ones', () => {
    const preview = previewForGroup(
      [
        attribute('category-required', { is_required: true, data: filled }),
        attribute('set-required'),
        attribute('optional', { data: filled }),
        attribute('invisible', { is_visible: false, is_required: true }),
        attribute('own-private', { private_network_code: 'penny', is_required: true }),
        attribute('other-private', { private_network_code: 'metro', is_required: true }),
      ],
      'penny',
      new Set(['set-required']),
    );
    expect(Object.fromEntries(preview.rows.map((row) => [row.uuid, row.status]))).toEqual({
      'category-required': 'required',
      'set-required': 'required',
      optional: 'optional',
      invisible: 'hidden',
      'own-private': 'required',
      'other-private': 'hidden',
    });
    expect(preview).toMatchObject({ filled: 1, total: 3, percent: 33 });
  });

  test('nothing required is complete', () => {
    expect(previewForGroup([attribute('a')], 'penny', new Set())).toMatchObject({
      filled: 0,
      total: 0,
      percent: 100,
    });
  });
});
