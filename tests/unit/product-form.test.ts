import { describe, expect, it } from 'vitest';
import { NO_FAULTS, mapFaults } from '@domain/faults';
import type { Attribute } from '@domain/product';
import {
  applySchema,
  changeAttribute,
  changeProfile,
  emptyProfile,
  saveChecks,
  toPayload,
  withFaults,
  type ProductFormState,
} from '@domain/product-form';
import { blankFormState } from './support/blank-form-state';

const attribute = (uuid: string, patch: Partial<Attribute> = {}): Attribute => ({
  uuid,
  code: null,
  name: uuid,
  type: 'text',
  section_code: 'basic',
  data: [],
  is_required: true,
  is_visible: true,
  is_read_only: false,
  validation_rules: [],
  available_units: [],
  available_values: [],
  available_validation_values: [],
  custom_values_count: 0,
  description: 'UI only',
  ...patch,
});

const form = (patch: Partial<ProductFormState> = {}): ProductFormState => {
  const blank = blankFormState();
  return {
    ...blank,
    profile: { ...blank.profile, name_to_show: 'Sok' },
    attributes: [
      attribute('country'),
      attribute('weight', {
        type: 'number',
        available_units: [
          { uuid: 'g', name: 'g' },
          { uuid: 'kg', name: 'kg' },
        ],
      }),
    ],
    ...patch,
  };
};

const notEmpty = (field: string) => ({ namespace: 'attributes', field, message: 'validation.notEmpty' });

describe('product form state (§3 Form state, §4 Form behaviour)', () => {
  it('an edit that makes a faulty attribute valid clears its fault; one still without a unit says so', () => {
    const faulty = withFaults(form(), [notEmpty('country'), notEmpty('weight')], []);
    const country = changeAttribute(faulty, 'country', [{ value: ['Polska'] }]);
    expect(country.faults.attributes.country).toBeUndefined();
    const weight = changeAttribute(country, 'weight', [{ value: ['75'] }]);
    expect(weight.faults.attributes.weight?.value).toBeUndefined();
    expect(weight.faults.attributes.weight?.unit?.message).toBe('validation.unit');
  });

  it('an edit of an attribute without a fault adds none (faults come from a save)', () => {
    expect(changeAttribute(form(), 'country', []).faults).toBe(NO_FAULTS);
  });

  it('a new producer clears brand and sub-brand; a new brand clears the sub-brand', () => {
    const chosen = form({ profile: { ...emptyProfile(), producer: 1, brand: 2, sub_brand: 3 } });
    expect(changeProfile(chosen, { producer: 4 }).profile).toMatchObject({
      producer: 4,
      brand: null,
      sub_brand: null,
    });
    expect(changeProfile(chosen, { brand: 5 }).profile).toMatchObject({
      producer: 1,
      brand: 5,
      sub_brand: null,
    });
    expect(
      changeProfile(chosen, { producer: { name: 'Nowy' }, brand: { name: 'Marka' } }).profile,
    ).toMatchObject({
      brand: { name: 'Marka' },
      sub_brand: null,
    });
  });

  it('changing a profile field drops that field’s faults only', () => {
    const faulty = withFaults(
      form(),
      mapFaults([]).other.concat([
        { namespace: 'product_profile', field: 'name', message: 'validation.required' },
        { namespace: 'product_profile', field: 'producer', message: 'validation.required' },
      ]),
      [],
    );
    expect(Object.keys(changeProfile(faulty, { name: 'Sok jabłkowy' }).faults.profile)).toEqual(['producer']);
  });

  it('a new schema keeps surviving values and drops vanished attributes with their faults', () => {
    const filled = withFaults(
      changeAttribute(form(), 'country', [{ value: ['Polska'] }]),
      [notEmpty('weight')],
      [],
    );
    const next = applySchema(filled, {
      category_ids: [9],
      attributes: [attribute('country'), attribute('fat', { type: 'float' })],
      sections: [],
      groups: [],
      rules: filled.rules,
    });
    expect(next.profile.category_ids).toEqual([9]);
    expect(next.attributes.map((a) => [a.uuid, a.data])).toEqual([
      ['country', [{ value: ['Polska'] }]],
      ['fat', []],
    ]);
    expect(next.faults.attributes.weight).toBeUndefined();
  });

  it('the payload carries only uuid, code and value, value_uuid, unit_uuid of each attribute (§3)', () => {
    const payload = toPayload(
      changeAttribute(form(), 'weight', [{ value: ['75'], unit_uuid: 'g', unit: 'g' }]),
    );
    expect(payload.attributes[1]).toEqual({
      uuid: 'weight',
      code: null,
      data: [{ value: ['75'], value_uuid: null, unit_uuid: 'g' }],
    });
  });

  it('save checks: a draft needs name_to_show only; ready lists attributes, media and producer', () => {
    const checks = saveChecks(form(), { productFormValidation: true, returnAddressValidation: false });
    expect(checks.draftFaults).toEqual([]);
    expect(checks.readyFaults.map((fault) => `${fault.namespace}:${fault.field}`)).toEqual(
      expect.arrayContaining([
        'product_profile:name',
        'product_profile:producer',
        'attributes:country',
        'gallery:1',
        'logistic:packages',
      ]),
    );
    expect(
      saveChecks(form(), { productFormValidation: false, returnAddressValidation: false }).readyFaults,
    ).toEqual([]);
  });
});
