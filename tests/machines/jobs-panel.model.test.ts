import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { jobsPanelMachine } from '@machines/jobs-panel.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof jobsPanelMachine>;

/** §2 Jobs panel: newest first; a notice only while one shows; a job downloading is still listed. */
describeModel('jobsPanel', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    const ids = context.jobs.map((entry) => entry.job.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    if (state.includes('notice.showing')) expect(context.notice).not.toBeNull();
    if (state.includes('notice.quiet')) expect(context.notice).toBeNull();
  },
});
