import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { richEditorMachine } from '@machines/rich-editor.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof richEditorMachine>;

/** docs/decisions/0054: content is edited and saved only once read, and a refusal always has its words. */
describeModel('richEditor', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (['editing', 'saving', 'saved', 'saveFailed', 'conflict'].includes(state))
      expect(context.loaded).not.toBeNull();
    if (state === 'saving' || state === 'editing' || state === 'saved') expect(context.error).toBeNull();
    if (state === 'saveFailed' || state === 'conflict' || state === 'loadFailed')
      expect(context.error).not.toBeNull();
  },
});
