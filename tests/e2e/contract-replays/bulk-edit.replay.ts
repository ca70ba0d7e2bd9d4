import { machineCatalog } from '@machines/index';
import { bulkEditViewContract } from '@screens/bulk-edit/bulk-edit.view-contract';
import type { CatalogEvent, PlannedPath } from '@tests/machines/harness/types';
import { defineContractReplay } from '../support/contract-replay';
import { DEMO, logIn } from '../support';
import { openInApp } from './open-in-app';

/** Ids of the demo supplier's first cards, as the products list selects them for bulk edit. */
const selected = new WeakMap<object, number[]>();

/** A bulk edit catalog event by its type (and, where the catalog has several, the one `which` picks). */
function catalogEvent(type: string, which: (event: CatalogEvent) => boolean = () => true): CatalogEvent {
  const found = (machineCatalog.find((entry) => entry.id === 'bulkEdit')?.events ?? []).find(
    (event) => event.type === type && which(event),
  );
  if (found === undefined) throw new Error(`the bulkEdit catalog has no ${type} event`);
  return found;
}
const inStatus = (status: number) => (event: CatalogEvent) =>
  (event['output'] as { status?: number } | undefined)?.status === status;

/**
 * §4 statuses 1 → 4 → 6 → 7 the user's way: the planner reaches the save from a session the server
 * already holds validated, which the real server does not give to a new one; here the user validates
 * the new session, saves every card as a draft and the screen follows the job to saved.
 */
const savedTheUsersWay: PlannedPath = {
  origin: 'transition',
  start: 1,
  goal: null,
  events: [
    catalogEvent('xstate.done.actor.createSession'),
    catalogEvent('xstate.done.actor.loadGrid', inStatus(1)),
    catalogEvent('VALIDATE'),
    catalogEvent('xstate.done.actor.validate'),
    catalogEvent('SAVE', (event) => event['mode'] === 'draft'),
    catalogEvent('xstate.done.actor.startSave'),
    catalogEvent('xstate.after.POLL.bulkEdit.saving.waiting'),
    catalogEvent('xstate.done.actor.checkSaved', inStatus(7)),
  ],
};

/**
 * Bulk edit (§4 statuses 1–7) from its view contract: a new session over two of the demo supplier's cards,
 * opened as the products list's mass action opens it (`/bulk-edit/new?ids=…`, catalog start 2). Answers in
 * a status the real server does not give at that point are skipped (see the contract's arrangements).
 */
export const bulkEditReplay = defineContractReplay({
  name: 'bulk edit',
  contract: bulkEditViewContract,
  starts: [1],
  extraPaths: [savedTheUsersWay],
  setup: async (page) => {
    await logIn(page, DEMO.supplier);
    const list = (await (await page.request.get('/api/p1/products?per_page=25')).json()) as {
      rows: { id: number }[];
    };
    selected.set(
      page,
      // Two cards: the save job of the user's way ends within the checks' wait on a loaded machine.
      list.rows.slice(0, 2).map((row) => row.id),
    );
  },
  open: async (page) => {
    await openInApp(page, `/react/bulk-edit/new?ids=${(selected.get(page) ?? []).join(',')}`);
  },
});
