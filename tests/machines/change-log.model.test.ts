import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { changeLogMachine } from '@machines/change-log.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof changeLogMachine>;

/**
 * The change-log report (docs/decisions/0052): a page is only shown with changes on it, "no changes" only
 * without, and older pages are only asked for while the server said there are more.
 */
describeModel('changeLog', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'page.idle') expect(context.entries.length).toBeGreaterThan(0);
    if (state === 'empty') expect(context.entries).toEqual([]);
    if (state === 'page.loadingMore') expect(context.nextBefore).not.toBeNull();
  },
});
