import type { GlnImportMode } from '@contract/gln-import';
import type { JobHandler } from '../jobs/worker';
import { applyGlnRows, importRows } from './gln-apply';

export const GLN_IMPORT = 'gln_import';

export interface GlnImportJobInput {
  import_id: number;
  mode: GlnImportMode;
}

/**
 * §6 Import GLN file of many rows, as a background job (§4 Jobs, docs/decisions/0050): the whole file in
 * one transaction, so "all or nothing" holds in the job as in the request, and a job run again after its
 * worker died starts over on a database where its first run left nothing.
 */
export function glnImportHandler(): JobHandler {
  return async ({ db, job, progress }) => {
    const input = job.input as GlnImportJobInput;
    const stored = await importRows(db, input.import_id);
    if (stored === null) return { result: { message: 'glnImport.result.gone' } };
    await progress(0, stored.rows.length);
    const outcome = await db.transaction((tx) => applyGlnRows(tx, stored.rows, input.mode));
    if (!outcome.ok)
      return { result: { message: 'glnImport.result.refused', values: { bad: outcome.badRows } } };
    return {
      result: {
        message: 'glnImport.result.applied',
        values: { applied: outcome.applied, unchanged: outcome.unchanged, skipped: outcome.skipped },
      },
    };
  };
}
