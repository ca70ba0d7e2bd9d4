import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clearAttributeFaults,
  clearAttributeIssues,
  faultList,
  keepAttributeFaults,
  keepAttributeIssues,
  mapFaults,
  NO_FAULTS,
  normalizeFault,
  normalizeIssue,
  removeIssue,
  setAttributeFault,
  setAttributeValidity,
  type Fault,
  type Issue,
} from '@domain/faults';

const f = (namespace: string, field: string, message = 'm'): Fault => ({ namespace, field, message });

describe('§5 old namespaces are renamed', () => {
  it.each<[Fault, string, string]>([
    [f('name_trade', ''), 'product_profile', 'name_to_show'],
    [f('subbrand', 'x'), 'product_profile', 'sub_brand'],
    [f('package', 'p1.f1'), 'logistic', 'p1.f1'],
    [f('product_profile', 'name_trade'), 'product_profile', 'name_to_show'],
    [f('product_profile', 'subbrand'), 'product_profile', 'sub_brand'],
    [f('brand', ''), 'product_profile', 'brand'],
    [f('attributes', 'name_trade'), 'attributes', 'name_trade'],
  ])('%o → %s %s', (fault, namespace, field) => {
    expect(normalizeFault(fault)).toMatchObject({ namespace, field, message: 'm' });
  });

  it('a current fault is returned as it is', () => {
    const fault = f('logistic', 'p1.f1');
    expect(normalizeFault(fault)).toBe(fault);
  });
});

describe('§5 server faults mapped per attribute, package, ean, network and media file', () => {
  const maps = mapFaults([
    f('name_trade', '', 'required'),
    f('attributes', 'a1', 'first'),
    f('attributes', 'a1', 'second value fault'),
    f('attributes', 'a1.unit', 'unit'),
    f('attributes', 'a1.unit', 'second unit fault'),
    f('attributes', 'a2.value', 'a2 value'),
    f('package', 'p1.w1', 'weight'),
    f('logistic', 'p1.w1.unit', 'weight unit'),
    f('logistic', 'p2', 'the package itself'),
    f('ean', 'e1', 'ean taken'),
    f('network_availability', 'net1.product_number', 'number'),
    f('gallery', '6', 'label'),
    f('something_else', 'x', 'other'),
  ]);

  it.each<[string, unknown]>([
    ['profile', { name_to_show: [expect.objectContaining({ message: 'required' })] }],
    [
      'packages',
      {
        p1: { w1: [expect.objectContaining({ message: 'weight' })], 'w1.unit': [expect.anything()] },
        p2: { '': [expect.anything()] },
      },
    ],
    ['eans', { e1: [expect.objectContaining({ message: 'ean taken' })] }],
    ['networks', { net1: [expect.objectContaining({ message: 'number' })] }],
    ['media', { '6': [expect.objectContaining({ message: 'label' })] }],
    ['other', [expect.objectContaining({ message: 'other' })]],
  ])('%s', (key, expected) => {
    expect(maps[key as keyof typeof maps]).toEqual(expected);
  });

  it('only one fault per attribute value and one per unit, the first', () => {
    expect(maps.attributes.a1?.value?.message).toBe('first');
    expect(maps.attributes.a1?.unit?.message).toBe('unit');
    expect(maps.attributes.a2?.value?.message).toBe('a2 value');
    expect(faultList(maps).map((x) => x.message)).not.toContain('second value fault');
    expect(faultList(maps)).toHaveLength(11);
  });

  it('the list holds every fault but the extra attribute ones; each attribute has at most a value and a unit fault', () => {
    const namespace = fc.constantFrom(
      'attributes',
      'logistic',
      'package',
      'ean',
      'gallery',
      'product_profile',
      'name_trade',
      'x',
    );
    const field = fc.constantFrom('a1', 'a1.unit', 'a2', 'p1.f1', 'e1', '1', 'name');
    fc.assert(
      fc.property(fc.array(fc.record({ namespace, field, message: fc.string() })), (faults) => {
        const mapped = mapFaults(faults);
        const attributeKeys = new Set(
          faults
            .filter((x) => x.namespace === 'attributes')
            .map((x) => `${x.field.split('.')[0]}${x.field.endsWith('.unit')}`),
        );
        const others = faults.filter((x) => x.namespace !== 'attributes').length;
        expect(faultList(mapped)).toHaveLength(others + attributeKeys.size);
      }),
    );
  });
});

