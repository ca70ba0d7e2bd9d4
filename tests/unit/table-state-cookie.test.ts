import { describe, expect, it } from 'vitest';
import { columnsCookie, columnsCookieName, readColumnsCookie } from '@domain/table-state-cookie';

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('§4 Tables: the columns cookie', () => {
  it('is named by the table namespace plus columns', () => {
    expect(columnsCookieName('products')).toBe('products_columns');
    expect(() => columnsCookieName('Products; path=/')).toThrow();
  });

  it('saves a choice for a year, and forgets it', () => {
    expect(columnsCookie('products', ['id', 'name_to_show'], NOW)).toBe(
      'products_columns=id%2Cname_to_show; Path=/; Expires=Sun, 21 Nov 2027 10:00:00 GMT; SameSite=Lax',
    );
    expect(columnsCookie('products', null, NOW)).toBe('products_columns=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('reads its own cookie among others', () => {
    const cookies = `other=1; ${columnsCookie('products', ['gtin', 'status'], NOW).split(';')[0]}; qc_columns=id`;
    expect(readColumnsCookie(cookies, 'products')).toEqual(['gtin', 'status']);
    expect(readColumnsCookie(cookies, 'qc')).toEqual(['id']);
    expect(readColumnsCookie(cookies, 'offers')).toBeNull();
  });

  it('drops what is not a column id, and an unreadable value', () => {
    expect(readColumnsCookie('products_columns=id,%3Cb%3E,id,gtin', 'products')).toEqual(['id', 'gtin']);
    expect(readColumnsCookie('products_columns=%E0%A4%A', 'products')).toBeNull();
    expect(readColumnsCookie('products_columns=', 'products')).toBeNull();
  });
});
