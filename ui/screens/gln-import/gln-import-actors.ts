import { fromPromise } from 'xstate';
import { applyGlnImport, checkGlnFile } from '@api/gln-import';
import type { GlnImportCheck, GlnImportMode } from '@contract/gln-import';
import { watchJob } from '@app/jobs-runtime';
import { glnImportMachine, type GlnApplyOutput, type GlnFile } from '@machines/gln-import.machine';

/** The GLN import machine with the real calls; a job started by a large file is handed to the jobs panel. */
export const glnImportWithActors = (fallbacks: { check: string; apply: string }) =>
  glnImportMachine.provide({
    actors: {
      check: fromPromise<GlnImportCheck, { file: GlnFile }>(({ input }) =>
        checkGlnFile(input.file.source as File, fallbacks.check),
      ),
      apply: fromPromise<GlnApplyOutput, { importId: number; mode: GlnImportMode }>(async ({ input }) => {
        const outcome = await applyGlnImport(input.importId, input.mode, fallbacks.apply);
        if (outcome.kind === 'queued') watchJob(outcome.job);
        return outcome;
      }),
    },
  });
