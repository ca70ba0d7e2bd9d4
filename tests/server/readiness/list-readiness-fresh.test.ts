import { describe, expect, test } from 'vitest';
import { allListedIds, listOf } from '@tests/server/fixtures/product-list';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

/**
 * The readiness filter reads issues, offers and QC verdicts beside the list rows (docs/decisions/0042): a
 * report on a card moves it between "to do" and "clear" at once, in the rows and in the totals, although
 * the list rows themselves did not change.
 */
describe('GET /api/p1/products?readiness=: the totals after an issue is reported', () => {
  test('a reported issue moves the card to "to do" in the page and the total at once', async () => {
    const { app } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const admin = await loginAs(app, 'admin@demo.pim');
    const seenByNetwork = await allListedIds(app, network, { readiness: 'clear' });
    const clearBefore = await listOf(app, admin, { readiness: 'clear', sort: 'id', per_page: '25' });
    const todoBefore = await listOf(app, admin, { readiness: 'todo', sort: 'id', per_page: '25' });
    // A total over a page: counted (and kept), not read off a short page.
    expect(todoBefore.total).toBeGreaterThan(25);
    const card = clearBefore.rows.find((row) => seenByNetwork.includes(row.id));
    expect(card, 'a card the network sees, with nothing to do').toBeDefined();

    const reported = await request(app, 'POST', `/api/p1/product/${card!.id}/report-issues`, {
      cookie: network.cookie,
      csrf: network.csrf,
      body: {
        issues: [
          {
            type: 'qc',
            ns: 'attributes',
            identify: 'country',
            header: 'Kraj pochodzenia',
            message: 'Kraj pochodzenia nie zgadza się z etykietą.',
          },
        ],
      },
    });
    expect(reported.status, reported.text).toBe(201);

    const clearAfter = await listOf(app, admin, { readiness: 'clear', sort: 'id', per_page: '25' });
    const todoAfter = await listOf(app, admin, { readiness: 'todo', sort: 'id', per_page: '25' });
    expect(clearAfter.rows.map((row) => row.id)).not.toContain(card!.id);
    expect(clearAfter.total).toBe(clearBefore.total - 1);
    expect(todoAfter.total).toBe(todoBefore.total + 1);
  });
});
