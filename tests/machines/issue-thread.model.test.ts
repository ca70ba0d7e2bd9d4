import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { issueThreadMachine } from '@machines/issue-thread.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof issueThreadMachine>;

/** §3 Fault and issue: a request is sent only from a read thread, and a refusal never empties the thread. */
describeModel('issueThread', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'ready' || state === 'sending') expect(context.thread).not.toBeNull();
    if (state === 'sending') expect(context.error).toBeNull();
  },
});
