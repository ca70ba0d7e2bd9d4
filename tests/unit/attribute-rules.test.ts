import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATTRIBUTE_TYPES } from '@domain/attribute-types';
import {
  applyValidationRules,
  changeProducer,
  editAttribute,
  mergeSchema,
  PRIVATE_UNIFIED_ID,
  resetPrivateHierarchy,
  toSavedAttribute,
  toSavedAttributes,
  type AttributeState,
} from '@domain/attribute-rules';
import { mapFaults, type Issue } from '@domain/faults';
import type { Attribute, ValidationRule } from '@domain/product';
import { makeAttribute } from './fixtures/product-card';

const YES = 'yes-uuid';
const rule = (dependent: string, toggle_visibility: boolean, data = [YES]): ValidationRule => ({
  rule: 'toggle',
  dependent_attribute_uuid: dependent,
  toggle_visibility,
  data,
});

function card(toggleVisibility: boolean, dependentOn: boolean) {
  const dependent = makeAttribute('text', 2, {
    is_required: dependentOn,
    is_visible: dependentOn || !toggleVisibility,
  });
  const controller = makeAttribute('select', 1, {
    validation_rules: [rule(dependent.uuid, toggleVisibility)],
  });
  return { controller, dependent, attributes: [controller, dependent] };
}
const choose = (attribute: Attribute, valueUuid: string): Attribute => ({
  ...attribute,
  data: [{ value: [], value_uuid: valueUuid }],
});

describe('§4 validation rules: a select or checkbox value switches another attribute', () => {
  it.each<[string, boolean, boolean, string, Partial<Attribute>, boolean]>([
    ['switched on, visibility rule', true, false, YES, { is_required: true, is_visible: true }, false],
    [
      'switched off, visibility rule',
      true,
      true,
      'no',
      { is_required: false, is_visible: false, data: [] },
      true,
    ],
    ['switched on, required only', false, false, YES, { is_required: true, is_visible: true }, false],
    [
      'switched off, required only',
      false,
      true,
      'no',
      { is_required: false, is_visible: true, data: [] },
      true,
    ],
  ])('%s', (_case, toggle, on, value, expected, reset) => {
    const { controller, dependent, attributes } = card(toggle, on);
    const next = applyValidationRules([choose(controller, value), dependent], controller.uuid);
    expect(next.attributes[1]).toMatchObject(expected);
    expect(next.reset).toEqual(reset ? [dependent.uuid] : []);
    expect(attributes[1]).toBe(dependent);
  });

  it('a dependent already off keeps its value', () => {
    const { controller, dependent } = card(false, false);
    const next = applyValidationRules([choose(controller, 'no'), dependent], controller.uuid);
    expect(next.attributes[1]).toBe(dependent);
    expect(next.reset).toEqual([]);
  });

  it("a checkbox switches with its 'true' value", () => {
    const dependent = makeAttribute('text', 2, { is_required: false, is_visible: false });
    const checkbox = makeAttribute('checkbox', 1, {
      data: [{ value: ['true'] }],
      validation_rules: [rule(dependent.uuid, true, ['true'])],
    });
    expect(applyValidationRules([checkbox, dependent], checkbox.uuid).attributes[1]).toMatchObject({
      is_required: true,
      is_visible: true,
    });
  });

  it('a rule naming an attribute not on the form is ignored', () => {
    const controller = makeAttribute('select', 1, { validation_rules: [rule('missing', true)] });
    expect(applyValidationRules([controller], controller.uuid).attributes).toEqual([controller]);
  });
});

describe('§4 trade → group → sub_group', () => {
  const trade = makeAttribute('select', 1, { code: PRIVATE_UNIFIED_ID.TRADE });
  const group = makeAttribute('select', 2, { code: PRIVATE_UNIFIED_ID.GROUP });
  // Unified id is the uuid when there is no code.
  const subGroup = makeAttribute('select', 3, { uuid: PRIVATE_UNIFIED_ID.SUB_GROUP, code: null });
  const other = makeAttribute('select', 4);
  const all = [trade, group, subGroup, other];

  it.each([
    ['trade resets group and sub_group', trade, [group.uuid, subGroup.uuid]],
    ['group resets sub_group', group, [subGroup.uuid]],
    ['sub_group resets nothing', subGroup, []],
    ['another attribute resets nothing', other, []],
  ])('%s', (_case, changed, reset) => {
    const next = resetPrivateHierarchy(all, changed.uuid);
    expect(next.reset).toEqual(reset);
    for (const attribute of next.attributes) {
      expect(attribute.data.length === 0).toBe(reset.includes(attribute.uuid));
    }
  });
});

