import { describe, expect, it } from 'vitest';
import type { Attribute } from '@domain/product';
import { keyAttributes } from '@domain/rich-content-preview';

const attribute = (name: string, type: string, value: string[], required = false): Attribute =>
  ({
    uuid: name,
    name,
    type,
    is_required: required,
    data: value.length === 0 ? [] : [{ value }],
    available_values: [],
    available_units: [],
  }) as unknown as Attribute;

describe('the key attributes of the rich content preview (docs/decisions/0054)', () => {
  it('filled short values, required first, without rich text, at most the limit', () => {
    const lines = keyAttributes(
      [
        attribute('Kolor', 'text', ['czerwony']),
        attribute('Opis', 'html_textarea', ['<p>x</p>']),
        attribute('Pojemność', 'text', ['1 l'], true),
        attribute('Puste', 'text', []),
        attribute('Smak', 'text', ['jabłko']),
      ],
      { yes: 'Tak', no: 'Nie' },
      'pl',
      3,
    );
    expect(lines).toEqual([
      { name: 'Pojemność', value: '1 l' },
      { name: 'Kolor', value: 'czerwony' },
      { name: 'Smak', value: 'jabłko' },
    ]);
  });
});
