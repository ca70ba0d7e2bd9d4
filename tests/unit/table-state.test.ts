import { describe, expect, it } from 'vitest';
import {
  actionHref,
  initialMeta,
  keepSelection,
  pageCount,
  queryOf,
  resultRange,
  rowActions,
  togglePage,
  toggleRow,
  visibleColumns,
  withFilter,
  type TableInfo,
  type TablePage,
} from '@domain/table-state';

const column = (id: string, isDefault: boolean) => ({
  id,
  label: `list.columns.${id}`,
  sortable: true,
  default: isDefault,
  align: 'start' as const,
});

const info: TableInfo = {
  available_columns: [column('id', false), column('name', true), column('status', true)],
  per_page_sizes: [25, 50, 100, 200],
  single_actions: [
    { id: 'edit', label: 'edit', href: '/react/product/{id}/edit', danger: false },
    { id: 'delete', label: 'delete', confirm: 'confirm.delete', danger: true },
  ],
  mass_actions: [],
  disabled_rows: [3],
  filters: [{ name: 'q', label: 'q', kind: 'text', options: [], translate: false }],
  row_action_exclusions: { '2': ['delete'] },
};
const rows = [1, 2, 3].map((id) => ({ id, cells: { id } }));

describe('§3 Table state: filters and the query', () => {
  it('an empty value removes the filter, any other sets it', () => {
    expect(withFilter({ q: 'sok' }, 'q', '  ')).toEqual({});
    expect(withFilter({}, 'status', ['2', '5'])).toEqual({ status: ['2', '5'] });
    expect(withFilter({ status: ['2'] }, 'status', [])).toEqual({});
  });

  it('asks for the page, size and sort, and only the filters the list offers once it answered', () => {
    const meta = initialMeta({ currentPage: 3, sortColumn: 'name', sortOrder: 'desc' });
    expect(queryOf({ q: 'sok', rogue: 'x' }, meta, null)).toEqual({
      page: 3,
      per_page: 50,
      sort: 'name',
      order: 'desc',
      filters: { q: 'sok', rogue: 'x' },
    });
    expect(queryOf({ q: 'sok', rogue: 'x' }, initialMeta(), info)).toEqual({
      page: 1,
      per_page: 50,
      order: 'asc',
      filters: { q: 'sok' },
    });
  });
});

describe('§4 Tables: columns', () => {
  it("shows the list's defaults, or the user's choice in the list's order", () => {
    expect(visibleColumns(info, null).map((c) => c.id)).toEqual(['name', 'status']);
    expect(visibleColumns(info, ['status', 'id']).map((c) => c.id)).toEqual(['id', 'status']);
  });

  it('falls back to the defaults when a saved choice names no column the list has', () => {
    expect(visibleColumns(info, ['gone']).map((c) => c.id)).toEqual(['name', 'status']);
    expect(visibleColumns(null, ['id'])).toEqual([]);
  });
});

describe('§3 selectedRows and disabledRows', () => {
  it('toggles a row, never a disabled one or one not on the page', () => {
    expect(toggleRow([], 1, rows, info)).toEqual([1]);
    expect(toggleRow([1], 1, rows, info)).toEqual([]);
    expect(toggleRow([], 3, rows, info)).toEqual([]);
    expect(toggleRow([], 9, rows, info)).toEqual([]);
  });

  it('selects every selectable row of the page, and clears them when all were selected', () => {
    expect(togglePage([], rows, info)).toEqual([1, 2]);
    expect(togglePage([1], rows, info)).toEqual([1, 2]);
    expect(togglePage([1, 2], rows, info)).toEqual([]);
    expect(togglePage([], [], info)).toEqual([]);
  });

  it('keeps of a selection only the rows a new answer still has selectable', () => {
    const page: TablePage = {
      rows: rows.slice(1),
      total: 2,
      page: 1,
      per_page: 50,
      sort: null,
      order: 'asc',
      info,
    };
    expect(keepSelection([1, 2, 3], page)).toEqual([2]);
  });
});

describe('§3 singleActions per row', () => {
  it('leaves out the actions excluded for a row and fills in the link', () => {
    expect(rowActions(info, 2).map((a) => a.id)).toEqual(['edit']);
    expect(rowActions(info, 1).map((a) => a.id)).toEqual(['edit', 'delete']);
    expect(actionHref(info.single_actions[0]!, 7)).toBe('/react/product/7/edit');
    expect(actionHref(info.single_actions[1]!, 7)).toBeNull();
  });
});

describe("§9 'Wyników: {results} z {total}'", () => {
  it.each([
    [1, 50, 50, { first: 1, last: 50 }],
    [3, 50, 20, { first: 101, last: 120 }],
    [2, 25, 25, { first: 26, last: 50 }],
    [1, 50, 0, null],
  ])('page %i of %i with %i rows is %j', (page, perPage, onPage, range) => {
    expect(resultRange(page, perPage, onPage)).toEqual(range);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(100, 50)).toBe(2);
  });
});
