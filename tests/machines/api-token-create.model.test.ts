import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { apiTokenCreateMachine } from '@machines/api-token-create.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof apiTokenCreateMachine>;

/** §2 api-token-method-config: only a named token with a scope is ever sent; a secret only once made. */
describeModel('apiTokenCreate', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'saving') {
      expect(context.name.trim()).not.toBe('');
      expect(context.scopes.length).toBeGreaterThan(0);
    }
    expect(context.made !== null).toBe(state === 'created');
  },
});
