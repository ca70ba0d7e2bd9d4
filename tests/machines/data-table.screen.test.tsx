import { render } from '@testing-library/react';
import { createActor } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsForRole } from '@domain/user';
import { sessionMachine } from '@machines/session.machine';
import { SessionActorProvider } from '@app/session/session-context';
import { ProductsListView } from '@screens/products-list/products-list-screen';
import type { TableActor } from '@screens/products-list/products-table';
import { dataTableViewContract } from '@screens/products-list/data-table.view-contract';
import { isComplete } from './harness/coverage';
import { catalogEntry } from './harness/describe-model';
import type { CatalogEvent, PlannedPath } from './harness/types';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

const resizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  // Radix measures its menus; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterAll(() => {
  globalThis.ResizeObserver = resizeObserver;
});

/** A supplier who may create and edit cards (§6), as the session holds them. */
const supplierSession = () =>
  createActor(sessionMachine, {
    input: {
      user: {
        id: 1,
        first_name: 'Piotr',
        last_name: 'Dostawca',
        email: 'supplier@demo.pim',
        company_id: 1,
        network_name: null,
        network_code: null,
        media_gallery_token: null,
        role: 'supplier',
        ...flagsForRole('supplier'),
      },
      permissions: ['product.create', 'product.edit'],
      csrfToken: 'csrf',
      sessionLengthMs: 3_600_000,
    },
  }).start();

/** A catalog event by its type (and, where the catalog has several, the one `which` picks). */
function catalogEvent(type: string, which: (event: CatalogEvent) => boolean = () => true): CatalogEvent {
  const found = catalogEntry('dataTable').events.find((event) => event.type === type && which(event));
  if (found === undefined) throw new Error(`the dataTable catalog has no ${type} event`);
  return found;
}
const path = (...events: CatalogEvent[]): PlannedPath => ({
  origin: 'transition',
  start: 0,
  events,
  goal: null,
});
const answered = catalogEvent('xstate.done.actor.fetchPage');

/**
 * The planner reaches most commands of the list from its first load, where only the skeleton is shown;
 * these paths take the user's own way on a loaded list: turning a page, the page size, a sort, the
 * columns, selecting and clearing, a filter chosen and cleared, an action's notice closed, and typing
 * into a list that failed.
 */
const userPaths: PlannedPath[] = [
  path(
    catalogEvent('LOAD'),
    answered,
    catalogEvent('PAGE.CHANGE'),
    answered,
    catalogEvent('PER_PAGE.CHANGE'),
    answered,
    catalogEvent('SORT.CHANGE'),
    answered,
    catalogEvent('COLUMNS.CHANGE'),
    catalogEvent('ROW.TOGGLE'),
    catalogEvent('ROWS.CLEAR'),
    catalogEvent('ROWS.TOGGLE_PAGE'),
    catalogEvent('FILTER.SET'),
    answered,
    catalogEvent('FILTERS.CLEAR'),
    answered,
    catalogEvent('ACTION.RUN', (event) => (event['action'] as { id: string }).id === 'sales_status'),
    catalogEvent(
      'xstate.done.actor.runAction',
      (event) => (event['output'] as { count?: number }).count === 1,
    ),
    answered,
    catalogEvent('OUTCOME.DISMISS'),
  ),
  path(
    catalogEvent('LOAD'),
    answered,
    catalogEvent('RELOAD'),
    catalogEvent('xstate.error.actor.fetchPage'),
    catalogEvent('FILTER.TYPE'),
    catalogEvent('xstate.after.SEARCH_DELAY.dataTable.list.waiting'),
    answered,
  ),
];

/**
 * The products list as users see it (§2 Products list, §4 Tables), walked along every path of the
 * dataTable machine: filters typed and chosen, pages turned, a column sorted and chosen, rows selected,
 * a row's action asked for, confirmed or cancelled.
 */
describe('products list on every path of the dataTable machine', () => {
  it('shows in each state what the list means to the user, driven by clicks, typing and choices', async () => {
    const result = await runScreen(dataTableViewContract, {
      extraPaths: userPaths,
      mount: (actor) => {
        const session = supplierSession();
        const { hook } = memoryLocation({ path: '/product/list' });
        const { unmount } = render(
          <WithMessages>
            <SessionActorProvider value={session}>
              <Router hook={hook}>
                <ProductsListView actor={actor as TableActor} />
              </Router>
            </SessionActorProvider>
          </WithMessages>,
        );
        return () => {
          unmount();
          session.stop();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 300_000);
});
