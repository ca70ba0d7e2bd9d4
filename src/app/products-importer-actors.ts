import { fromPromise } from 'xstate';
import { getJob } from '@api/jobs';
import { importReport, importSettings, startImport, uploadImport } from '@api/products-importer';
import { DELAYS } from '@domain/constants';
import { isEnded, type Job } from '@domain/jobs';
import {
  productsImporterMachine,
  type AwaitInput,
  type UploadInput,
} from '@machines/products-importer.machine';
import { watchJob } from './jobs-runtime';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

/**
 * §4 Jobs: the screen follows its own import as the panel does, every 2000 ms until it has ended; a failed
 * poll is ignored (§8) and the next one tried. Leaving the screen stops this polling, not the job.
 */
async function awaitImport({ job, onProgress }: AwaitInput, signal: AbortSignal): Promise<Job> {
  let current = job;
  while (!isEnded(current)) {
    await wait(DELAYS.JOB_POLL, signal);
    try {
      current = await getJob(current.id, signal);
      onProgress(current);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return current;
}

/** The importer machine with its real actors: the API, and the jobs panel told of the started job. */
export const productsImporterWithActors = productsImporterMachine.provide({
  actors: {
    loadSettings: fromPromise(() => importSettings()),
    upload: fromPromise<Awaited<ReturnType<typeof uploadImport>>, UploadInput>(({ input, signal }) =>
      uploadImport(input.source as File, input.forUpdate, input.onProgress, signal),
    ),
    startImport: fromPromise<Job, { uploadId: number }>(async ({ input }) => {
      const job = await startImport(input.uploadId);
      // §2 Jobs panel: the import is listed there with its progress, and stays after leaving the screen.
      watchJob(job);
      return job;
    }),
    awaitImport: fromPromise<Job, AwaitInput>(({ input, signal }) => awaitImport(input, signal)),
    loadReport: fromPromise(({ input }: { input: { jobId: number } }) => importReport(input.jobId)),
  },
});
