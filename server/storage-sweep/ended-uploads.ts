import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importUploads, jobs } from '../db/schema';
import { releaseUploadFile } from '../importer/upload-file';
import type { MediaStorage } from '../media/storage';

/**
 * Uploads whose import job has ended but whose file is still kept (the job gave up after its worker died
 * too often, or the process stopped between the end and the clean-up): their files go (docs/decisions/0057).
 */
export async function releaseEndedUploads(db: Db, storage: MediaStorage): Promise<number> {
  const ended = await db
    .select({ id: importUploads.id })
    .from(importUploads)
    .innerJoin(jobs, eq(jobs.id, importUploads.jobId))
    .where(
      and(
        inArray(jobs.status, ['finished', 'failed']),
        or(isNotNull(importUploads.storageKey), isNotNull(importUploads.bytes)),
      ),
    );
  for (const upload of ended) await releaseUploadFile(db, storage, upload.id);
  return ended.length;
}
