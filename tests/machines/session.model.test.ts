import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { NO_MESSAGE } from '@domain/constants';
import type { sessionMachine } from '@machines/session.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** §4 Session state: who is logged in in each state, and what a session-level error carries. */
describeModel('session', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'anonymous') {
      expect(context.user).toBeNull();
      expect(context.csrfToken).toBe('');
      return;
    }
    // Every other state belongs to a user: unauthorized keeps the page (and its user) under re-login.
    expect(context.user).not.toBeNull();
    if (!state.includes('errorOccurred')) expect(context.message).toBe(NO_MESSAGE);
    // §6 Switch user: while authorized, the banner's states are exactly those acting as another account.
    if (state.includes('identity')) {
      const actingAs = state.includes('switchedUser') || state.includes('returning');
      expect(context.switchedBy !== null).toBe(actingAs);
    }
  },
});
