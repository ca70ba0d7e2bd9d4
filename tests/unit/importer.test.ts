import { describe, expect, test } from 'vitest';
import { findKeyRow, importFileName, mapColumns } from '@domain/importer-columns';
import {
  parseAttributeCell,
  parseDateTime,
  parseDay,
  parseNumber,
  type ImportAttribute,
} from '@domain/importer-cells';
import {
  applyCategory,
  checkRow,
  gtinOfCell,
  markRepeatedGtins,
  type RowLookups,
  type SourceRow,
} from '@domain/importer-rows';

const UUID = '2b7e4c90-5d1a-4f3e-8a6c-000000000001';
const UNIT_G = 'aaaaaaaa-0000-4000-8000-000000000001';
const UNIT_KG = 'aaaaaaaa-0000-4000-8000-000000000002';
const number: ImportAttribute = {
  uuid: UUID,
  type: 'number',
  units: [
    { uuid: UNIT_G, names: ['g', 'g'] },
    { uuid: UNIT_KG, names: ['kg', 'kg'] },
  ],
  values: [],
  validationValues: ['n/d'],
  customValuesCount: 0,
};
const select: ImportAttribute = {
  uuid: 'bbbbbbbb-0000-4000-8000-000000000001',
  type: 'multiselect',
  units: [],
  values: [
    { uuid: 'v1', name: 'Chłodnia', names: ['Chłodnia', 'Kühlung'] },
    { uuid: 'v2', name: 'Mroźnia', names: ['Mroźnia', 'Tiefkühlung'] },
  ],
  validationValues: [],
  customValuesCount: 0,
};

describe('importer columns (§2 column mapping check)', () => {
  test('keys are recognised wherever they stand; unknown and repeated ones are listed; required ones missing', () => {
    const importable = new Set([UUID]);
    const mapping = mapColumns(
      ['gtin', null, `attr:${UUID}`, 'kolor', 'gtin', `unit:${UUID}`],
      importable,
      false,
    );
    expect(mapping.recognised.map((column) => [column.index, column.key])).toEqual([
      [1, 'gtin'],
      [3, `attr:${UUID}`],
      [6, `unit:${UUID}`],
    ]);
    expect(mapping.unknown).toEqual([
      { index: 4, header: 'kolor' },
      { index: 5, header: 'gtin' },
    ]);
    expect(mapping.missing).toEqual(['name_to_show']);
    expect(mapColumns(['gtin'], importable, true).missing).toEqual([]);
  });

  test('the key row is the first of the top rows naming a known column (labels above it are skipped)', () => {
    expect(
      findKeyRow(
        [
          ['GTIN', 'Nazwa'],
          ['gtin', 'name_to_show'],
        ],
        new Set(),
      ),
    ).toBe(2);
    expect(findKeyRow([['a'], ['b']], new Set())).toBeNull();
  });

  test('file names keep their words, never markup, paths or control characters', () => {
    expect(importFileName('C:\\Users\\ala\\<script>alert(1)</script>.xlsx')).toBe('script.xlsx');
    expect(importFileName('Cennik "zima" & lato\u0007.xlsx')).toBe('Cennik zima  lato.xlsx');
    expect(importFileName('<>')).toBe('import.xlsx');
    expect(Array.from(importFileName(`${'ż'.repeat(300)}.xlsx`))).toHaveLength(120);
  });
});

