import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { productFormMachine } from '@machines/product-form.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof productFormMachine>;

/** §3 Form state, §4 Form behaviour: what the screen can rely on in each state of the card form. */
describeModel('productForm', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state.startsWith('ready')) {
      // A loaded form always has its card, and never more saved edits than made.
      expect(context.form).not.toBeNull();
      expect(context.savedRevision).toBeLessThanOrEqual(Math.max(context.revision, 1));
      // An edited attribute has lost its issue (§4 issues cleared on edit).
      const edited = context.form?.attributes.find((a) => a.data.length > 0);
      if (edited) expect(context.form?.issues.some((issue) => issue.identify === edited.uuid)).toBe(false);
    }
    if (state === 'loading') expect(context.productId).toBe(12);
    if (state === 'notFound' || state === 'failed') expect(context.error).not.toBeNull();
  },
});
