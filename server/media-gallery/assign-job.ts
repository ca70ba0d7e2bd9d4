import { JOB_SOURCE } from '@contract/jobs';
import type { AssignMode } from '@contract/media-gallery';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { enqueueJob, type JobRow } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { diskMediaStorage } from '../media/storage';
import { loadCurrentUser } from '../users/current-user';
import { mayUseGallery } from './access';
import { assignAssets, sizeOf, type Pairs } from './assign';

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
    title: translate(input.language, 'mediaGallery.assign.jobTitle', { count: sizeOf(input.pairs) }),
    jobsKey: JOB_SOURCE.MAIN,
    input,
    totalItems: input.pairs.length,
  });
}

/**
 * A large assignment as a background job: cards in batches, each batch its own transaction, progress
 * after each. Run again after a worker died, it skips what was already assigned (a file name already on
 * the card), so nothing is assigned twice. The user's access is checked as it is when the job runs.
 */
export function mediaGalleryAssignHandler(config: ServerConfig): JobHandler {
  const storage = diskMediaStorage(config.dataDir);
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
    const counts = await assignAssets(db, storage, { user, ...input }, (done, total) =>
      progress(done, total),
    );
    return {
      result: {
        message: 'mediaGallery.assign.done',
        values: { assigned: counts.assigned, skipped: counts.skipped },
      },
    };
  };
}
