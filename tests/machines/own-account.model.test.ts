import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { ownAccountMachine } from '@machines/own-account.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof ownAccountMachine>;

/** §7 Users: only a full name is ever saved; the form shows an account once one is read. */
describeModel('ownAccount', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'saving') {
      expect(context.firstName.trim()).not.toBe('');
      expect(context.lastName.trim()).not.toBe('');
    }
    if (state === 'editing' || state === 'saving') expect(context.account).not.toBeNull();
    if (state !== 'editing') expect(context.saved).toBe(false);
  },
});
