import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { mediaRemarkMachine } from '@machines/media-remark.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof mediaRemarkMachine>;

/** §2 Modals: media remark — a remark is sent only once the remarks are read, and a refusal names one cause. */
describeModel('mediaRemark', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'ready' || state === 'sending' || state === 'refused')
      expect(context.remarks).not.toBeNull();
    if (state === 'sending') expect([context.fault, context.error]).toEqual([null, null]);
    if (state === 'refused') expect((context.fault === null) !== (context.error === null)).toBe(true);
  },
});
