/**
 * Rows counted at most for a list's total (docs/decisions/0012). Counting is linear in the rows that
 * match, and in WebAssembly PostgreSQL the rows of a network's or a text search's filter, read from the
 * table, cost about 2 ms per thousand: past the cap the answer says "2 000+" and pages end there (40 pages
 * of 50), as search engines do. Measured with bench/product-list.bench.ts: 5,000 missed the 25 ms p95
 * goal by 10–20 ms on the first request after a filter change.
 */
export const COUNT_CAP = 2_000;

export interface PageOf<Row> {
  rows: Row[];
  page: number;
  total: number;
  capped: boolean;
}

export interface PageSource<Row> {
  /** One page of rows in the list's order. */
  rows(limit: number, offset: number): Promise<Row[]>;
  /** The number of matching rows, counting no further than `limit`. */
  count(limit: number): Promise<number>;
}

/**
 * A page and the total. A page that is not full ends the list, so its total needs no count (the usual
 * case of a filtered list); otherwise the count stops at the cap. A page past the end (or past the cap)
 * is clamped to the last one, so a stale link shows the end of the list rather than nothing.
 */
export async function pageOf<Row>(
  source: PageSource<Row>,
  page: number,
  perPage: number,
): Promise<PageOf<Row>> {
  const offset = (page - 1) * perPage;
  if (offset < COUNT_CAP) {
    const rows = await source.rows(perPage, offset);
    if (rows.length < perPage && (rows.length > 0 || page === 1))
      return { rows, page, total: offset + rows.length, capped: false };
    const counted = await countCapped(source);
    if (rows.length > 0) return { rows, page, ...counted };
    return lastPage(source, perPage, counted);
  }
  return lastPage(source, perPage, await countCapped(source));
}

async function countCapped<Row>(source: PageSource<Row>) {
  const counted = await source.count(COUNT_CAP + 1);
  return { total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
}

async function lastPage<Row>(
  source: PageSource<Row>,
  perPage: number,
  counted: { total: number; capped: boolean },
): Promise<PageOf<Row>> {
  const page = Math.max(1, Math.ceil(counted.total / perPage));
  return { rows: await source.rows(perPage, (page - 1) * perPage), page, ...counted };
}
