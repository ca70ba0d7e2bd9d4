import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { categorySearchMachine } from '@machines/category-search.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof categorySearchMachine>;

/** §2 Category picker: typing waits, then searches; the last tree stays while the next one loads. */
describeModel('categorySearch', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'loaded') {
      expect(context.categories).not.toBeNull();
      // The tree shown answers the last search that finished, never a stale one.
      expect(context.shownQ).toBe(context.q);
    }
    if (state === 'waiting') expect(context.q).toBe('pasta');
  },
});
