import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { directoryDialogsMachine } from '@machines/directory-dialogs.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof directoryDialogsMachine>;

/** §2 Directories: the rename dialog always names its directory; the share dialog always has its link. */
describeModel('directoryDialogs', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state.startsWith('renaming')) expect(context.renaming).not.toBeNull();
    if (state === 'shared') expect(context.url).not.toBeNull();
    if (state === 'idle') expect(context.renaming).toBeNull();
  },
});
