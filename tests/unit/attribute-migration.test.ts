import { describe, expect, test } from 'vitest';
import { migrateCardAttributes, type MigrationRule } from '@domain/attribute-migration';

const select: MigrationRule = {
  sourceUuid: 'old',
  targetUuid: 'new',
  valueMap: [
    { from: 'cold', to: 'cold-2-8' },
    { from: 'frozen', to: 'frozen-18' },
  ],
  mapsChoices: true,
};

describe('§2 attribute migration: a card’s values moved to the new attribute', () => {
  test('a chosen value is mapped; the source entry goes; other entries stay in place', () => {
    const entries = [
      { uuid: 'country', data: [{ value: ['Polska'] }] },
      { uuid: 'old', data: [{ value: [], value_uuid: 'cold' }] },
    ];
    expect(migrateCardAttributes(entries, select)).toEqual([
      { uuid: 'country', data: [{ value: ['Polska'] }] },
      { uuid: 'new', data: [{ value: [], value_uuid: 'cold-2-8' }] },
    ]);
  });

  test('an unmapped choice is dropped; an existing target entry gives way', () => {
    const entries = [
      { uuid: 'new', data: [{ value: [], value_uuid: 'frozen-18' }] },
      { uuid: 'old', data: [{ value: [], value_uuid: 'room' }] },
    ];
    expect(migrateCardAttributes(entries, select)).toEqual([{ uuid: 'new', data: [] }]);
  });

  test('text values are copied as they are, mapped ones replaced', () => {
    const text: MigrationRule = { ...select, valueMap: [{ from: 'PL', to: 'Polska' }], mapsChoices: false };
    const entries = [{ uuid: 'old', data: [{ value: ['PL'] }, { value: ['Niemcy'], unit_uuid: null }] }];
    expect(migrateCardAttributes(entries, text)).toEqual([
      { uuid: 'new', data: [{ value: ['Polska'] }, { value: ['Niemcy'], unit_uuid: null }] },
    ]);
  });

  test('a card without the source is not rewritten; malformed entries are ignored', () => {
    expect(migrateCardAttributes([{ uuid: 'country', data: [] }, null, 'x'], select)).toBeNull();
    expect(migrateCardAttributes([{ uuid: 'old', data: 'nonsense' }], select)).toEqual([
      { uuid: 'new', data: [] },
    ]);
  });
});
