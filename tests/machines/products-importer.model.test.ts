import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { productsImporterMachine } from '@machines/products-importer.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof productsImporterMachine>;

/**
 * §2 Products importer: the preview only after a complete column check, a job only from the preview, the
 * report after the job, and a new file always starting clean.
 */
describeModel('productsImporter', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'loadFailed') expect(context.error).toBe('productsImporter.errors.loadFailed');
    if (state !== 'initialising' && state !== 'loadFailed') expect(context.settings).not.toBeNull();
    if (state === 'uploading') expect(context.source).toEqual({ name: 'produkty.xlsx' });
    if (state === 'mapping') expect(context.analysis).not.toBeNull();
    if (state === 'preview' || state === 'starting') expect(context.analysis?.mapping.missing).toEqual([]);
    if (state === 'importing') expect(context.job).not.toBeNull();
    if (state === 'done') {
      expect(context.job?.status).toBe('finished');
      expect(context.report?.summary.created).toBe(1);
    }
    if (state === 'failed') expect(context.error).toBe('productsImporter.errors.jobFailed');
    if (state === 'choosing' && context.error === null) expect(context.analysis).toBeNull();
  },
});
