import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import type { Attribute, Structure } from '@domain/product';
import {
  detailsSections,
  exportFileName,
  filterAttributes,
  filterIssues,
  isFilled,
  isMetroExportRole,
  isOwnAttribute,
  issueCounts,
  mayExportMetro,
  productLinks,
  type DetailsIssue,
} from '@domain/product-details';
import {
  buildDetailsCard,
  type DetailsSchemaInput,
  type DetailsShowInput,
} from '@domain/product-details-card';
import { availabilityRows, logisticsSummary } from '@domain/product-details-logistics';
import { displayValue, htmlToText, valueCells } from '@domain/product-details-values';
import { UNIT } from '@domain/units';
import { flagsForRole } from '@domain/user';
import { demoDetailsCard, detailsAttribute } from '@machines/product-details.fixtures';

const a = (n: number, patch: Partial<Attribute> = {}) =>
  detailsAttribute(`a0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, patch);

describe('§2 Product details: only-filled-in attributes', () => {
  it.each([
    ['no entries', [], false],
    ['a blank value', [{ value: ['  '] }], false],
    ['a unit alone', [{ value: [], unit_uuid: UNIT.G }], false],
    ['a text', [{ value: ['Polska'] }], true],
    ['an explicit no (boolean false)', [{ value: ['false'] }], true],
    ['a chosen value', [{ value: [], value_uuid: 'b0000000-0000-4000-8000-000000000001' }], true],
    ['a second value of a range', [{ value: ['', '8'] }], true],
  ])('%s → %s', (_name, data, expected) => {
    expect(isFilled({ data })).toBe(expected);
  });
});

describe('§2 Product details: only the provider’s own attributes (docs/decisions/0015)', () => {
  it('own = not private to a retail network (§3 private_network_code)', () => {
    expect(isOwnAttribute({ private_network_code: null })).toBe(true);
    expect(isOwnAttribute({})).toBe(true);
    expect(isOwnAttribute({ private_network_code: 'selgros' })).toBe(false);
  });

  it('the two toggles combine, the order stays', () => {
    const list = [
      a(1, { data: [{ value: ['x'] }] }),
      a(2),
      a(3, { private_network_code: 'selgros', data: [{ value: ['y'] }] }),
      a(4, { private_network_code: 'metro' }),
    ];
    const ids = (filters: { onlyFilled: boolean; onlyOwn: boolean }) =>
      filterAttributes(list, filters).map((attribute) => attribute.uuid.slice(-2));
    expect(ids({ onlyFilled: false, onlyOwn: false })).toEqual(['01', '02', '03', '04']);
    expect(ids({ onlyFilled: true, onlyOwn: false })).toEqual(['01', '03']);
    expect(ids({ onlyFilled: false, onlyOwn: true })).toEqual(['01', '02']);
    expect(ids({ onlyFilled: true, onlyOwn: true })).toEqual(['01']);
  });
});

describe('§2 Product details: issues filter, all by default', () => {
  const issue = (type: DetailsIssue['type'], identify: string): DetailsIssue => ({
    type,
    ns: 'attributes',
    identify,
    header: '',
    message: 'm',
  });
  const issues = [issue('qc', '1'), issue('compliance', '2'), issue('validation', '3'), issue('qc', '4')];

  it.each([
    ['all', ['1', '2', '3', '4']],
    ['qc', ['1', '4']],
    ['compliance', ['2']],
    ['validation', ['3']],
  ] as const)('%s', (filter, expected) => {
    expect(filterIssues(issues, filter).map((i) => i.identify)).toEqual(expected);
  });

  it('counts per filter', () => {
    expect(issueCounts(issues)).toEqual({ all: 4, qc: 2, compliance: 1, validation: 1 });
    expect(issueCounts([])).toEqual({ all: 0, qc: 0, compliance: 0, validation: 0 });
  });
});

describe('§2 Product details: sections with their groups', () => {
  it('keeps the section order, groups by group_name in form order, drops empty sections', () => {
    const sections = [
      { code: 'basic', name: 'Podstawowe' },
      { code: 'storage', name: 'Przechowywanie' },
      { code: 'marketing', name: 'Marketing' },
    ];
    const result = detailsSections(sections, [
      a(1, { section_code: 'marketing' }),
      a(2),
      a(3, { group_name: 'Alergeny' }),
      a(4),
      a(5, { group_name: 'Alergeny' }),
    ]);
    expect(result.map((section) => [section.code, section.count])).toEqual([
      ['basic', 4],
      ['marketing', 1],
    ]);
    expect(
      result[0]!.blocks.map((block) => [block.group, block.attributes.map((x) => x.uuid.slice(-2))]),
    ).toEqual([
      [null, ['02']],
      ['Alergeny', ['03', '05']],
      [null, ['04']],
    ]);
  });
});

describe('§7 get-as-xlsx-metro: who, and for which cards', () => {
  const metro = [{ code: 'metro', visibility: true, product_number: '1' }];
  const hidden = [{ code: 'metro', visibility: false, product_number: '1' }];
  it.each([
    ['supplier', true],
    ['admin', true],
    ['metro', true],
    ['network', false],
    ['qc_manager', false],
    ['mdm', false],
    ['cm', false],
    ['blocked', false],
  ] as const)('%s: %s', (role, allowed) => {
    expect(isMetroExportRole(flagsForRole(role))).toBe(allowed);
    expect(mayExportMetro(flagsForRole(role), metro)).toBe(allowed);
    expect(mayExportMetro(flagsForRole(role), hidden)).toBe(false);
    expect(mayExportMetro(flagsForRole(role), [])).toBe(false);
  });

  it('file names from the GTIN or the id, links of §7', () => {
    expect(exportFileName('5901234123457', 7)).toBe('5901234123457.xlsx');
    expect(exportFileName('5901234123457', 7, '-metro')).toBe('5901234123457-metro.xlsx');
    expect(exportFileName(null, 7)).toBe('product-7.xlsx');
    expect(exportFileName('"; x=../../a', 7)).toBe('product-7.xlsx');
    expect(productLinks(7)).toEqual({
      print: '/api/p1/product/7/print',
      printFilled: '/api/p1/product/7/print_filled',
      printSkipNetwork: '/api/p1/product/7/print-skip-network-attributes',
      xlsx: '/product/7/get-as-xlsx',
      xlsxMetro: '/product/7/get-as-xlsx-metro',
      passportWawi: '/product/7/get-passport-wawi',
    });
  });
});

describe('§3 Attribute types, read-only', () => {
  const g = { uuid: UNIT.G, name: 'g' };
  const values = [
    { uuid: 'v1', name: 'Mleko' },
    { uuid: 'v2', name: 'Gluten' },
  ];
  it.each([
    ['text', a(1, { data: [{ value: ['Polska'] }] }), { kind: 'text', text: 'Polska', unit: null }],
    [
      'number with unit',
      a(1, { type: 'number', available_units: [g], data: [{ value: ['500'], unit_uuid: UNIT.G }] }),
      { kind: 'text', text: '500', unit: 'g' },
    ],
    [
      'boolean no',
      a(1, { type: 'boolean', data: [{ value: ['false'] }] }),
      { kind: 'boolean', value: false, text: null },
    ],
    [
      'checkbox_text',
      a(1, { type: 'checkbox_text', data: [{ value: ['seler'] }] }),
      { kind: 'boolean', value: true, text: 'seler' },
    ],
    [
      'select',
      a(1, { type: 'select', available_values: values, data: [{ value: [], value_uuid: 'v2' }] }),
      { kind: 'text', text: 'Gluten', unit: null },
    ],
    [
      'multiselect',
      a(1, {
        type: 'checkbox_multi_select',
        available_values: values,
        data: [
          { value: [], value_uuid: 'v1' },
          { value: [], value_uuid: 'v2' },
        ],
      }),
      { kind: 'list', items: ['Mleko', 'Gluten'], unit: null },
    ],
    [
      'multiselect_number',
      a(1, {
        type: 'multiselect_number',
        available_values: values,
        data: [{ value: ['250'], value_uuid: 'v1', unit: 'kcal' }],
      }),
      { kind: 'list', items: ['Mleko: 250 kcal'], unit: null },
    ],
    [
      'rangenumber',
      a(1, { type: 'rangenumber', data: [{ value: ['2', '8'], unit: '°C' }] }),
      { kind: 'text', text: '2 – 8', unit: '°C' },
    ],
    [
      'threenumber',
      a(1, { type: 'threenumber', data: [{ value: ['1', '2', '3'], unit: 'mm' }] }),
      { kind: 'text', text: '1 × 2 × 3', unit: 'mm' },
    ],
    [
      'selectrangenumber under',
      a(1, { type: 'selectrangenumber', data: [{ value: ['<', '5'], unit: '%' }] }),
      { kind: 'text', text: '< 5', unit: '%' },
    ],
    [
      'selectrangenumber range',
      a(1, { type: 'selectrangenumber', data: [{ value: ['range', '4', '6'] }] }),
      { kind: 'text', text: '4 – 6', unit: null },
    ],
    [
      'html',
      a(1, { type: 'html_textarea', data: [{ value: ['<p>x</p>'] }] }),
      { kind: 'html', html: '<p>x</p>' },
    ],
    [
      'fileupload',
      a(1, { type: 'fileupload', data: [{ value: ['7'], filename: 'karta.pdf' }] }),
      { kind: 'file', id: 7, name: 'karta.pdf' },
    ],
    ['empty', a(1, { type: 'number' }), { kind: 'empty' }],
  ])('%s', (_name, attribute, expected) => {
    expect(displayValue(attribute, 'pl')).toEqual(expected);
  });

  const shown = (attribute: Attribute, language: 'pl' | 'de' | 'ro') => {
    const value = displayValue(attribute, language);
    return value.kind === 'text' ? value.text : value.kind === 'list' ? value.items.join('; ') : value.kind;
  };

  it.each([
    ['pl', '10 lut 2025, 09:30'],
    ['de', '10.02.2025, 09:30'],
    ['ro', '10 feb. 2025, 09:30'],
  ] as const)('a datetime reads as a date and time in %s, not as stored', (language, text) => {
    expect(shown(a(1, { type: 'datetime', data: [{ value: ['2025-02-10T09:30'] }] }), language)).toBe(text);
  });

  it('a date reads as a date in the language', () => {
    expect(shown(a(1, { type: 'date', data: [{ value: ['2025-02-10'] }] }), 'pl')).toBe('10 lut 2025');
    expect(shown(a(1, { type: 'date', data: [{ value: ['2025-02-10'] }] }), 'de')).toBe('10.02.2025');
  });

  it('a date the reader cannot read is shown as stored', () => {
    expect(shown(a(1, { type: 'date', data: [{ value: ['wiosna 2025'] }] }), 'pl')).toBe('wiosna 2025');
  });

  it.each([
    ['imported with a point', '3.2'],
    ['typed with a comma', '3,2'],
  ])("a decimal %s reads with the language's comma", (_how, stored) => {
    expect(shown(a(1, { type: 'float', data: [{ value: [stored] }] }), 'pl')).toBe('3,2');
    expect(shown(a(1, { type: 'number', data: [{ value: [stored], unit: 'kg' }] }), 'de')).toBe('3,2');
    expect(shown(a(1, { type: 'twonumber', data: [{ value: [stored, '10'] }] }), 'ro')).toBe('3,2 × 10');
    expect(
      shown(
        a(1, {
          type: 'multiselect_number',
          available_values: values,
          data: [{ value: [stored], value_uuid: 'v1' }],
        }),
        'pl',
      ),
    ).toBe('Mleko: 3,2');
  });

  it('digits are kept as typed: no rounding, no grouping, text is not a number', () => {
    expect(shown(a(1, { type: 'float', data: [{ value: ['1234.56789'] }] }), 'pl')).toBe('1234,56789');
    expect(shown(a(1, { type: 'text', data: [{ value: ['3.2'] }] }), 'pl')).toBe('3.2');
  });

  it('as xlsx cells: plain text and the unit apart', () => {
    const words = { yes: 'Tak', no: 'Nie' };
    expect(valueCells({ kind: 'text', text: '500', unit: 'g' }, words)).toEqual({ text: '500', unit: 'g' });
    expect(valueCells({ kind: 'boolean', value: true, text: 'seler' }, words)).toEqual({
      text: 'Tak: seler',
      unit: '',
    });
    expect(valueCells({ kind: 'list', items: ['a', 'b'], unit: null }, words).text).toBe('a; b');
    expect(valueCells({ kind: 'empty' }, words)).toEqual({ text: '', unit: '' });
    expect(htmlToText('<p>Świeży <b>sok</b> &amp; woda</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'Świeży sok & woda\nA\nB',
    );
  });
});

describe('§3 Logistics and availability, read-only', () => {
  const consumer = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
  const structures: Structure[] = [
    {
      is_network_structure: false,
      network_codes: [],
      packages: [
        {
          uuid: 'p1',
          package_type: PACKAGE_TYPE.CONSUMER,
          has_ean: true,
          fields: [
            { uuid: consumer.CONSUMER_UNITS_NUMBER, data: [{ value: ['1'] }] },
            { uuid: consumer.NET_WEIGHT, data: [{ value: ['500'], unit_uuid: UNIT.G }] },
            { uuid: consumer.DIMENSIONS, data: [{ value: ['100', '50', '20'], unit_uuid: UNIT.MM }] },
          ],
          eans: [{ uuid: 'e1', ean: '5901234123457', dates_enabled: false, date_from: null, date_to: null }],
        },
      ],
    },
    {
      is_network_structure: true,
      network_codes: ['metro'],
      packages: [
        {
          uuid: 'p2',
          package_type: PACKAGE_TYPE.PALLET,
          has_ean: false,
          fields: [],
          eans: [{ uuid: 'e2', ean: '123', dates_enabled: false, date_from: null, date_to: null }],
        },
      ],
    },
  ];
  const names: Record<string, string> = { [UNIT.G]: 'g', [UNIT.MM]: 'mm', [UNIT.CM3]: 'cm³' };

  it('summarises each package; the volume comes from the dimensions when not stored (§5 Computations)', () => {
    expect(logisticsSummary(structures, (uuid) => names[uuid] ?? null)).toEqual([
      {
        uuid: 'p1',
        packageType: PACKAGE_TYPE.CONSUMER,
        networkCodes: [],
        eans: ['5901234123457'],
        units: '1',
        dimensions: { value: '100 × 50 × 20', unit: 'mm' },
        volume: { value: '100,000', unit: 'cm³' },
        netWeight: { value: '500', unit: 'g' },
        grossWeight: null,
      },
      {
        uuid: 'p2',
        packageType: PACKAGE_TYPE.PALLET,
        networkCodes: ['metro'],
        // A package without the EAN flag shows no EANs (§4 the flag off clears them).
        eans: [],
        units: null,
        dimensions: null,
        volume: null,
        netWeight: null,
        grossWeight: null,
      },
    ]);
  });

  it('availability rows: named, visible first, then by name, numbers trimmed', () => {
    expect(
      availabilityRows(
        [
          { code: 'selgros', visibility: false, product_number: ' 1 ' },
          { code: 'metro', visibility: true, product_number: '' },
          { code: 'auchan', visibility: true, product_number: '9' },
        ],
        { selgros: 'Selgros', metro: 'Metro' },
      ),
    ).toEqual([
      { code: 'auchan', name: 'auchan', visible: true, productNumber: '9' },
      { code: 'metro', name: 'Metro', visible: true, productNumber: '' },
      { code: 'selgros', name: 'Selgros', visible: false, productNumber: '1' },
    ]);
  });
});

describe('§2 Product details: the card put together', () => {
  const attributes = demoDetailsCard.attributes.map((attribute) => ({
    ...attribute,
    is_required: attribute.type === 'textarea',
  }));
  const schema: DetailsSchemaInput = {
    sections: [
      { code: 'identify', name: 'Identyfikacja', kind: 'form' },
      { code: 'basic', name: 'Informacje podstawowe', kind: 'attributes' },
      { code: 'nutrition', name: 'Wartości odżywcze', kind: 'attributes' },
      { code: 'private_attributes', name: 'Atrybuty sieci', kind: 'attributes' },
    ],
    attributes: { basic: attributes.slice(0, 2), private_attributes: attributes.slice(2) },
    categories: [{ id: 17, name: 'Soki' }],
    producers: [{ id: 3, name: 'Sadownik' }],
    brands: [{ id: 4, name: 'Sadownik' }],
    sub_brands: [],
    networks: [{ code: 'selgros', name: 'Selgros' }],
    media_files: [],
    required_media: [6],
    available_media: [1, 2, 3, 4, 5, 6],
    one_of_required_media: [1, 2],
    logistic_definitions: [],
  };
  const show: DetailsShowInput = {
    id: 12,
    product_profile: {
      category_ids: [17],
      company_address: 1,
      return_address: 1,
      own_brand_type: 1,
      name: 'Sok jabłkowy 1 l',
      name_to_show: 'Sadownik Sok jabłkowy 1 l',
      gtin: '5901234123457',
      is_shared: false,
      is_basic: true,
      producer: 3,
      brand: 4,
      sub_brand: null,
    },
    logistic: { structures: [] },
    network_availability: demoDetailsCard.availability,
    product_requirement_sets: [],
    general_info: {
      updated_at: '2026-11-20T10:00:00.000Z',
      created_at: '2026-10-01T08:00:00.000Z',
      supplier_user: { name: 'Piotr Dostawca' },
      last_product_editor: null,
      is_edit_required: false,
      status: 2,
      sales_status: 1,
    },
  };

  it('names, attribute sections that have attributes, server issues with old namespaces renamed', () => {
    const card = buildDetailsCard(schema, show, {
      companyName: 'Sadownik Sp. z o.o.',
      remarkCount: 2,
      issues: [{ type: 'qc', ns: 'name_trade', identify: 'x', header: 'H', message: 'M' }],
      validation: false,
    });
    expect(card).toMatchObject({
      producer: 'Sadownik',
      brand: 'Sadownik',
      subBrand: null,
      categories: ['Soki'],
    });
    expect(card.sections.map((section) => section.code)).toEqual(['basic', 'private_attributes']);
    expect(card.attributes.map((attribute) => attribute.uuid)).toEqual(
      attributes.map((attribute) => attribute.uuid),
    );
    expect(card.issues).toEqual([
      { type: 'qc', ns: 'name_to_show', identify: 'x', header: 'H', message: 'M' },
    ]);
  });

  it('with validation on (§5 flag 10), what the ready validation finds missing is listed as validation issues', () => {
    const card = buildDetailsCard(schema, show, {
      companyName: '',
      remarkCount: 0,
      issues: [],
      validation: true,
    });
    const validation = card.issues.filter((issue) => issue.type === 'validation');
    // The empty required textarea, the missing photos and the missing package.
    expect(validation).toContainEqual({
      type: 'validation',
      ns: 'attributes',
      identify: attributes[1]!.uuid,
      header: 'Składniki',
      message: 'validation.notEmpty',
    });
    expect(validation.some((issue) => issue.ns === 'gallery')).toBe(true);
    expect(validation.some((issue) => issue.ns === 'logistic')).toBe(true);
  });
});
