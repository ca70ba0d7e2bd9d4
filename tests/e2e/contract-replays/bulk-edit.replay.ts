import { bulkEditViewContract } from '@screens/bulk-edit/bulk-edit.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { DEMO, logIn } from '../support';
import { openInApp } from './open-in-app';

/** Ids of the demo supplier's first cards, as the products list selects them for bulk edit. */
const selected = new WeakMap<object, number[]>();

/**
 * Bulk edit (§4 statuses 1–7) from its view contract: a new session over two of the demo supplier's cards,
 * opened as the products list's mass action opens it (`/bulk-edit/new?ids=…`, catalog start 2). Answers in
 * a status the real server does not give at that point are skipped (see the contract's arrangements).
 */
export const bulkEditReplay = defineContractReplay({
  name: 'bulk edit',
  contract: bulkEditViewContract,
  starts: [1],
  setup: async (page) => {
    await logIn(page, DEMO.supplier);
    const list = (await (await page.request.get('/api/p1/products?per_page=25')).json()) as {
      rows: { id: number }[];
    };
    selected.set(
      page,
      list.rows.map((row) => row.id),
    );
  },
  open: async (page) => {
    await openInApp(page, `/react/bulk-edit/new?ids=${(selected.get(page) ?? []).join(',')}`);
  },
});
