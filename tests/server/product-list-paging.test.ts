import { describe, expect, test } from 'vitest';
import { COUNT_CAP, pageOf, type PageSource } from '@server/lists/paging';

/** A list of `size` rows in memory, recording which counts and pages were asked for. */
function source(size: number) {
  const calls: string[] = [];
  const rows: PageSource<number> = {
    rows: (limit, offset) => {
      calls.push(`rows ${limit}@${offset}`);
      return Promise.resolve(
        Array.from({ length: Math.max(0, Math.min(limit, size - offset)) }, (_, i) => offset + i),
      );
    },
    count: (limit) => {
      calls.push(`count ${limit}`);
      return Promise.resolve(Math.min(size, limit));
    },
  };
  return { rows, calls };
}

describe('list paging (docs/decisions/0012)', () => {
  test('a first page that is not full is the whole list: no count', async () => {
    const { rows, calls } = source(7);
    expect(await pageOf(rows, 1, 25)).toEqual({
      rows: [0, 1, 2, 3, 4, 5, 6],
      page: 1,
      total: 7,
      capped: false,
    });
    expect(calls).toEqual(['rows 25@0']);
  });

  test('a full page is counted, up to the cap', async () => {
    const { rows, calls } = source(60);
    expect(await pageOf(rows, 2, 25)).toMatchObject({ page: 2, total: 60, capped: false });
    expect(calls).toEqual(['rows 25@25', `count ${COUNT_CAP + 1}`]);
    expect(await pageOf(source(COUNT_CAP * 3).rows, 1, 50)).toMatchObject({ total: COUNT_CAP, capped: true });
    expect(await pageOf(source(COUNT_CAP).rows, 1, 50)).toMatchObject({ total: COUNT_CAP, capped: false });
  });

  test('the last, partial page knows the total without a count', async () => {
    const { rows, calls } = source(60);
    expect(await pageOf(rows, 3, 25)).toEqual({
      rows: Array.from({ length: 10 }, (_, i) => 50 + i),
      page: 3,
      total: 60,
      capped: false,
    });
    expect(calls).toEqual(['rows 25@50']);
  });

  test('a page past the end, or past the cap, is the last page', async () => {
    expect(await pageOf(source(60).rows, 9, 25)).toMatchObject({ page: 3, total: 60 });
    expect(await pageOf(source(0).rows, 4, 25)).toMatchObject({ page: 1, total: 0, rows: [] });
    const { rows, calls } = source(COUNT_CAP * 5);
    expect(await pageOf(rows, 1000, 50)).toMatchObject({ page: COUNT_CAP / 50, capped: true });
    // Past the cap no page is read before the count: no walk over rows that cannot be shown.
    expect(calls[0]).toBe(`count ${COUNT_CAP + 1}`);
  });
});
