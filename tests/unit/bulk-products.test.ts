import { describe, expect, it } from 'vitest';
import {
  assignRefusal,
  bulkNumberTab,
  createManyRowFaults,
  parsePastedRows,
  productNumberFaults,
  withProductNumbers,
} from '@domain/bulk-products';
import { withCheckDigit } from '@domain/gtin';

const entries = [
  { code: 'selgros', visibility: true, product_number: 'S-1' },
  { code: 'metro', visibility: false, product_number: '' },
];

describe('bulk numbers (§2 tabs 1–4, §4 availability)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 1],
  ])('own-brand type %i is listed on tab %i', (type, tab) => expect(bulkNumberTab(type)).toBe(tab));

  it('a number only on a visible network, at most 255 characters', () => {
    expect(productNumberFaults(entries, { selgros: ' 12 ', metro: '1', carrefour: '2' })).toEqual({
      metro: 'bulkProducts.numbers.errors.hiddenNetwork',
      carrefour: 'bulkProducts.numbers.errors.hiddenNetwork',
    });
    expect(productNumberFaults(entries, { selgros: 'x'.repeat(256) })).toEqual({
      selgros: 'validation.tooLong',
    });
    expect(productNumberFaults(entries, { selgros: ` ${'x'.repeat(255)} ` })).toEqual({});
  });

  it('numbers are stored trimmed; networks not named keep theirs', () => {
    expect(withProductNumbers(entries, { selgros: ' S-2 ' })).toEqual([
      { ...entries[0], product_number: 'S-2' },
      entries[1],
    ]);
  });
});

describe('create many products (§2, §5 draft, GS1)', () => {
  it('reads tab-separated rows, skipping blank lines and a header', () => {
    expect(
      parsePastedRows('GTIN\tNazwa\tKategoria\r\n5901234123457\t Woda \t10000227\n\n4006381333931\tSok'),
    ).toEqual([
      { gtin: '5901234123457', name: 'Woda', category: '10000227' },
      { gtin: '4006381333931', name: 'Sok', category: '' },
    ]);
  });

  it('faults per row: required fields, check digit, a GTIN twice in the batch (in its 14-digit form)', () => {
    const gtin13 = withCheckDigit('012345678901');
    expect(
      createManyRowFaults([
        { gtin: gtin13, name: 'A', category: '1' },
        { gtin: gtin13.slice(1), name: 'B', category: '1' },
        { gtin: '5901234123458', name: '', category: '' },
        { gtin: '', name: 'x'.repeat(513), category: '1' },
      ]).map((fault) => [fault.field, fault.message]),
    ).toEqual([
      ['rows.1.gtin', 'bulkProducts.createMany.errors.duplicateInBatch'],
      ['rows.2.gtin', 'validation.eanCheckDigit'],
      ['rows.2.name', 'validation.required'],
      ['rows.2.category', 'validation.required'],
      ['rows.3.gtin', 'validation.required'],
      ['rows.3.name', 'validation.tooLong'],
    ]);
  });
});

describe('bulk assign (§6)', () => {
  const user = (role: 'admin' | 'network' | 'supplier') => ({
    is_admin: role === 'admin',
    is_network: role === 'network',
    network_code: role === 'network' ? 'selgros' : null,
  });
  it('an admin any card; a network only its own brand, logo or import cards; nobody else', () => {
    const own = { ownBrandType: 2, ownBrandNetworkCode: 'selgros' };
    expect(assignRefusal(user('admin'), { ownBrandType: 1, ownBrandNetworkCode: null })).toBeNull();
    expect(assignRefusal(user('network'), own)).toBeNull();
    expect(assignRefusal(user('network'), { ...own, ownBrandType: 4 })).toBeNull();
    expect(assignRefusal(user('network'), { ...own, ownBrandNetworkCode: 'metro' })).toBe(
      'bulkProducts.assign.errors.notOwnBrand',
    );
    expect(assignRefusal(user('network'), { ...own, ownBrandType: 1 })).toBe(
      'bulkProducts.assign.errors.notOwnBrand',
    );
    expect(assignRefusal(user('supplier'), own)).toBe('bulkProducts.assign.errors.notAllowed');
  });
});
