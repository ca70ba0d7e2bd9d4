import { JOB_SOURCE } from '@contract/jobs';
import type { AssignMode } from '@contract/media-gallery';
import type { Language } from '@domain/constants';
import type { ServerConfig } from '../config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, type JobRow } from '../jobs/queue';
import { JobLost, type JobHandler } from '../jobs/worker';
import { mediaStorageFor } from '../media/storage-from-config';
import { loadCurrentUser } from '../users/current-user';
import { mayUseGallery } from './access';
import { assignAssets, sizeOf, type AssignCounts, type AssignResume, type Pairs } from './assign';

export const MEDIA_GALLERY_ASSIGN = 'media_gallery_assign';

export interface AssignJobInput {
  companyId: number;
  type: number;
  mode: AssignMode;
  pairs: Pairs;
  language: Language;
}

export function queueAssign(db: Db, userId: number, input: AssignJobInput): Promise<JobRow> {
  return enqueueJob(db, {
    userId,
    kind: MEDIA_GALLERY_ASSIGN,
    title: {
      language: input.language,
      key: 'mediaGallery.assign.jobTitle',
      values: { count: sizeOf(input.pairs) },
    },
    jobsKey: JOB_SOURCE.MAIN,
    input,
    totalItems: input.pairs.length,
  });
}

const isCounts = (value: unknown): value is AssignCounts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AssignCounts).assigned === 'number' &&
  typeof (value as AssignCounts).skipped === 'number';

/**
 * The job row keeps how far its assignment got: `current_item` (cards done) and, while it runs, the
 * counts so far as its result (get-job shows no message for it). Both are written in each batch's
 * transaction, and only while this worker holds the job: a worker whose lease was taken over has its
 * batch rolled back instead of writing beside the one that took over.
 */
function resumeOf(job: JobRow): AssignResume {
  return {
    from: isCounts(job.result) ? job.currentItem : 0,
    counts: isCounts(job.result) ? job.result : { assigned: 0, skipped: 0 },
    async mark(tx, done, counts) {
      const held = await tx
        .update(jobs)
        .set({ currentItem: done, result: counts })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      if (held.length === 0) throw new JobLost();
    },
  };
}

/**
 * A large assignment as a background job: cards in batches, each batch its own transaction, progress
 * after each. A run after a worker died goes on after the last batch written (never assigning a card's
 * file twice, nor leaving a second copy of it on no card). The user's access is checked as it is when
 * the job runs.
 */
export function mediaGalleryAssignHandler(config: ServerConfig): JobHandler {
  const storage = mediaStorageFor(config);
  return async ({ db, job, progress }) => {
    const input = job.input as AssignJobInput;
    const user = await loadCurrentUser(db, job.userId);
    if (
      user === null ||
      user.is_blocked ||
      !mayUseGallery(user, config) ||
      user.company_id !== input.companyId
    )
      return { result: { message: 'jobs.errors.noAccess' } };
    const counts = await assignAssets(
      db,
      storage,
      { user, ...input },
      (done, total) => progress(done, total),
      undefined,
      resumeOf(job),
    );
    return {
      result: {
        message: 'mediaGallery.assign.done',
        values: { assigned: counts.assigned, skipped: counts.skipped },
      },
    };
  };
}
