import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { assetDetailsMachine } from '@machines/asset-details.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof assetDetailsMachine>;

/** §2 Asset details: the page shows its asset once read; a failed read says why. */
describeModel('assetDetails', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state.startsWith('ready')) expect(context.details).not.toBeNull();
    if (state === 'failed') expect(context.notice).toMatchObject({ tone: 'error' });
  },
});
