import { and, eq, inArray, isNull } from 'drizzle-orm';
import { JOB_SOURCE } from '@contract/jobs';
import type { Language } from '@domain/constants';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { mediaGalleryAssets } from '../db/schema';
import { enqueueJob, type JobRow } from '../jobs/queue';
import type { FileMakingHandler } from '../jobs/job-files';
import { mediaStorageFor } from '../media/storage-from-config';
import { uniqueNames, zipStore, type ZipEntry } from './zip';

export const MEDIA_GALLERY_DOWNLOAD = 'media_gallery_download';

export interface DownloadInput {
  companyId: number;
  assetIds: number[];
  language: Language;
}

/** The archive's name: the day it was made (§7: the client saves under it, or 'media.zip'). */
export const zipFileName = (day: string) => `media-${day}.zip`;

/** §7 queued download: a job of source media_gallery_download (§3) that the jobs panel watches. */
export function queueDownload(db: Db, userId: number, input: DownloadInput): Promise<JobRow> {
  return enqueueJob(db, {
    userId,
    kind: MEDIA_GALLERY_DOWNLOAD,
    title: {
      language: input.language,
      key: 'mediaGallery.download.title',
      values: { count: input.assetIds.length },
    },
    jobsKey: JOB_SOURCE.MEDIA_GALLERY_DOWNLOAD,
    input,
    totalItems: input.assetIds.length,
  });
}

/**
 * Builds the zip of the assets that are still in the gallery when it runs (one deleted meanwhile is left
 * out), reporting each file as processed. Run again from the start when its worker died: the file is
 * written with the job's end.
 */
export function mediaGalleryDownloadHandler(config: ServerConfig): FileMakingHandler {
  const storage = mediaStorageFor(config);
  return async ({ db, job, progress }) => {
    const input = job.input as DownloadInput;
    const rows = await db
      .select()
      .from(mediaGalleryAssets)
      .where(
        and(
          eq(mediaGalleryAssets.companyId, input.companyId),
          inArray(mediaGalleryAssets.id, input.assetIds),
          isNull(mediaGalleryAssets.deletedAt),
        ),
      )
      .orderBy(mediaGalleryAssets.name, mediaGalleryAssets.id);
    const names = uniqueNames(rows.map((row) => row.name));
    const entries: ZipEntry[] = [];
    for (const [index, row] of rows.entries()) {
      const bytes = await storage.get(row.storageKey);
      if (bytes !== null) entries.push({ name: names[index]!, bytes, modified: row.updatedAt });
      await progress(index + 1, rows.length);
    }
    const day = new Date().toISOString().slice(0, 10);
    return {
      result: { message: 'mediaGallery.download.ready', values: { count: entries.length } },
      file: { filename: zipFileName(day), contentType: 'application/zip', bytes: zipStore(entries) },
    };
  };
}
