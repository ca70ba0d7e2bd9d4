import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { productDetailsMachine } from '@machines/product-details.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof productDetailsMachine>;

/** §2 Product details: what the screen can rely on in each state of the read-only card. */
describeModel('productDetails', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state.startsWith('loaded')) {
      // A loaded card always has its data; the filters keep their §2 values.
      expect(context.card?.id).toBe(12);
      expect(['all', 'qc', 'compliance', 'validation']).toContain(context.issueFilter);
    }
    if (state.includes('shown')) expect(context.remarks).toHaveLength(1);
    if (state === 'loading') expect(context.productId).toBe(12);
    if (state === 'notFound' || state === 'failed') expect(context.error).not.toBeNull();
  },
});
