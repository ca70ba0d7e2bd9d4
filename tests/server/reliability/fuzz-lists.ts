import fc from 'fast-check';
import type { Principal } from './principals';

/**
 * R2 for the GET lists and reads of the API: who may read each (a query string is only read past the
 * role check). `bad-input-fuzz-queries.test.ts` fails for a GET route of the API without a row here.
 */
export const FUZZ_LISTS: Record<string, Principal> = {
  'GET /api/user-available-methods': 'supplier',
  'GET /api/page-config': 'anonymous',
  'GET /api/register/confirm': 'anonymous',
  'GET /api/users': 'admin',
  'GET /api/companies/choices': 'admin',
  'GET /api/unblock-requests': 'admin',
  'GET /api/shop/products': 'network',
  'GET /api/shop/assortment': 'network',
  'GET /api/shop/assortment/summary': 'network',
  'GET /api/shop/assortment/candidates': 'network',
  'GET /api/connect/gs1': 'supplier',
  'GET /api/p1/api-tokens': 'supplier',
  'GET /api/switch-me-to/targets': 'supplier',
  'GET /api/p1/audit-trail': 'admin',
  'GET /api/dashboard/stats': 'supplier',
  'GET /api/jobs': 'supplier',
  'GET /api/dashboard/todo': 'supplier',
  'GET /api/p1/offers/networks': 'supplier',
  'GET /api/p1/offers/cards': 'supplier',
  'GET /api/my-company': 'supplier',
  'GET /api/my-company/producers': 'supplier',
  'GET /api/p1/search-product-by-ean': 'supplier',
  'GET /api/p1/products': 'supplier',
  'GET /api/p1/products/export': 'supplier',
  'GET /api/p1/offers': 'supplier',
  'GET /api/p1/retail-chain/products': 'cm',
  'GET /api/p1/retail-chain/master-data': 'mdm',
  'GET /api/p1/qc-products': 'qc',
  'GET /api/p1/cin-products': 'cm',
  'GET /api/p1/products/bulk-assign/suppliers': 'admin',
  'GET /api/p1/requirement-sets': 'mdm',
  'GET /api/p1/requirement-sets/options': 'network',
  'GET /api/p1/essentialities': 'admin',
  'GET /api/p1/attribute-migrations': 'admin',
  'GET /api/p1/attribute-migrations/options': 'admin',
  'GET /product-excel/api/import/settings': 'supplier',
  'GET /product-excel/api/import/template': 'supplier',
  'GET /api/p1/categories': 'supplier',
  'GET /api/p1/producers': 'supplier',
  'GET /api/p1/addresses': 'supplier',
  'GET /api/statecharts/coverage': 'admin',
  'GET /media-gallery-api/assets': 'supplier',
  'GET /media-gallery-api/deleted-assets': 'supplier',
  'GET /media-gallery-api/directories': 'supplier',
  'GET /media-gallery-api/directory-options': 'supplier',
};

/** The API's GET routes without path parameters: the lists and reads a query string steers. */
export const isApiRead = (key: string) =>
  /^GET \/(api|product-excel\/api|media-gallery-api)\//.test(key) && !/[:*]/.test(key);

/** Parameter names the lists read (§3 table parameters and the lists' filters), and odd ones. */
const NAMES = [
  'page',
  'per_page',
  'sort',
  'order',
  'q',
  'ids',
  'status',
  'qc_status',
  'network_code',
  'category_id',
  'supplier_id',
  'brand_id',
  'completeness',
  'created_by',
  'ean',
  'token',
  'locales',
  'directory_id',
  'deleted',
  'type',
  'for_update',
  'company_id',
  'columns',
  'ids[]',
  'filters[status]',
  '__proto__',
];

const VALUES = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '1e999',
    '99999999999999999999',
    '2147483648',
    'asc',
    'desc',
    'name',
    'true',
    '%00',
    '\u0000',
    '\ud800',
    '😀',
    "'; drop table products; --",
    '<b>',
    ',,,',
    '1,2,3',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
);

/** A query string: a few known or random names, some repeated, with odd values, percent-encoded. */
export const fuzzQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 })), VALUES), {
    minLength: 1,
    maxLength: 6,
  })
  .map(
    (pairs) =>
      `?${pairs
        .map(([name, value]) => {
          // A lone surrogate cannot be percent-encoded as UTF-8; sent as its raw escape it still arrives.
          const encode = (text: string) => {
            try {
              return encodeURIComponent(text);
            } catch {
              return escape(text);
            }
          };
          return `${encode(name)}=${encode(value)}`;
        })
        .join('&')}`,
  );
