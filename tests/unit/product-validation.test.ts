import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEDIA_TYPE, PACKAGE_TYPE } from '@domain/constants';
import type { AttributeType } from '@domain/attribute-types';
import type { EntityRef, Package, ProductProfile } from '@domain/product';
import { validateDraft, validateLogistics, validateReady } from '@domain/product-validation';
import { UNIT } from '@domain/units';
import {
  fieldUuid,
  makeAttribute,
  makeCard,
  makePackage,
  type Card,
  type FieldRole,
} from './fixtures/product-card';

const run = (card: Card) => validateReady(card.payload, card.attributes, card.media, card.context);
const fields = (card: Card) => run(card).map((f) => `${f.namespace} ${f.field} ${f.message}`);

function withProfile(patch: Partial<ProductProfile>): Card {
  const card = makeCard(25, 5);
  card.payload.product_profile = { ...card.payload.product_profile, ...patch };
  return card;
}

describe('§5 product: draft', () => {
  it.each([
    ['', 1],
    ['   ', 1],
    ['Jogurt', 0],
  ])('name_to_show %j gives %i fault(s)', (name, count) => {
    const faults = validateDraft({
      product_profile: { ...makeCard(0, 0).payload.product_profile, name_to_show: name },
    });
    expect(faults).toHaveLength(count);
    if (count)
      expect(faults[0]).toMatchObject({
        namespace: 'product_profile',
        field: 'name_to_show',
        message: 'validation.required',
      });
  });

  it('nothing is validated with the product-form-validation flag off', () => {
    const profile = { ...makeCard(0, 0).payload.product_profile, name_to_show: '' };
    expect(validateDraft({ product_profile: profile }, { productFormValidation: false })).toEqual([]);
  });
});

