import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Asset } from '@contract/media-gallery';
import { MAX_ID } from '@contract/list-params';
import { MEDIA_TYPE } from '@domain/constants';
import { MEDIA_GALLERY, type AssetKind } from '@domain/media-gallery';
import { MEDIA_UPLOAD } from '@domain/media';
import type { Db } from '../db/client';
import { mediaGalleryAssets, mediaGalleryDirectories, users } from '../db/schema';
import { inspectUpload, PDF_TYPE } from '../media/inspect';
import { newMediaKey, type MediaStorage } from '../media/storage';

export type AssetRow = typeof mediaGalleryAssets.$inferSelect;

/** Where the browser reads an asset and its thumbnail, under the gallery's address. */
export const assetFileUrl = (base: string, id: number, version: number) =>
  `${base}/assets/${id}/file?v=${version}`;
export const assetThumbUrl = (base: string, id: number, version: number) =>
  `${base}/assets/${id}/thumbnail?v=${version}`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The wire form of an asset (details, upload answer). */
export function assetAnswer(
  base: string,
  row: AssetRow,
  extra: { directory: string | null; uploadedBy: string },
): Asset {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AssetKind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    version: row.version,
    directory_id: row.directoryId,
    directory: extra.directory,
    uploaded_by: extra.uploadedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: iso(row.deletedAt),
    url: assetFileUrl(base, row.id, row.version),
    thumbnail_url: row.thumbKey === null ? null : assetThumbUrl(base, row.id, row.version),
  };
}

const validIds = (ids: readonly number[]) =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID);

/**
 * The company's assets with these ids (in the deleted list or not, as asked); another company's ids are
 * simply absent, so the caller answers 404 for them.
 */
export async function companyAssets(
  db: Db,
  companyId: number,
  ids: readonly number[],
  state: 'live' | 'deleted' | 'any',
): Promise<AssetRow[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  const conditions: SQL[] = [
    eq(mediaGalleryAssets.companyId, companyId),
    inArray(mediaGalleryAssets.id, wanted),
  ];
  if (state === 'live') conditions.push(isNull(mediaGalleryAssets.deletedAt));
  if (state === 'deleted') conditions.push(isNotNull(mediaGalleryAssets.deletedAt));
  return db
    .select()
    .from(mediaGalleryAssets)
    .where(and(...conditions));
}

/** One asset with its directory's name and the uploader's name, or null when not the company's. */
export async function assetWithNames(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({
      asset: mediaGalleryAssets,
      directory: mediaGalleryDirectories.name,
      first: users.firstName,
      last: users.lastName,
    })
    .from(mediaGalleryAssets)
    .innerJoin(users, eq(users.id, mediaGalleryAssets.uploadedBy))
    .leftJoin(mediaGalleryDirectories, eq(mediaGalleryDirectories.id, mediaGalleryAssets.directoryId))
    .where(and(eq(mediaGalleryAssets.companyId, companyId), inArray(mediaGalleryAssets.id, validIds([id]))))
    .limit(1);
  if (row === undefined) return null;
  return { row: row.asset, directory: row.directory, uploadedBy: `${row.first} ${row.last}` };
}

/** The company's directory, or null (another company's directory is as unknown as a missing one). */
export async function companyDirectory(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(mediaGalleryDirectories)
    .where(
      and(
        eq(mediaGalleryDirectories.companyId, companyId),
        inArray(mediaGalleryDirectories.id, validIds([id])),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What an accepted upload stores besides its row. */
export interface StoredBytes {
  kind: AssetKind;
  mime: string;
  width: number | null;
  height: number | null;
  storageKey: string;
  thumbKey: string | null;
}

export type Checked = { ok: true; stored: StoredBytes } | { ok: false; message: string };

/** A small WebP of an image for the lists (§2: thumbnail), EXIF orientation applied. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const size = MEDIA_GALLERY.THUMB_SIZE;
  return new Uint8Array(
    await sharp(bytes, { limitInputPixels: MEDIA_UPLOAD.MAX_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer(),
  );
}

/**
 * §2 Upload: an image (JPEG, PNG, WebP, TIFF, read with sharp under the pixel limit) or a PDF, sniffed
 * from its bytes; anything else is refused. The bytes and the thumbnail are stored under generated keys;
 * the caller removes them again (`discard`) when its row is not written.
 */
export async function checkAndStore(storage: MediaStorage, bytes: Uint8Array): Promise<Checked> {
  const inspected = await inspectUpload(bytes, MEDIA_TYPE.OTHER);
  if (!inspected.ok) return { ok: false, message: inspected.message };
  const { mime, width, height } = inspected.file;
  const kind: AssetKind | null = width !== null ? 'image' : mime === PDF_TYPE ? 'pdf' : null;
  if (kind === null) return { ok: false, message: 'mediaGallery.errors.unsupportedType' };
  const storageKey = newMediaKey();
  const thumbKey = kind === 'image' ? newMediaKey() : null;
  const thumb = thumbKey === null ? null : await thumbnailOf(bytes);
  await storage.put(storageKey, bytes);
  if (thumbKey !== null && thumb !== null) await storage.put(thumbKey, thumb);
  return { ok: true, stored: { kind, mime, width, height, storageKey, thumbKey } };
}

/** Removes stored bytes that no row names (a failed write, a replaced version, a purged asset). */
export async function discard(storage: MediaStorage, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => key !== null)
      .map((key) => storage.delete(key).catch(() => undefined)),
  );
}
