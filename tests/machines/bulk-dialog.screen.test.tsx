import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BulkNumbersDialogView } from '@screens/products-list/bulk/bulk-numbers-dialog';
import type { BulkDialogActor } from '@screens/products-list/bulk/bulk-dialog-parts';
import { bulkDialogViewContract } from '@screens/products-list/bulk/bulk-dialog.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The bulk numbers dialog of the products list, walked along every path of the bulkDialog machine (§2). */
describe('bulk numbers dialog on every path of the bulkDialog machine', () => {
  it('shows loading, the grid, the dry run, faults and the result in each state, moved by clicks', async () => {
    const result = await runScreen(bulkDialogViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <BulkNumbersDialogView actor={actor as BulkDialogActor} ids={[1]} onClose={() => {}} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
