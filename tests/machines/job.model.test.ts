import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { jobMachine } from '@machines/job.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof jobMachine>;

/** §4 Jobs: an ended job is at 100 % and polls no more; only a job with a file downloads. */
describeModel('job', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'finished' || state === 'failed') expect(context.job.output.percentage).toBe(100);
    if (state === 'finished') expect(context.job.status).toBe('finished');
    if (state === 'failed') expect(context.job.status).toBe('failed');
    if (state === 'downloading') expect(context.job.result?.download).toBeDefined();
    if (state.startsWith('running')) expect(context.job.status).toBe('running');
    if (state.startsWith('pending')) expect(context.job.status).toBe('pending');
  },
});
