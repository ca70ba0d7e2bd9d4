import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { mayApply, type glnImportMachine } from '@machines/gln-import.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof glnImportMachine>;

/** §6 Import GLN file: a file is checked only once picked; only an allowed mode is applied; a report stays until a new file. */
describeModel('glnImport', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'checking') expect(context.file).not.toBeNull();
    if (state === 'checked') expect(context.report).not.toBeNull();
    if (state === 'applying') expect(mayApply(context.report, context.mode)).toBe(true);
    if (state === 'applied') expect(context.applied).not.toBeNull();
    if (state === 'queued') expect(context.job).not.toBeNull();
    if (state === 'choosing') expect(context.report).toBeNull();
  },
});
