import { describe, expect, it } from 'vitest';
import {
  gatingReasons,
  isAddressComplete,
  isEditingBlocked,
  type GatingOptions,
  type GatingValues,
} from '@domain/address-gating';

describe('isAddressComplete (§2 gating dialog: street, city and postcode)', () => {
  it.each([
    [{ street: 'ul. Łąkowa 12', city: 'Płock', postcode: '09-400' }, true],
    [{ street: 'ul. Łąkowa 12', city: 'Płock', postcode: null }, false],
    [{ street: null, city: 'Płock', postcode: '09-400' }, false],
    [{ street: 'ul. Łąkowa 12', city: '  ', postcode: '09-400' }, false],
    [{ street: '', city: '', postcode: '' }, false],
  ])('%o → %s', (address, complete) => {
    expect(isAddressComplete(address)).toBe(complete);
  });
});

const OPTIONS: GatingOptions = {
  producers: [
    { id: 1, is_complete: true },
    { id: 2, is_complete: false },
  ],
  companyAddresses: [
    { id: 10, is_complete: true },
    { id: 11, is_complete: false },
  ],
};

describe('gatingReasons and isEditingBlocked (§2: missing address data blocks further editing)', () => {
  it.each<[string, GatingValues, GatingOptions, { producer: boolean; companyAddress: boolean }]>([
    [
      'complete producer and address',
      { producer: 1, company_address: 10 },
      OPTIONS,
      { producer: false, companyAddress: false },
    ],
    [
      'incomplete producer',
      { producer: 2, company_address: 10 },
      OPTIONS,
      { producer: true, companyAddress: false },
    ],
    [
      'incomplete company address',
      { producer: 1, company_address: 11 },
      OPTIONS,
      { producer: false, companyAddress: true },
    ],
    [
      'both incomplete',
      { producer: 2, company_address: 11 },
      OPTIONS,
      { producer: true, companyAddress: true },
    ],
    [
      'no producer chosen yet',
      { producer: null, company_address: 10 },
      OPTIONS,
      { producer: false, companyAddress: false },
    ],
    [
      'a producer named on the card has no address yet',
      { producer: { name: 'Nowy' }, company_address: 10 },
      OPTIONS,
      { producer: true, companyAddress: false },
    ],
    [
      'an id the options do not know is not judged',
      { producer: 99, company_address: 99 },
      OPTIONS,
      { producer: false, companyAddress: false },
    ],
    [
      'no company address chosen while some exist',
      { producer: 1, company_address: null },
      OPTIONS,
      { producer: false, companyAddress: false },
    ],
    [
      'the company has no company address at all',
      { producer: 1, company_address: null },
      { ...OPTIONS, companyAddresses: [] },
      { producer: false, companyAddress: true },
    ],
  ])('%s', (_, values, options, reasons) => {
    expect(gatingReasons(values, options)).toEqual(reasons);
    expect(isEditingBlocked(values, options)).toBe(reasons.producer || reasons.companyAddress);
  });

  it('takes the whole identify values and options (extra fields are ignored)', () => {
    const values = { producer: 2, company_address: 10, brand: null, name: 'Mleko' };
    const options = { ...OPTIONS, brands: [], returnAddresses: [{ id: 20, is_complete: false }] };
    expect(isEditingBlocked(values, options)).toBe(true);
    expect(isEditingBlocked({ ...values, producer: 1 }, options)).toBe(false);
  });
});
