import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { assortmentAddMachine } from '@machines/assortment-add.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof assortmentAddMachine>;

/** §2 shop-management: only a choice of cards is ever sent; an outcome only once added. */
describeModel('assortmentAdd', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'adding') expect(context.selected.length).toBeGreaterThan(0);
    expect(context.added > 0).toBe(state === 'added');
    if (state === 'searchFailed') expect(context.error).not.toBeNull();
  },
});
