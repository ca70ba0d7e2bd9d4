import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { requirementSetDialogMachine } from '@machines/requirement-set-dialog.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof requirementSetDialogMachine>;

/** §2 Requirement sets: the form shows only with its options; a failed read says why. */
describeModel('requirementSetDialog', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'editing' || state === 'saving') expect(context.options).not.toBeNull();
    if (state === 'loadFailed') expect(context.refusal?.message).not.toBe('');
    if (state === 'loading') expect(context.options).toBeNull();
  },
});