describe('§5 client-side value and unit faults per attribute', () => {
  it('set, replace and clear one part without touching the other', () => {
    const withValue = setAttributeFault(NO_FAULTS, 'a1', 'value', 'validation.notEmpty');
    const withBoth = setAttributeFault(withValue, 'a1', 'unit', 'validation.unit');
    expect(withBoth.attributes.a1).toEqual({
      value: { namespace: 'attributes', field: 'a1', message: 'validation.notEmpty', type: 'validation' },
      unit: { namespace: 'attributes', field: 'a1.unit', message: 'validation.unit', type: 'validation' },
    });
    expect(setAttributeFault(withBoth, 'a1', 'value', null).attributes.a1).toEqual({
      unit: withBoth.attributes.a1?.unit,
    });
    expect(withValue.attributes.a1?.unit).toBeUndefined();
    expect(NO_FAULTS.attributes).toEqual({});
  });

  it.each<[0 | -1 | -2, string | undefined, string | undefined]>([
    [-1, 'validation.notEmpty', undefined],
    [-2, undefined, 'validation.unit'],
    [0, undefined, undefined],
  ])('validity %i gives value fault %s and unit fault %s', (validity, value, unit) => {
    const start = setAttributeFault(setAttributeFault(NO_FAULTS, 'a1', 'value', 'old'), 'a1', 'unit', 'old');
    const maps = setAttributeValidity(start, 'a1', validity);
    expect(maps.attributes.a1?.value?.message).toBe(value);
    expect(maps.attributes.a1?.unit?.message).toBe(unit);
    if (validity === 0) expect('a1' in maps.attributes).toBe(false);
  });

  it('clearing and keeping by uuid', () => {
    const maps = mapFaults([f('attributes', 'a1'), f('attributes', 'a2.unit'), f('gallery', '1')]);
    expect(Object.keys(clearAttributeFaults(maps, 'a1').attributes)).toEqual(['a2']);
    expect(clearAttributeFaults(maps, 'zz')).toBe(maps);
    expect(Object.keys(keepAttributeFaults(maps, new Set(['a2', 'a3'])).attributes)).toEqual(['a2']);
    expect(keepAttributeFaults(maps, new Set(['a1', 'a2']))).toBe(maps);
    expect(keepAttributeFaults(maps, new Set()).media).toBe(maps.media);
  });
});

describe('§4 issues', () => {
  const issue = (ns: string, identify: string, message = 'm'): Issue => ({
    type: 'qc',
    ns,
    identify,
    header: 'QC',
    message,
  });
  const issues = [
    issue('attributes', 'a1'),
    issue('attributes', 'ingredients'),
    issue('attributes', 'a1', 'again'),
    issue('gallery', 'a1'),
  ];

  it('editing an attribute clears its issues, found by uuid or by code', () => {
    expect(clearAttributeIssues(issues, { uuid: 'a1', code: null })).toEqual([issues[1], issues[3]]);
    expect(clearAttributeIssues(issues, { uuid: 'a9', code: 'ingredients' })).toHaveLength(3);
  });

  it('removed one by one by identify, optionally within a namespace', () => {
    expect(removeIssue(issues, 'ingredients')).toHaveLength(3);
    expect(removeIssue(issues, 'a1', 'gallery')).toEqual(issues.slice(0, 3));
  });

  it('issues of vanished attributes are dropped, other namespaces kept', () => {
    expect(keepAttributeIssues(issues, [{ uuid: 'x', code: 'ingredients' }])).toEqual([issues[1], issues[3]]);
  });

  it('old namespaces are renamed in issues too', () => {
    expect(normalizeIssue(issue('package', 'p1')).ns).toBe('logistic');
  });
});
