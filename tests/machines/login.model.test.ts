import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { loginMachine } from '@machines/login.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof loginMachine>;

/** §8 Re-login: a login is only sent complete, and a refusal clears the password. */
describeModel('login', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'submitting') {
      expect(context.email.trim()).not.toBe('');
      expect(context.password).not.toBe('');
    }
    if (state === 'succeeded') expect(context.answer).not.toBeNull();
    if (context.fault?.kind === 'refused') expect(context.password).toBe('');
    if (context.fault?.kind === 'required') expect(context.fault.fields.length).toBeGreaterThan(0);
  },
});
