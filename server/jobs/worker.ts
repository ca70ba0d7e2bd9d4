import { randomUUID } from 'node:crypto';
import { actingDb } from '../audit/actor';
import { jobActor } from '../audit/job-actor';
import type { Db } from '../db/client';
import { withRequestId } from '../ops/request-context';
import {
  MAX_ATTEMPTS,
  claimJob,
  failJob,
  finishJob,
  handBackJobs,
  reportProgress,
  type JobRow,
} from './queue';
import type { StoredJobFile } from './job-files';

/** What a handler gets: its job, the database, and a way to report progress (which renews the lease). */
export interface JobContext {
  db: Db;
  job: JobRow;
  /** Throws JobLost when the job was taken over (this worker's lease ran out): the handler must stop. */
  progress(currentItem: number, totalItems: number): Promise<void>;
}

export interface JobOutcome {
  result: unknown;
  /** Already in the storage (`storingFiles`); removed again when the job cannot be finished with it. */
  file?: StoredJobFile;
  /** Runs once the job is recorded as finished: removes what only the run needed (an import's upload). */
  afterFinish?: () => Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

/** The job is no longer this worker's; nothing more may be written for it. */
export class JobLost extends Error {}

export interface WorkerOptions {
  /** How long a claim holds without a sign of life; a dead worker's job is claimed again after it. */
  leaseMs?: number;
  /** How long an idle worker waits before it looks for work again (a new job wakes it at once). */
  idleMs?: number;
  /** Progress is written at most this often (each write renews the lease). */
  progressEveryMs?: number;
  reportError?: (error: unknown) => void;
}

export interface JobWorker {
  id: string;
  /** A job was just queued in this process: look now rather than after the idle wait. */
  wake(): void;
  /**
   * Stops looking for work and waits for the job in hand; past `graceMs` the job is handed back to the
   * queue for another process (a shutdown that cannot wait). Without a grace it waits for the job.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * One worker loop in this server process. Several processes on one PostgreSQL each run one; the claim
 * (queue.ts) makes sure a job runs in one of them at a time, and a job whose worker died is resumed by
 * whichever worker finds its lease expired. A job that failed to finish MAX_ATTEMPTS times is failed.
 */
export function startJobWorker(
  db: Db,
  handlers: Readonly<Record<string, JobHandler>>,
  options: WorkerOptions = {},
): JobWorker {
  const id = `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const idleMs = options.idleMs ?? 1_000;
  const progressEveryMs = options.progressEveryMs ?? 250;
  let running = true;
  let wakeUp: (() => void) | null = null;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, idleMs);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  /** Records the outcome; a stored file the job could not be finished with leaves no orphan behind. */
  const endWith = async (job: JobRow, outcome: JobOutcome) => {
    let finished = false;
    try {
      finished = await finishJob(db, job.id, id, outcome.result, outcome.file);
    } finally {
      if (!finished) await outcome.file?.discard();
    }
    if (!finished) return;
    try {
      await outcome.afterFinish?.();
    } catch (error) {
      // The job is done; what is left behind is found by the storage sweep.
      options.reportError?.(error);
    }
  };

  const run = async (job: JobRow) => {
    if (job.attempts > MAX_ATTEMPTS) {
      await failJob(db, job.id, id, { message: 'jobs.errors.gaveUp' });
      return;
    }
    const handler = handlers[job.kind];
    if (handler === undefined) {
      await failJob(db, job.id, id, { message: 'jobs.errors.unknownKind' });
      return;
    }
    let lastWrite = 0;
    const progress = async (currentItem: number, totalItems: number) => {
      const now = Date.now();
      if (now - lastWrite < progressEveryMs && currentItem < totalItems) return;
      lastWrite = now;
      if (!(await reportProgress(db, job.id, id, { currentItem, totalItems }, leaseMs))) throw new JobLost();
    };
    try {
      // The job's lines carry the id of the request that queued it (or the job's own).
      // The job's writes are on the audit trail as its owner's, from the job's source.
      const actor = await jobActor(db, job);
      const outcome = await withRequestId(job.requestId ?? `job-${job.id}`, () =>
        handler({ db: actingDb(db, () => actor), job, progress }),
      );
      await endWith(job, outcome);
    } catch (error) {
      if (error instanceof JobLost) return;
      options.reportError?.(error);
      await failJob(db, job.id, id, { message: 'jobs.errors.failed' });
    }
  };

  const loop = (async () => {
    while (running) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(db, id, leaseMs);
      } catch (error) {
        // The database went away for a moment (a restart, a closed connection): try again later.
        options.reportError?.(error);
      }
      if (job === null) {
        if (running) await idle();
        continue;
      }
      try {
        await run(job);
      } catch (error) {
        // Ending the job failed (the database went away): its lease runs out and it is claimed again.
        options.reportError?.(error);
      }
    }
  })();

  return {
    id,
    wake: () => wakeUp?.(),
    stop: async (stopOptions = {}) => {
      running = false;
      wakeUp?.();
      const graceMs = stopOptions.graceMs;
      if (graceMs === undefined) {
        await loop;
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      const outcome = await Promise.race([loop.then(() => 'done' as const), outOfTime]);
      clearTimeout(timer);
      if (outcome === 'late') await handBackJobs(db, id);
    },
  };
}
