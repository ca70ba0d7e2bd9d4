import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importUploads, jobFiles } from '../db/schema';
import { FILE_KIND, newFileKey, type MediaStorage } from '../media/storage';

/** Rows moved per step: only this many files are in memory at once. */
const STEP = 20;

/**
 * Moves the bytes that rows from before 0044 still hold into the file storage, a few rows at a time
 * (docs/decisions/0057: a migration cannot reach S3, so the sweep does it). Each row is updated only if
 * nobody moved it meanwhile; a file put for a row that was moved by another process is removed again.
 * Answers how many rows now name a stored file instead of holding bytes.
 */
export async function moveLegacyFiles(db: Db, storage: MediaStorage): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ jobId: jobFiles.jobId, bytes: jobFiles.bytes })
      .from(jobFiles)
      .where(and(isNull(jobFiles.storageKey), isNotNull(jobFiles.bytes)))
      .limit(STEP);
    if (rows.length === 0) break;
    for (const row of rows) {
      const storageKey = newFileKey(FILE_KIND.JOB_FILE);
      await storage.put(storageKey, row.bytes!);
      const done = await db
        .update(jobFiles)
        .set({ storageKey, size: row.bytes!.byteLength, bytes: null })
        .where(and(eq(jobFiles.jobId, row.jobId), isNull(jobFiles.storageKey)))
        .returning({ jobId: jobFiles.jobId });
      if (done.length === 0) await storage.delete(storageKey);
      else moved += 1;
    }
  }
  for (;;) {
    const rows = await db
      .select({ id: importUploads.id, bytes: importUploads.bytes })
      .from(importUploads)
      .where(and(isNull(importUploads.storageKey), isNotNull(importUploads.bytes)))
      .limit(STEP);
    if (rows.length === 0) break;
    for (const row of rows) {
      const storageKey = newFileKey(FILE_KIND.IMPORT_UPLOAD);
      await storage.put(storageKey, row.bytes!);
      const done = await db
        .update(importUploads)
        .set({ storageKey, bytes: null })
        .where(and(eq(importUploads.id, row.id), isNull(importUploads.storageKey)))
        .returning({ id: importUploads.id });
      if (done.length === 0) await storage.delete(storageKey);
      else moved += 1;
    }
  }
  return moved;
}