describe('§5 product: ready', () => {
  it('a complete card of 1,000 attributes of all types and 20 packages has no faults', () => {
    expect(run(makeCard())).toEqual([]);
  });

  it('nothing is validated with the product-form-validation flag off', () => {
    const card = makeCard(25, 0);
    card.payload.product_profile.name = '';
    card.attributes.forEach((a) => (a.data = []));
    card.context.productFormValidation = false;
    expect(run(card)).toEqual([]);
  });

  it.each<[string, Partial<ProductProfile>, string[]]>([
    ['no name', { name: '' }, ['name']],
    ['no name to show', { name_to_show: ' ' }, ['name_to_show']],
    ['no producer', { producer: null }, ['producer']],
    ['producer 0', { producer: 0 }, ['producer']],
    ['negative brand', { brand: -4 }, ['brand']],
    ['new brand without a name', { brand: { name: '  ' } as EntityRef }, ['brand']],
    ['new producer with a name', { producer: { name: 'Nowy producent' } }, []],
    ['no return address', { return_address: null }, ['return_address']],
    ['sub-brand is optional', { sub_brand: null }, []],
  ])('profile: %s', (_case, patch, expected) => {
    expect(run(withProfile(patch)).map((f) => f.field)).toEqual(expected);
  });

  it('the return address is required only with its validation flag on', () => {
    const card = withProfile({ return_address: null });
    card.context.returnAddressValidation = false;
    expect(run(card)).toEqual([]);
  });

  describe('attributes', () => {
    const one = (type: AttributeType, patch: Parameters<typeof makeAttribute>[2]) => {
      const card = makeCard(0, 5);
      card.attributes = [makeAttribute(type, 1, patch)];
      return card;
    };
    const uuid = makeAttribute('text', 1).uuid;

    it.each<[string, AttributeType, Parameters<typeof makeAttribute>[2], string[]]>([
      ['required and empty', 'text', { data: [] }, [`attributes ${uuid} validation.notEmpty`]],
      [
        'required without its unit',
        'number',
        { data: [{ value: ['5'] }] },
        [`attributes ${uuid}.unit validation.unit`],
      ],
      ['optional and empty', 'text', { data: [], is_required: false }, []],
      ['hidden and empty', 'text', { data: [], is_visible: false }, []],
      [
        'of a network listing the product',
        'text',
        { data: [], private_network_code: 'net0' },
        [`attributes ${uuid} validation.notEmpty`],
      ],
      ['of a network with a blank product number', 'text', { data: [], private_network_code: 'net1' }, []],
      ['of a network not in the availability', 'text', { data: [], private_network_code: 'net9' }, []],
    ])('%s', (_case, type, patch, expected) => {
      expect(fields(one(type, patch))).toEqual(expected);
    });

    it('an unknown attribute type stops the validation with the alert text', () => {
      expect(() => run(one('bogus' as AttributeType, {}))).toThrow('Unknown attribute type');
    });

    it('exactly the emptied required attributes are reported, once each, in card order', () => {
      const card = makeCard(100, 5);
      fc.assert(
        fc.property(fc.uniqueArray(fc.nat(99), { maxLength: 30 }), (picked) => {
          const emptied = new Set(picked);
          const attributes = card.attributes.map((a, i) => (emptied.has(i) ? { ...a, data: [] } : a));
          const expected = attributes
            .filter((a, i) => emptied.has(i) && !['net1', 'net3'].includes(a.private_network_code ?? ''))
            .filter((a) => a.type !== 'multiselect_text') // no minimum count: an empty one is valid
            .map((a) => a.uuid);
          const faults = validateReady(card.payload, attributes, card.media, card.context);
          expect(faults.map((f) => f.field)).toEqual(expected);
        }),
      );
    });
  });

  describe('media', () => {
    it.each<[string, number[], number[], number[], string[]]>([
      ['front and label', [MEDIA_TYPE.FRONT, MEDIA_TYPE.LABEL], [6], [1, 2], []],
      ['profile instead of front', [MEDIA_TYPE.PROFILE, MEDIA_TYPE.LABEL], [6], [1, 2], []],
      ['label missing', [MEDIA_TYPE.FRONT], [6], [1, 2], ['gallery 6 validation.required']],
      [
        'neither profile nor front',
        [MEDIA_TYPE.LABEL, MEDIA_TYPE.OTHER],
        [6],
        [1, 2],
        ['gallery 1 validation.oneOf', 'gallery 2 validation.oneOf'],
      ],
      [
        'no one-of set: profile or front still needed',
        [MEDIA_TYPE.LABEL],
        [6],
        [],
        ['gallery 1 validation.oneOf', 'gallery 2 validation.oneOf'],
      ],
      [
        'dispatch photo required by logistics',
        [MEDIA_TYPE.FRONT],
        [3],
        [1, 2],
        ['gallery 3 validation.required'],
      ],
    ])('%s', (_case, types, required, oneOf, expected) => {
      const card = makeCard(0, 5);
      card.media = types.map((type, i) => ({ id: i + 1, type, filename: `f${i}.jpg` }));
      card.context.requiredMedia = required;
      card.context.oneOfRequiredMedia = oneOf;
      expect(fields(card)).toEqual(expected);
    });
  });

  describe('logistics', () => {
    const consumer = () => makePackage(PACKAGE_TYPE.CONSUMER, 0);
    const setField = (pack: Package, role: FieldRole, data: Package['fields'][number]['data']) => {
      const field = pack.fields.find((f) => f.uuid === fieldUuid(pack.package_type, role));
      if (field) field.data = data;
      return pack;
    };
    const withPackage = (pack: Package): Card => {
      const card = makeCard(0, 0);
      card.payload.logistic.structures = [
        { is_network_structure: false, network_codes: [], packages: [pack] },
      ];
      return card;
    };
    const at = (role: FieldRole, suffix = '') =>
      `${consumer().uuid}.${fieldUuid(PACKAGE_TYPE.CONSUMER, role)}${suffix}`;

    it('at least one package', () => {
      expect(fields(makeCard(0, 0))).toEqual(['logistic packages validation.atLeastOnePackage']);
    });

    it('validateLogistics gives exactly the logistic faults of the ready validation', () => {
      const card = makeCard(25, 20);
      setField(card.payload.logistic.structures[0]!.packages[0]!, 'dimensions', []);
      setField(card.payload.logistic.structures[0]!.packages[1]!, 'net_weight', [
        { value: ['0'], unit_uuid: UNIT.G },
      ]);
      const logistic = run(card).filter((fault) => fault.namespace === 'logistic');
      expect(logistic.length).toBeGreaterThan(1);
      expect(validateLogistics(card.payload.logistic.structures, card.context)).toEqual(logistic);
    });

    it.each<[string, FieldRole, Package['fields'][number]['data'], string[]]>([
      [
        'required net weight empty',
        'net_weight',
        [{ value: [''], unit_uuid: UNIT.G }],
        [`logistic ${at('net_weight')} validation.required`],
      ],
      [
        'required net weight without unit',
        'net_weight',
        [{ value: ['5'] }],
        [`logistic ${at('net_weight', '.unit')} validation.unit`],
      ],
      [
        'net weight 0',
        'net_weight',
        [{ value: ['0'], unit_uuid: UNIT.G }],
        [`logistic ${at('net_weight')} validation.greaterThanZero`],
      ],
      [
        'net weight negative',
        'net_weight',
        [{ value: ['-1,5'], unit_uuid: UNIT.G }],
        [`logistic ${at('net_weight')} validation.greaterThanZero`],
      ],
      ['net weight with a decimal comma', 'net_weight', [{ value: ['0,25'], unit_uuid: UNIT.G }], []],
      ['optional gross weight empty', 'gross_weight', [], []],
      [
        'optional gross weight 0',
        'gross_weight',
        [{ value: ['0'], unit_uuid: UNIT.G }],
        [`logistic ${at('gross_weight')} validation.greaterThanZero`],
      ],
      ['optional gross weight without unit', 'gross_weight', [{ value: ['3'] }], []],
      ['dimensions missing', 'dimensions', [], [`logistic ${at('dimensions')} validation.dimensions`]],
      [
        'dimensions incomplete',
        'dimensions',
        [{ value: ['1', '', '3'], unit_uuid: UNIT.CM }],
        [`logistic ${at('dimensions')} validation.dimensions`],
      ],
      [
        'dimension 0',
        'dimensions',
        [{ value: ['1', '0', '3'], unit_uuid: UNIT.CM }],
        [`logistic ${at('dimensions')} validation.greaterThanZero`],
      ],
      [
        'dimensions without unit',
        'dimensions',
        [{ value: ['1', '2', '3'] }],
        [`logistic ${at('dimensions', '.unit')} validation.unit`],
      ],
      ['required material missing', 'material', [], [`logistic ${at('material')} validation.required`]],
      [
        'material entry without material',
        'material',
        [{ value: ['12', '', ''] }],
        [`logistic ${at('material')} validation.required`],
      ],
      ['optional per-base material missing', 'per_base_material', [], []],
      ['required pack type chosen by value_uuid', 'pack_type', [{ value: [], value_uuid: 'box' }], []],
      [
        'required pack type missing',
        'pack_type',
        [{ value: [] }],
        [`logistic ${at('pack_type')} validation.required`],
      ],
    ])('%s', (_case, role, data, expected) => {
      expect(fields(withPackage(setField(consumer(), role, data)))).toEqual(expected);
    });

    it('a required per-base-pack material field requires materials too', () => {
      const card = withPackage(setField(consumer(), 'per_base_material', []));
      card.context.packageDefinitions = card.context.packageDefinitions.map((d) => ({
        ...d,
        fields: d.fields.map((f) =>
          f.uuid === fieldUuid(d.package_type, 'per_base_material') ? { ...f, is_required: true } : f,
        ),
      }));
      expect(fields(card)).toEqual([`logistic ${at('per_base_material')} validation.required`]);
    });

    it.each([
      ['0', 'validation.greaterThanZero'],
      ['3', null],
    ])('a numeric field without units (a count) of %s: %s', (value, message) => {
      const card = withPackage(setField(consumer(), 'note', [{ value: [value] }]));
      card.context.packageDefinitions = card.context.packageDefinitions.map((d) => ({
        ...d,
        fields: d.fields.map((f) =>
          f.uuid === fieldUuid(d.package_type, 'note') ? { ...f, type: 'integer', is_required: true } : f,
        ),
      }));
      expect(fields(card)).toEqual(message ? [`logistic ${at('note')} ${message}`] : []);
    });

    it('without the fixed logistic identifiers only the generic package rules apply', () => {
      const card = withPackage(
        setField(setField(consumer(), 'dimensions', []), 'material', [{ value: ['12'] }]),
      );
      delete card.context.logisticFields;
      expect(fields(card)).toEqual([`logistic ${at('dimensions')} validation.required`]);
    });

    it('a package type without a definition is not checked field by field', () => {
      const pack = setField(makePackage(PACKAGE_TYPE.MULTI, 0), 'net_weight', []);
      expect(run(withPackage(pack))).toEqual([]);
    });
  });
});
