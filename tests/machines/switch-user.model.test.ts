import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { switchUserMachine } from '@machines/switch-user.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof switchUserMachine>;

/** §6 Switch user: a switch is only asked for a chosen account; a refusal shows only after one. */
describeModel('switchUser', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'switching') expect(context.chosen).not.toBeNull();
    expect(context.error !== null).toBe(state === 'failed');
  },
});