describe('importer cells (§3 attribute types, §5 validity)', () => {
  test('dates: a date cell, YYYY-MM-DD or DD.MM.YYYY; anything else (and days that do not exist) refused', () => {
    expect(parseDay(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    expect(parseDay('2024-2-9')).toBe('2024-02-09');
    expect(parseDay('09.02.2024')).toBe('2024-02-09');
    for (const text of ['2023-02-29', '03/12/2024', '12 marca 2024', '']) expect(parseDay(text)).toBeNull();
    expect(parseDay(45000)).toBeNull();
    expect(parseDateTime('01.05.2024 7:30')).toBe('2024-05-01 07:30:00');
    expect(parseDateTime('2024-05-01 24:00')).toBeNull();
  });

  test('numbers take a decimal comma; integers refuse fractions', () => {
    expect(parseNumber('12,5')).toBe('12.5');
    expect(parseNumber(3)).toBe('3');
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('2.5', true)).toBeNull();
  });

  test('a number with several units needs its unit cell; a special value stands in for both', () => {
    expect(parseAttributeCell(number, '250', 'g')).toEqual({
      ok: true,
      data: [{ value: ['250'], value_uuid: null, unit_uuid: UNIT_G }],
    });
    expect(parseAttributeCell(number, '250', null)).toEqual({
      ok: false,
      problem: { message: 'validation.unit' },
      onUnit: true,
    });
    expect(parseAttributeCell(number, '250', 'funt')).toMatchObject({ ok: false, onUnit: true });
    expect(parseAttributeCell(number, 'n/d', null)).toMatchObject({ ok: true });
    expect(parseAttributeCell(number, 'dużo', 'g')).toMatchObject({
      ok: false,
      problem: { message: 'productsImporter.problems.number' },
    });
    const single = { ...number, units: [number.units[0]!] };
    expect(parseAttributeCell(single, '5', null)).toMatchObject({ ok: true, data: [{ unit_uuid: UNIT_G }] });
  });

  test('choices match names in any language; an unknown one is refused unless custom values are allowed', () => {
    const parsed = parseAttributeCell(select, 'kühlung; Mroźnia', null);
    expect(parsed.ok && parsed.data.map((entry) => entry.value_uuid)).toEqual(['v1', 'v2']);
    expect(parseAttributeCell(select, 'Piwnica', null)).toMatchObject({
      ok: false,
      problem: { message: 'productsImporter.problems.unknownValue', values: { value: 'Piwnica' } },
    });
    const custom = parseAttributeCell({ ...select, customValuesCount: 1 }, 'Piwnica', null);
    expect(custom).toMatchObject({ ok: true, data: [{ value: ['Piwnica'], is_custom_value: true }] });
  });
});

describe('importer rows (§2 per row, per cell)', () => {
  const columns = mapColumns(
    ['gtin', 'name_to_show', `attr:${UUID}`, `unit:${UUID}`],
    new Set([UUID]),
    false,
  ).recognised;
  const lookups: RowLookups = {
    forUpdate: false,
    attributes: new Map([[UUID, number]]),
    categories: new Map(),
    producers: new Map(),
  };
  const row = (n: number, values: unknown[]): SourceRow => ({
    row: n,
    cells: new Map(values.map((value, index) => [index + 1, { value: value as string }])),
  });

  test('a GTIN typed as a number gets back the zeros it lost; a wrong check digit is a fault of the GTIN cell', () => {
    expect(gtinOfCell(36000291452)).toBe('036000291452');
    expect(gtinOfCell(5901234123457)).toBe('5901234123457');
    const checked = checkRow(row(3, ['5901234123458', 'Sok', '1', 'kg']), columns, lookups);
    expect(checked.problems).toEqual([
      {
        column: 'gtin',
        message: 'validation.eanCheckDigit',
        values: { value: '5901234123458' },
        level: 'error',
      },
    ]);
    expect(checked.attributes).toEqual([
      { uuid: UUID, data: [{ value: ['1'], value_uuid: null, unit_uuid: UNIT_KG }] },
    ]);
  });

  test('a new card needs its shown name; the second row with one GTIN is refused, naming the first', () => {
    const rows = [
      row(3, ['5901234123457', 'Sok']),
      row(4, ['5901234123457', 'Sok 2']),
      row(5, ['5901234123457', '']),
    ];
    const checked = rows.map((source) => checkRow(source, columns, lookups));
    markRepeatedGtins(checked);
    expect(checked[1]!.problems).toEqual([
      {
        column: 'gtin',
        message: 'productsImporter.problems.gtinRepeated',
        values: { row: 3 },
        level: 'error',
      },
    ]);
    expect(checked[2]!.problems.map((problem) => problem.message)).toEqual(['validation.required']);
  });

  test('the category drops attributes it lacks and warns of required ones still empty', () => {
    const checked = checkRow(row(3, ['5901234123457', 'Sok', '1', 'kg']), columns, lookups);
    const none = applyCategory(checked, new Map(), new Set());
    expect(none.attributes).toEqual([]);
    expect(none.problems[0]).toMatchObject({
      message: 'productsImporter.problems.notInCategory',
      level: 'warning',
    });
    const other = applyCategory(
      checkRow(row(4, ['5901234123457', 'Sok']), columns, lookups),
      new Map([[UUID, { isRequired: true, isVisible: true }]]),
      new Set(),
    );
    expect(other.problems).toEqual([
      { column: `attr:${UUID}`, message: 'productsImporter.problems.requiredForReady', level: 'warning' },
    ]);
  });
});
