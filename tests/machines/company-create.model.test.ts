import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  companyStepFaults,
  userStepFaults,
  type companyCreateMachine,
} from '@machines/company-create.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof companyCreateMachine>;

/** §2 create-company: the user step is reached only with a complete company, and only a complete pair is sent. */
describeModel('companyCreate', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'user' || state === 'saving') expect(companyStepFaults(context.company)).toEqual([]);
    if (state === 'saving') expect(userStepFaults(context.user)).toEqual([]);
    if (state === 'created') expect(context.createdId).not.toBeNull();
  },
});
