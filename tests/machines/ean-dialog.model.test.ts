import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { eanEntryFaults } from '@domain/ean-entry';
import { isEanNotSet } from '@domain/gs1';
import type { eanDialogMachine } from '@machines/ean-dialog.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof eanDialogMachine>;

/** §2 Modals EAN: only a code the browser accepts is checked or saved; a taken code names its refusal. */
describeModel('eanDialog', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    const faults = eanEntryFaults(context.ean.uuid, context.values, context.pack, context.structures);
    if (state !== 'editing') expect(faults).toEqual([]);
    if (state === 'checking' || state === 'findingCards') expect(isEanNotSet(context.values.ean)).toBe(false);
    if (state === 'taken' || state === 'findingCards') expect(context.taken?.message).not.toBe('');
    if (state !== 'taken' && state !== 'findingCards') expect(context.taken).toBeNull();
  },
});
