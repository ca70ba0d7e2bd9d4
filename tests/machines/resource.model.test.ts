import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { resourceMachine } from '@machines/resource.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof resourceMachine>;

/** §2 Screens: loaded data is shown until a reload fails; a failure is flagged for the retry message. */
describeModel('resource', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'loaded')
      expect(context).toMatchObject({ failed: false, data: [{ name: 'Tłocznia Sadowa' }] });
    if (state === 'failed') expect(context.failed).toBe(true);
  },
});
