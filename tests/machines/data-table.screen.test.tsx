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
import { dataTableUserPaths } from './support/data-table-user-paths';
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
      switchedBy: null,
    },
  }).start();

/**
 * The products list as users see it (§2 Products list, §4 Tables), walked along every path of the
 * dataTable machine: filters typed and chosen, pages turned, a column sorted and chosen, rows selected,
 * a row's action asked for, confirmed or cancelled.
 */
describe('products list on every path of the dataTable machine', () => {
  it('shows in each state what the list means to the user, driven by clicks, typing and choices', async () => {
    const result = await runScreen(dataTableViewContract, {
      extraPaths: dataTableUserPaths,
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
