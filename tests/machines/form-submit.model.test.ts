import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { formSubmitMachine } from '@machines/form-submit.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof formSubmitMachine>;

/** §2 Register and reset-password: only valid values are submitted; an answer is kept once submitted. */
describeModel('formSubmit', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'submitting') expect(context.validate(context.values)).toEqual([]);
    if (state === 'submitted') expect(context.result).not.toBeNull();
  },
});
