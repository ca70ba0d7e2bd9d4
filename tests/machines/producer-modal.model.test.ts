import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { producerModalMachine } from '@machines/producer-modal.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof producerModalMachine>;

/** §2 Modals producer: only checked values are sent; an edit is never shown without its stored record. */
describeModel('producerModal', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'saving') expect(context.validate(context.values)).toEqual([]);
    if (state === 'editing' && context.mode.kind === 'editProducer')
      expect(context.mode.producer).toBeDefined();
    if (state === 'done') expect(context.result).not.toBeNull();
    if (state === 'done' && context.result?.kind !== 'producer')
      expect(context.result?.name).toBe(context.values.name?.trim());
  },
});
