import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { directoryCreateMachine } from '@machines/directory-create.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof directoryCreateMachine>;

/** §2 Directories: only a typed name is ever sent. */
describeModel('directoryCreate', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'saving') expect(context.name.trim()).not.toBe('');
  },
});
