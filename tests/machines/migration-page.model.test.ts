import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { migrationPageMachine } from '@machines/migration-page.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof migrationPageMachine>;

/**
 * §2 edit-attribute-migration: a confirmation is only ever asked for a step the migration allows, and the
 * step is forgotten once the page is back to idle.
 */
describeModel('migrationPage', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'ready.confirming') {
      const allowed = context.step === 'agree' ? context.details?.can_agree : context.details?.can_apply;
      expect(allowed).toBe(true);
    }
    if (state === 'ready.idle') expect(context.step).toBeNull();
  },
});
