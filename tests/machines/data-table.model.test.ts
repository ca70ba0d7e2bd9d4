import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { dataTableMachine } from '@machines/data-table.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof dataTableMachine>;

/** §3 Table state, §4 Tables: what each state of a list promises the table and the screen. */
describeModel('dataTable', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    // Only rows of the page that are not disabled can ever be selected.
    const disabled = new Set(context.info?.disabled_rows ?? []);
    const onPage = new Set(context.rows.map((row) => row.id));
    for (const id of context.selectedRows) {
      expect(onPage.has(id)).toBe(true);
      expect(disabled.has(id)).toBe(false);
    }
    // A filter typed or chosen always starts again from page 1, with nothing selected (§4 Tables).
    if (state === 'list.waiting') {
      expect(context.meta.currentPage).toBe(1);
      expect(context.selectedRows).toEqual([]);
    }
    if (state === 'list.loaded') expect(context.info).not.toBeNull();
    if (state === 'action.confirming') expect(context.pending?.confirm).not.toBeNull();
    if (state === 'action.running') expect(context.pending).not.toBeNull();
    if (state === 'action.leaving') expect(context.outcome?.redirect).toBe('/react/product/301/edit');
    if (state === 'list.failed') expect(context.error).toBeInstanceOf(Error);
  },
});
