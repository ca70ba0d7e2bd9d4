import { describe, expect, it } from 'vitest';
import { applyEdits, bulkCounts, canSave, faultColumn, isEditable, sameData } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';

const entry = (value: string) => ({ value: [value], value_uuid: null, unit_uuid: null });
const card = {
  name: 'Sok',
  name_to_show: 'Sok jabłkowy',
  attributes: [{ uuid: 'a', code: null, data: [entry('1')] }],
};

describe('§4 bulk edit rules', () => {
  it('applies edits on top of the card: names, an attribute replaced, cleared or added', () => {
    const edited = applyEdits(card, { name_to_show: [entry('Nowy')], a: null, b: [entry('2')] });
    expect(edited.name).toBe('Sok');
    expect(edited.name_to_show).toBe('Nowy');
    expect(edited.attributes).toEqual([
      { uuid: 'a', code: null, data: [] },
      { uuid: 'b', code: null, data: [entry('2')] },
    ]);
    // The stored card is not touched.
    expect(card.attributes[0]!.data).toEqual([entry('1')]);
  });

  it('a cleared name is empty; the same value again is no edit', () => {
    expect(applyEdits(card, { name: null }).name).toBe('');
    expect(sameData([{ value: ['1'], unit: 'kg' }], [entry('1')])).toBe(true);
    expect(sameData(null, [])).toBe(true);
    expect(sameData([entry('1')], [entry('2')])).toBe(false);
  });

  it('maps faults to grid columns: attributes (units too), names, and card faults', () => {
    expect(faultColumn({ namespace: 'attributes', field: 'a.unit' })).toBe('a');
    expect(faultColumn({ namespace: 'product_profile', field: 'name_to_show' })).toBe('name_to_show');
    expect(faultColumn({ namespace: 'product_profile', field: 'producer' })).toBe('product_profile.producer');
    expect(faultColumn({ namespace: 'gallery', field: '6' })).toBe('gallery.6');
  });

  it('counts cards, faulty, unchecked and edited ones for the bulk save modal', () => {
    expect(
      bulkCounts([
        { faults: null, edited: ['a'] },
        { faults: [], edited: [] },
        { faults: [{}], edited: ['b'] },
      ]),
    ).toEqual({ total: 3, faulty: 1, unchecked: 1, edited: 2 });
  });

  it('edits until saving; saves only once validated', () => {
    expect([1, 2, 3, 4, 6, 7].filter(isEditable)).toEqual([1, 2, 4]);
    expect(canSave(BULK_STATUS.VALIDATED)).toBe(true);
    expect(canSave(BULK_STATUS.EDITED)).toBe(false);
  });
});
