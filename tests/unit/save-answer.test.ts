import { describe, expect, it } from 'vitest';
import { parseFaults, readLogisticsAnswer, readSaveAnswer } from '@domain/save-answer';

const fault = { namespace: 'name_trade', field: '', message: 'validation.required' };

describe('§8 handling of save answers', () => {
  it.each<[string, number, unknown, unknown]>([
    ['saved with a status', 200, { product_status: 2 }, { kind: 'saved', productStatus: 2 }],
    ['saved without a status', 201, {}, { kind: 'saved', productStatus: null }],
    ['204 has no body', 204, undefined, { kind: 'saved', productStatus: null }],
    ['not found', 404, { errors: [fault] }, { kind: 'notFound' }],
    [
      '400 with errors and warnings',
      400,
      { errors: [fault], warnings: [{ namespace: 'gallery', field: '1', message: 'w', type: 'qc' }] },
      {
        kind: 'invalid',
        errors: [{ namespace: 'product_profile', field: 'name_to_show', message: 'validation.required' }],
        warnings: [{ namespace: 'gallery', field: '1', message: 'w', type: 'qc' }],
      },
    ],
    ['400 with errors only', 400, { errors: [] }, { kind: 'invalid', errors: [], warnings: [] }],
    ['400 without an errors list', 400, { message: 'bad' }, { kind: 'unexpected' }],
    ['500', 500, { errors: [fault] }, { kind: 'unexpected' }],
    ['210 is above 209', 210, {}, { kind: 'unexpected' }],
    ['409 stale edit', 409, {}, { kind: 'unexpected' }],
  ])('%s', (_case, status, body, expected) => {
    expect(readSaveAnswer(status, body)).toEqual(expected);
  });

  it('malformed fault entries are left out, header and identify kept, unknown types dropped', () => {
    expect(
      parseFaults([
        null,
        { namespace: 'a' },
        { namespace: 'attributes', field: 'a1', message: 'm', type: 'bogus', header: 'H', identify: 'i1' },
      ]),
    ).toEqual([{ namespace: 'attributes', field: 'a1', message: 'm', header: 'H', identify: 'i1' }]);
    expect(parseFaults('nope')).toBeNull();
  });
});

describe('§8 logistics validation answers', () => {
  it.each<[string, number, unknown, unknown]>([
    ['valid', 200, {}, { kind: 'valid' }],
    [
      'failures become package faults',
      400,
      {
        errors: [
          { namespace: 'structures', field: 'p1.f1', message: 'm' },
          { namespace: 'ean', field: 'e1', message: 'n' },
        ],
      },
      {
        kind: 'invalid',
        faults: [
          { namespace: 'logistic', field: 'p1.f1', message: 'm' },
          { namespace: 'ean', field: 'e1', message: 'n' },
        ],
      },
    ],
    ['401 is not reported', 401, {}, { kind: 'unauthorized' }],
    ['anything else is reported', 502, {}, { kind: 'unexpected' }],
  ])('%s', (_case, status, body, expected) => {
    expect(readLogisticsAnswer(status, body)).toEqual(expected);
  });
});
