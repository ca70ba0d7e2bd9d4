import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialMeta } from '@domain/table-state';
import { tableStateFromSearch, tableStateToSearch, type UrlTableState } from '@domain/table-state-url';

const SIZES = [25, 50, 100, 200];
const read = (search: string) => tableStateFromSearch(search, SIZES, 50);
const write = (state: UrlTableState) => tableStateToSearch(state, 50);
const meta = (overrides: Partial<UrlTableState['meta']> = {}) => {
  const { currentPage, perPage, sortColumn, sortOrder, view } = initialMeta(overrides);
  return { currentPage, perPage, sortColumn, sortOrder, view };
};

describe('§3 Table state in the address', () => {
  it('writes nothing for the defaults', () => {
    expect(write({ filters: {}, meta: meta() })).toBe('');
  });

  it('writes what differs, in a fixed order, a multi filter repeated', () => {
    const search = write({
      filters: { status: ['2', '5'], q: 'sok jabłkowy' },
      meta: meta({ currentPage: 3, perPage: 100, sortColumn: 'name_to_show', sortOrder: 'desc' }),
    });
    expect(search).toBe(
      'page=3&per_page=100&sort=name_to_show&order=desc&q=sok+jab%C5%82kowy&status=2&status=5',
    );
  });

  it('reads a shared address back to the same state', () => {
    expect(read('?page=3&per_page=100&sort=name_to_show&order=desc&q=sok&status=2&status=5')).toEqual({
      filters: { q: 'sok', status: ['2', '5'] },
      meta: meta({ currentPage: 3, perPage: 100, sortColumn: 'name_to_show', sortOrder: 'desc' }),
    });
  });

  it.each([
    ['page=-2', { currentPage: 1 }],
    ['page=abc', { currentPage: 1 }],
    ['page=99999999999', { currentPage: 1 }],
    ['per_page=37', { perPage: 50 }],
    ['per_page=200', { perPage: 200 }],
    ['sort=name;drop table', { sortColumn: null }],
    ['order=desc', { sortOrder: 'asc' }],
    ['sort=gtin&order=sideways', { sortColumn: 'gtin', sortOrder: 'asc' }],
    ['view=<script>', { view: null }],
  ] as const)('falls back to the default for a malformed %s', (search, expected) => {
    expect(read(search).meta).toMatchObject(expected);
  });

  it('ignores malformed filter names and empty values, and cuts very long ones', () => {
    const long = 'x'.repeat(500);
    expect(read(`?Q=1&q=&1a=2&status=&brand_id=7&q2=${long}`).filters).toEqual({
      brand_id: '7',
      q2: 'x'.repeat(200),
    });
  });

  it('reads back every state it writes (property)', () => {
    const name = fc
      .stringMatching(/^[a-z][a-z0-9_]{0,10}$/)
      .filter((n) => !['page', 'per_page', 'sort', 'order', 'view'].includes(n));
    const value = fc.string({ minLength: 1, maxLength: 30 }).filter((v) => v.trim() !== '');
    const state = fc.record({
      filters: fc.dictionary(name, fc.oneof(value, fc.uniqueArray(value, { minLength: 2, maxLength: 3 }))),
      meta: fc.record({
        currentPage: fc.integer({ min: 1, max: 9999 }),
        perPage: fc.constantFrom(...SIZES),
        sortColumn: fc.option(name, { nil: null }),
        sortOrder: fc.constantFrom('asc' as const, 'desc' as const),
        view: fc.option(fc.constantFrom('table', 'grid'), { nil: null }),
      }),
    });
    fc.assert(
      fc.property(state, (original) => {
        const back = read(write(original));
        expect(write(back)).toBe(write(original));
        expect(back.filters).toEqual(original.filters);
      }),
    );
  });
});
