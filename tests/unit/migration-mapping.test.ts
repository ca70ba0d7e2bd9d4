import { describe, expect, it } from 'vitest';
import { valueMapOf } from '@domain/migration-mapping';

const attributes = [
  {
    value: 'src',
    label: 'Kolor (stary)',
    values: [
      { value: 'r', label: 'czerwony' },
      { value: 'g', label: 'zielony' },
      { value: 'b', label: 'niebieski' },
    ],
  },
  { value: 'dst', label: 'Kolor', values: [{ value: 'red', label: 'Czerwony' }] },
];

describe('attribute migration value map (§2 edit-attribute-migration)', () => {
  it('sends the mapped source values in the source order; unmapped and unknown values are left out', () => {
    const draft = {
      name: 'Kolory',
      sourceUuid: 'src',
      targetUuid: 'dst',
      mapping: { b: 'red', r: 'red', g: '', x: 'red' },
    };
    expect(valueMapOf(attributes, draft)).toEqual([
      { from: 'r', to: 'red' },
      { from: 'b', to: 'red' },
    ]);
  });

  it('maps nothing when no source attribute is chosen', () => {
    expect(
      valueMapOf(attributes, { name: '', sourceUuid: '', targetUuid: 'dst', mapping: { r: 'red' } }),
    ).toEqual([]);
  });
});
