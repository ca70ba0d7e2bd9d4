import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importUploads } from '../db/schema';
import { FILE_KIND, newFileKey, type MediaStorage } from '../media/storage';

/**
 * §2 Products importer: the uploaded xlsx goes to the file storage under an `import-uploads/` key and its
 * row names the key (docs/decisions/0057). A row that could not be written leaves no file behind.
 */
export async function storeUpload<T>(
  storage: MediaStorage,
  bytes: Uint8Array,
  insertRow: (storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = newFileKey(FILE_KIND.IMPORT_UPLOAD);
  await storage.put(storageKey, bytes);
  try {
    return await insertRow(storageKey);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** The upload's bytes: from the storage, or from a row written before 0044; null when they are gone. */
export async function uploadBytes(
  storage: MediaStorage,
  upload: { storageKey: string | null; bytes: Buffer | null },
): Promise<Uint8Array | null> {
  if (upload.storageKey !== null) return storage.get(upload.storageKey);
  return upload.bytes === null ? null : new Uint8Array(upload.bytes);
}

/**
 * Once its import job has ended the upload's file is of no more use (the report reads the import rows):
 * the row forgets the file first, then the file goes, so a failure between the two leaves an orphan the
 * storage sweep removes rather than a row naming a missing file.
 */
export async function releaseUploadFile(db: Db, storage: MediaStorage, uploadId: number): Promise<void> {
  const [old] = await db
    .select({ storageKey: importUploads.storageKey })
    .from(importUploads)
    .where(eq(importUploads.id, uploadId));
  if (old === undefined) return;
  await db.update(importUploads).set({ storageKey: null, bytes: null }).where(eq(importUploads.id, uploadId));
  if (old.storageKey !== null) await storage.delete(old.storageKey);
}
