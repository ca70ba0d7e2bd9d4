import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFiles } from '../db/schema';
import { FILE_KIND, newFileKey, type MediaStorage, type StoredStream } from '../media/storage';
import type { JobContext, JobHandler } from './worker';

/** A file a job made (an export, an import report, a zip), as its handler hands it over. */
export interface JobFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The same file once it is in the storage: what `finishJob` records with the job. */
export interface StoredJobFile {
  filename: string;
  contentType: string;
  storageKey: string;
  size: number;
  /** Removes the stored file: the job could not be finished with it (its lease was taken, or it failed). */
  discard(): Promise<void>;
}

export interface MadeJobOutcome {
  result: unknown;
  file?: JobFile;
  afterFinish?: () => Promise<void>;
}

/** A handler that makes its file in memory; `storingFiles` puts the file in the storage for it. */
export type FileMakingHandler = (context: JobContext) => Promise<MadeJobOutcome>;

/**
 * Puts the file a handler made in the storage under a `job-files/` key before the job is finished with it
 * (docs/decisions/0057): the row written by `finishJob` then only names the key.
 */
export function storingFiles(storage: MediaStorage, handler: FileMakingHandler): JobHandler {
  return async (context) => {
    const { file, ...outcome } = await handler(context);
    if (file === undefined) return outcome;
    const storageKey = newFileKey(FILE_KIND.JOB_FILE);
    await storage.put(storageKey, file.bytes);
    return {
      ...outcome,
      file: {
        filename: file.filename,
        contentType: file.contentType,
        storageKey,
        size: file.bytes.byteLength,
        discard: () => storage.delete(storageKey),
      },
    };
  };
}

export interface OpenedJobFile {
  filename: string;
  contentType: string;
  stream: StoredStream;
}

/**
 * The file of a job as a stream with its size: from the storage, or from the bytes a row written before
 * 0044 still holds. Null when the job has no file, or its stored file is missing.
 */
export async function openJobFile(
  db: Db,
  storage: MediaStorage,
  jobId: number,
): Promise<OpenedJobFile | null> {
  const [row] = await db
    .select({
      filename: jobFiles.filename,
      contentType: jobFiles.contentType,
      storageKey: jobFiles.storageKey,
      bytes: jobFiles.bytes,
    })
    .from(jobFiles)
    .where(eq(jobFiles.jobId, jobId));
  if (row === undefined) return null;
  const { filename, contentType } = row;
  if (row.storageKey !== null) {
    const stream = await storage.open(row.storageKey);
    return stream === null ? null : { filename, contentType, stream };
  }
  if (row.bytes === null) return null;
  const bytes = new Uint8Array(row.bytes);
  return { filename, contentType, stream: { body: new Blob([bytes]).stream(), size: bytes.byteLength } };
}
