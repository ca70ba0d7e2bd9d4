import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { valueMapOf } from '@domain/migration-mapping';
import type { migrationFormMachine } from '@machines/migration-form.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof migrationFormMachine>;

/** §2 Attribute migration form: the value map only ever names values of the chosen source attribute. */
describeModel('migrationForm', {
  assertState: (_state, snapshot) => {
    const { context } = snapshot as Snapshot;
    const source = context.attributes.find((attribute) => attribute.value === context.draft.sourceUuid);
    const known = new Set((source?.values ?? []).map((value) => value.value));
    for (const pair of valueMapOf(context.attributes, context.draft)) expect(known.has(pair.from)).toBe(true);
  },
});
