import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MediaFileAnswer, MediaFileSummary } from '@contract/media';
import { photoWarnings } from '@domain/media';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { mediaFiles, products } from '../db/schema';
import { readableProducts } from '../products/card';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** Ids above PostgreSQL's integer range cannot name a file (and would fail the query). */
const MAX_ID = 2_147_483_647;

/** §7 Where the browser reads a file. */
export function mediaUrl(id: number): string {
  return `/api/p1/media/${id}`;
}

/** §5 Photo requirements an image does not meet (message keys); none for files that are not images. */
export function warningsOf(row: MediaRow): string[] {
  if (row.width === null || row.height === null || row.format === null) return [];
  return photoWarnings(
    { width: row.width, height: row.height, dpi: row.dpi, format: row.format, colorSpace: row.colorSpace },
    row.type,
  );
}

/** The upload answer. */
export function answerOf(row: MediaRow): MediaFileAnswer {
  return {
    id: row.id,
    type: row.type,
    filename: row.filename,
    size: row.size,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    format: row.format,
    color_space: row.colorSpace,
    url: mediaUrl(row.id),
    warnings: warningsOf(row),
  };
}

export function summaryOf(row: MediaRow): MediaFileSummary {
  return {
    id: row.id,
    type: row.type,
    filename: row.filename,
    size: row.size,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.id),
    warnings: warningsOf(row),
  };
}

/** The files with these ids that belong to the company, by id (ids of other companies are absent). */
export async function companyFiles(
  db: Db,
  ids: readonly number[],
  companyId: number,
): Promise<Map<number, MediaRow>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.id, wanted), eq(mediaFiles.companyId, companyId)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** §3 The files of a card's gallery in gallery order; entries naming no file of the company are left out. */
export async function galleryFiles(
  db: Db,
  gallery: readonly { id: number }[],
  companyId: number,
): Promise<MediaFileSummary[]> {
  const files = await companyFiles(
    db,
    gallery.map((entry) => entry.id),
    companyId,
  );
  const seen = new Set<number>();
  return gallery.flatMap((entry) => {
    const row = files.get(entry.id);
    if (row === undefined || seen.has(row.id)) return [];
    seen.add(row.id);
    return [summaryOf(row)];
  });
}

/**
 * A file the user may read: the user uploaded it, it belongs to the user's company, or it is in the
 * gallery of a card the user may read (§6, or offered to the user's chain: readableProducts, 0041). Null
 * otherwise, as if it did not exist.
 */
export async function findReadableFile(db: Db, user: CurrentUser, id: number): Promise<MediaRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  if (row === undefined) return null;
  if (row.uploadedBy === user.id || (user.company_id !== null && row.companyId === user.company_id))
    return row;
  const cards = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, row.companyId),
        sql`${products.gallery} @> ${JSON.stringify([{ id }])}::jsonb`,
        readableProducts(user),
      ),
    )
    .limit(1);
  return cards.length > 0 ? row : null;
}