describe('§4 editing an attribute', () => {
  it('replaces it, clears its issues, applies its rules and resets the faults of what they cleared', () => {
    const { controller, dependent } = card(true, true);
    const issues: Issue[] = [
      { type: 'qc', ns: 'attributes', identify: controller.uuid, header: 'QC', message: 'zdjęcie' },
      { type: 'compliance', ns: 'attributes', identify: dependent.uuid, header: 'C', message: 'skład' },
    ];
    const state: AttributeState = {
      attributes: [controller, dependent],
      faults: mapFaults([
        { namespace: 'attributes', field: dependent.uuid, message: 'x' },
        { namespace: 'attributes', field: controller.uuid, message: 'y' },
      ]),
      issues,
    };
    const next = editAttribute(state, choose(controller, 'no'));
    expect(next.attributes[0]?.data[0]?.value_uuid).toBe('no');
    expect(next.attributes[1]?.is_visible).toBe(false);
    expect(Object.keys(next.faults.attributes)).toEqual([controller.uuid]);
    expect(next.issues).toEqual([issues[1]]);
  });
});

describe('§4 a new producer clears the brand and brand list', () => {
  const state = {
    producer: 1,
    brand: 7,
    sub_brand: 9,
    brands: [{ id: 7 }],
    sub_brands: [{ id: 9 }],
    other: 'kept',
  };

  it.each([
    ['another producer', 2, true],
    ['a newly added producer', { name: 'Nowy' }, true],
    ['no producer', null, true],
    ['the same producer', 1, false],
  ] as const)('%s', (_case, producer, clears) => {
    const next = changeProducer(state, producer);
    if (clears) {
      expect(next).toEqual({
        producer,
        brand: null,
        sub_brand: null,
        brands: [],
        sub_brands: [],
        other: 'kept',
      });
    } else expect(next).toBe(state);
  });

  it('a new producer of the same name is the same producer', () => {
    const named = { ...state, producer: { name: 'Nowy' } };
    expect(changeProducer(named, { name: 'Nowy' })).toBe(named);
  });
});

describe('§4 merging a new schema on a category change', () => {
  const kept = makeAttribute('number', 1, { code: 'weight', data: [{ value: ['5'], unit_uuid: 'g' }] });
  const retyped = makeAttribute('text', 2, { data: [{ value: ['old text'] }] });
  const vanished = makeAttribute('text', 3);
  const state: AttributeState = {
    attributes: [kept, retyped, vanished],
    faults: mapFaults([
      { namespace: 'attributes', field: vanished.uuid, message: 'x' },
      { namespace: 'attributes', field: kept.uuid, message: 'y' },
    ]),
    issues: [
      { type: 'qc', ns: 'attributes', identify: vanished.uuid, header: '', message: '' },
      { type: 'qc', ns: 'attributes', identify: 'weight', header: '', message: '' },
      { type: 'qc', ns: 'gallery', identify: '1', header: '', message: '' },
    ],
  };
  const incoming = [
    // Same code, new uuid and flags from the server.
    makeAttribute('number', 11, { code: 'weight', data: [], is_required: false, is_read_only: true }),
    makeAttribute('select', 2, { data: [] }),
    makeAttribute('number', 12, { data: [], available_units: [{ uuid: 'g', name: 'g' }] }),
  ];
  const merged = mergeSchema(state, incoming);

  it('a surviving attribute keeps its value and takes the server flags', () => {
    expect(merged.attributes[0]).toMatchObject({
      uuid: incoming[0]?.uuid,
      data: kept.data,
      is_required: false,
      is_read_only: true,
    });
  });

  it('a survivor whose type changed starts from the schema value', () => {
    expect(merged.attributes[1]?.data).toEqual([]);
  });

  it('new single-unit attributes get their unit', () => {
    expect(merged.attributes[2]?.data[0]?.unit_uuid).toBe('g');
  });

  it('faults and issues of vanished attributes are dropped', () => {
    expect(merged.faults.attributes).toEqual({});
    expect(merged.issues.map((i) => i.identify)).toEqual(['weight', '1']);
  });
});

describe('§3 UI-only fields are stripped before saving', () => {
  it('only uuid, code and value, value_uuid, unit_uuid remain', () => {
    const attribute = makeAttribute('number', 1, {
      code: 'weight',
      description: 'opis',
      placeholder: 'np. 5',
      data: [
        { value: ['5'], unit_uuid: 'g', unit: 'g', value_name: 'x', filename: 'f', is_custom_value: true },
      ],
    });
    expect(toSavedAttribute(attribute)).toEqual({
      uuid: attribute.uuid,
      code: 'weight',
      data: [{ value: ['5'], value_uuid: null, unit_uuid: 'g' }],
    });
  });

  it('for any attribute of any type nothing else reaches the payload', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTRIBUTE_TYPES), fc.nat(100), (type, n) => {
        const [saved] = toSavedAttributes([makeAttribute(type, n, { description: 'd', placeholder: 'p' })]);
        expect(Object.keys(saved ?? {}).sort()).toEqual(['code', 'data', 'uuid']);
        for (const entry of saved?.data ?? [])
          expect(Object.keys(entry).sort()).toEqual(['unit_uuid', 'value', 'value_uuid']);
      }),
    );
  });
});
