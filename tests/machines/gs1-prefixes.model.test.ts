import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { gs1PrefixListFaults } from '@domain/gs1-prefixes';
import type { gs1PrefixesMachine } from '@machines/gs1-prefixes.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof gs1PrefixesMachine>;

/** connect/gs1: the list being edited never holds a prefix the server would refuse; a loaded screen has its answer. */
describeModel('gs1Prefixes', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    expect(gs1PrefixListFaults(context.prefixes)).toEqual([]);
    if (state === 'editing' || state === 'saving') expect(context.answer).not.toBeNull();
    if (state === 'failed') expect(context.error).not.toBeNull();
  },
});
