import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { chunkRetryMachine } from '@machines/chunk-retry.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof chunkRetryMachine>;

/** §4 Lazy-load retry: a failure is kept for the error screen; a loaded chunk ends the machine. */
describeModel('chunkRetry', {
  assertState: (state, snapshot) => {
    const { context, status } = snapshot as Snapshot;
    expect(status).toBe(state === 'loaded' ? 'done' : 'active');
    if (state === 'failed' || state === 'reloadingOnce') expect(context.error).toBeInstanceOf(Error);
    if (state === 'loading') expect(context.error).toBeNull();
    if (state === 'loaded') expect(context.loaded).not.toBeNull();
  },
});
