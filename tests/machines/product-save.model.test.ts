import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { productSaveMachine } from '@machines/product-save.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof productSaveMachine>;

/** §4 Saving, §8 save answers: what the form can rely on in each state. */
describeModel('productSave', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'saved') {
      // A successful save answers the status that becomes the form's status, and clears every fault.
      expect(context.status).toBe(2);
      expect(context.faults).toEqual([]);
      expect(context.failure).toBeNull();
    }
    if (state === 'invalid') expect(context.faults.length).toBeGreaterThan(0);
    if (state === 'failed') expect(['unexpected', 'conflict']).toContain(context.failure?.kind);
    if (state === 'notFound') expect(context.failure).toEqual({ kind: 'notFound' });
    if (state === 'saving' || state === 'validatingLogistics') expect(context.request).not.toBeNull();
    if (state === 'validatingLogistics') expect(context.mode).toBe('ready');
    // The card being edited is never forgotten, whatever the answer.
    expect(context.productId).toBe(12);
  },
});
