import { describe, expect, it } from 'vitest';
import { BulkEditView } from '@screens/bulk-edit/bulk-edit-screen';
import { bulkEditViewContract } from '@screens/bulk-edit/bulk-edit.view-contract';
import type { BulkEditActor } from '@screens/bulk-edit/loaded-bulk-edit';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { renderSignedIn } from './support/signed-in-screen';

/** The bulk editor as users see it, walked along every path of the bulkEdit machine (§4 statuses 1–7). */
describe('bulk edit on every path of the bulkEdit machine', () => {
  it('shows each status and request as the user sees it, driven by clicks in the grid and its dialogs', async () => {
    const result = await runScreen(bulkEditViewContract, {
      mount: (actor) =>
        renderSignedIn(<BulkEditView actor={actor as BulkEditActor} />, { path: '/bulk-edit/5' }),
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 180_000);
});
