import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import type { CatalogueText } from '@domain/jobs';
import { translate } from '@i18n/translate';
import { rowsOf, type Db } from '../db/client';
import { jobFiles, jobs } from '../db/schema';
import { currentRequestId } from '../ops/request-context';
import type { StoredJobFile } from './job-files';

/** §3 Job statuses (§9: four of them). */
export type JobStatus = 'pending' | 'running' | 'finished' | 'failed';

/** A claim is given up after this many starts: a job that kills its worker every time must not loop. */
export const MAX_ATTEMPTS = 3;

/** A job's title: a catalogue text, and the language of whoever queued it for the stored wording. */
export interface JobTitle extends CatalogueText {
  language: Language;
}

/**
 * The title columns of a job row: the wording in the queuing user's language (what a log or an old client
 * reads) and the catalogue text, which every answer says again in the asker's language (decision 0060).
 */
export function jobTitleColumns({ language, key, values }: JobTitle) {
  return {
    title: translate(language, key, values ?? {}),
    titleText: values === undefined ? { key } : { key, values },
  };
}

export interface NewJob {
  userId: number;
  kind: string;
  title: JobTitle;
  jobsKey: string;
  input: unknown;
  totalItems?: number;
}

export type JobRow = typeof jobs.$inferSelect;

/**
 * The user who switched into the one queuing the job, as the transaction's actor names them (pim.actor,
 * migration 0033): null when nobody switched, or when nobody is signed in (a timer of the server).
 */
const SWITCHED_BY = sql<
  number | null
>`(nullif(current_setting('pim.actor', true), '')::jsonb ->> 'sw')::integer`;

/**
 * Queues a job; a worker of any server process picks it up. The insert runs in a transaction of the
 * request's handle, which names its actor first: the job keeps who had switched into its user, and its
 * writes are on the trail with both people (docs/decisions/0052).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<JobRow> {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(jobs)
      .values({
        userId: job.userId,
        kind: job.kind,
        ...jobTitleColumns(job.title),
        jobsKey: job.jobsKey,
        input: job.input,
        totalItems: job.totalItems ?? 0,
        requestId: currentRequestId(),
        switchedById: SWITCHED_BY,
      })
      .returning(),
  );
  return row!;
}

/**
 * Takes the oldest job no live worker holds: pending, or running with a lease that ran out (its worker
 * died). SKIP LOCKED lets workers of several processes claim at once without waiting for each other or
 * taking the same row; the lease is what keeps a running job its worker's.
 */
export async function claimJob(db: Db, workerId: string, leaseMs: number): Promise<JobRow | null> {
  const result = await db.execute(sql`
    update jobs set
      status = 'running',
      locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = attempts + 1,
      started_at = coalesce(started_at, now())
    where id = (
      select id from jobs
      where status = 'pending' or (status = 'running' and locked_until < now())
      order by id
      for update skip locked
      limit 1
    )
    returning id`);
  const [claimed] = rowsOf<{ id: number }>(result);
  if (claimed === undefined) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, claimed.id));
  return row ?? null;
}

/** Only the worker holding the job writes to it: a worker whose lease was taken over stops quietly. */
const heldBy = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/** §3 output: progress, and a renewed lease (the worker is alive). False when the job is no longer its. */
export async function reportProgress(
  db: Db,
  id: number,
  workerId: string,
  progress: { currentItem: number; totalItems: number },
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      currentItem: progress.currentItem,
      totalItems: progress.totalItems,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends a job as finished with its result (and the key of its stored file), in one transaction. */
export async function finishJob(
  db: Db,
  id: number,
  workerId: string,
  result: unknown,
  file?: StoredJobFile,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({
        status: 'finished',
        result,
        currentItem: sql`greatest(${jobs.currentItem}, ${jobs.totalItems})`,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: new Date(),
      })
      .where(heldBy(id, workerId))
      .returning({ id: jobs.id });
    if (rows.length === 0) return false;
    if (file !== undefined)
      await tx.insert(jobFiles).values({
        jobId: id,
        filename: file.filename,
        contentType: file.contentType,
        storageKey: file.storageKey,
        size: file.size,
      });
    return true;
  });
}

/** Ends a job as failed; `result` says why in the user's words (a message key and its values). */
export async function failJob(db: Db, id: number, workerId: string | null, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', result, lockedBy: null, lockedUntil: null, finishedAt: new Date() })
    .where(workerId === null ? eq(jobs.id, id) : heldBy(id, workerId));
}

/**
 * Gives the jobs this worker holds back to the queue at once (a process shutting down): another process
 * claims them without waiting for the lease to run out. The handler still running here can no longer write
 * to them (every write checks the holder).
 */
export async function handBackJobs(db: Db, workerId: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length;
}
