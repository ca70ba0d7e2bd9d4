import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AssignMode } from '@contract/media-gallery';
import { MEDIA_TYPE } from '@domain/constants';
import { gtin14, matchAssetsToCards } from '@domain/media-gallery';
import { addMediaFile } from '@domain/media';
import type { MediaFile } from '@domain/product';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { mediaFiles, mediaGalleryAssignments, products } from '../db/schema';
import { companyFiles } from '../media/files';
import { inspectUpload } from '../media/inspect';
import { newMediaKey, type MediaStorage } from '../media/storage';
import { visibleProducts } from '../products/scope';
import { companyAssets, discard, type AssetRow } from './assets';

/** Cards written per transaction by the job; each batch is whole or not at all. */
const BATCH = 50;

/** Which assets go onto which card. */
export type Pairs = [productId: number, assetIds: number[]][];

export interface AssignRequest {
  user: CurrentUser;
  companyId: number;
  type: number;
  mode: AssignMode;
  pairs: Pairs;
}

export interface AssignCounts {
  assigned: number;
  /** A file of the same name was on the card already (§5: a file name already used is rejected). */
  skipped: number;
}

/** §3 Media: photo types (every type but other) need an image; a PDF goes only as "other". */
export const fitsType = (asset: Pick<AssetRow, 'kind'>, type: number) =>
  asset.kind === 'image' || type === MEDIA_TYPE.OTHER;

/** The company's cards the user may see among these ids (§6), with their GTIN and gallery. */
export async function visibleCompanyCards(
  db: Db,
  user: CurrentUser,
  companyId: number,
  ids: readonly number[],
  /** Lock the rows until the transaction ends: the caller rewrites what it read (docs/decisions/0027). */
  forUpdate = false,
) {
  if (ids.length === 0) return [];
  const query = db
    .select({ id: products.id, name: products.nameToShow, gtin: products.gtin, gallery: products.gallery })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), inArray(products.id, [...new Set(ids)]), visibleProducts(user)),
    );
  return forUpdate ? query.for('update') : query;
}

/** §2 Automatic assign: the company's visible cards whose GTIN one of the names carries. */
export async function autoMatches(db: Db, user: CurrentUser, companyId: number, assets: readonly AssetRow[]) {
  const candidates = [
    ...new Set(
      assets.map((asset) => /^\d+/.exec(asset.name)?.[0]).filter((d): d is string => d !== undefined),
    ),
  ].map(gtin14);
  const cards =
    candidates.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.nameToShow, gtin: products.gtin })
          .from(products)
          .where(
            and(
              eq(products.companyId, companyId),
              inArray(sql`lpad(${products.gtin}, 14, '0')`, candidates),
              visibleProducts(user),
            ),
          )
          .orderBy(products.id);
  return matchAssetsToCards(
    assets,
    cards.map((card) => ({ ...card, gtins: card.gtin === null ? [] : [card.gtin] })),
  );
}

/**
 * One card file (a media_files row of the card's company and the chosen type) per asset, holding a copy
 * of the asset's bytes: a card keeps its photo when the asset is later edited, moved or deleted.
 */
async function cardFilesOf(
  db: Db,
  storage: MediaStorage,
  request: AssignRequest,
  assets: readonly AssetRow[],
) {
  const made = new Map<number, MediaFile>();
  const keys: string[] = [];
  try {
    for (const asset of assets) {
      const bytes = await storage.get(asset.storageKey);
      if (bytes === null) continue;
      const inspected = await inspectUpload(bytes, request.type);
      if (!inspected.ok) continue;
      const key = newMediaKey();
      await storage.put(key, bytes);
      keys.push(key);
      const [row] = await db
        .insert(mediaFiles)
        .values({
          companyId: request.companyId,
          uploadedBy: request.user.id,
          type: request.type,
          filename: asset.name,
          mime: inspected.file.mime,
          size: bytes.byteLength,
          width: inspected.file.width,
          height: inspected.file.height,
          dpi: inspected.file.dpi,
          format: inspected.file.format,
          colorSpace: inspected.file.colorSpace,
          storageKey: key,
        })
        .returning();
      made.set(asset.id, { id: row!.id, type: row!.type, filename: row!.filename });
    }
  } catch (error) {
    await discard(storage, keys);
    throw error;
  }
  return made;
}

type Gallery = { type: number; id: number }[];

/**
 * §4 Media on each card as the card form does it: replace empties the type first; then every asset is
 * added with addMediaFile (a type other than other and label holds one file, the new one replaces it; a
 * name already on the card is skipped). Writes the gallery and the "where it is used" rows.
 */
async function assignBatch(
  tx: Db,
  request: AssignRequest,
  files: ReadonlyMap<number, MediaFile>,
  pairs: Pairs,
): Promise<AssignCounts> {
  const counts: AssignCounts = { assigned: 0, skipped: 0 };
  // Locked: a card save between this read and the gallery write below would otherwise be overwritten.
  const cards = await visibleCompanyCards(
    tx,
    request.user,
    request.companyId,
    pairs.map(([id]) => id),
    true,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const [productId, assetIds] of pairs) {
    const card = byId.get(productId);
    if (card === undefined) {
      counts.skipped += assetIds.length;
      continue;
    }
    const gallery = (card.gallery as Gallery).filter(
      (entry) => request.mode === 'add' || entry.type !== request.type,
    );
    const known = await companyFiles(
      tx,
      gallery.map((entry) => entry.id),
      request.companyId,
    );
    let current: MediaFile[] = gallery.flatMap((entry) => {
      const row = known.get(entry.id);
      return row === undefined ? [] : [{ id: row.id, type: entry.type, filename: row.filename }];
    });
    const added: { assetId: number; fileId: number }[] = [];
    for (const assetId of assetIds) {
      const file = files.get(assetId);
      const result = file === undefined ? null : addMediaFile(current, file);
      if (result === null || !result.ok) {
        counts.skipped += 1;
        continue;
      }
      current = result.files;
      added.push({ assetId, fileId: file!.id });
    }
    if (added.length === 0) continue;
    counts.assigned += added.length;
    await tx
      .update(products)
      .set({
        gallery: current.map(({ type, id }) => ({ type, id })),
        lastEditorId: request.user.id,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    await tx
      .insert(mediaGalleryAssignments)
      .values(
        added.map((entry) => ({ ...entry, productId, type: request.type, createdBy: request.user.id })),
      );
  }
  return counts;
}

/** The number of single assignments (asset onto card) a request makes. */
export const sizeOf = (pairs: Pairs) => pairs.reduce((sum, [, assets]) => sum + assets.length, 0);

/** Where a job's earlier run stopped: the cards done (a batch boundary) and what they counted. */
export interface AssignResume {
  from: number;
  counts: AssignCounts;
  /**
   * Written in each batch's own transaction: the cards done and the counts so far. A worker killed after a
   * batch's commit has its mark committed with it, so the run that resumes never writes that batch again.
   */
  mark(tx: Db, done: number, counts: AssignCounts): Promise<void>;
}

/**
 * Assigns in batches of cards, each in its own transaction (the job reports progress between them); a
 * request small enough to run at once is one batch, so it is written whole or not at all. A job passes
 * `resume`: it starts after the cards an earlier run of it finished.
 */
export async function assignAssets(
  db: Db,
  storage: MediaStorage,
  request: AssignRequest,
  onBatch?: (done: number, total: number) => Promise<void>,
  batch = BATCH,
  resume?: AssignResume,
): Promise<AssignCounts> {
  const assetIds = [...new Set(request.pairs.flatMap(([, ids]) => ids))];
  const assets = (await companyAssets(db, request.companyId, assetIds, 'live')).filter((asset) =>
    fitsType(asset, request.type),
  );
  let files: Map<number, MediaFile> | null = null;
  const total: AssignCounts = { ...(resume?.counts ?? { assigned: 0, skipped: 0 }) };
  for (let start = resume?.from ?? 0; start < request.pairs.length; start += batch) {
    const slice = request.pairs.slice(start, start + batch);
    const done = Math.min(start + batch, request.pairs.length);
    // The card files are written with the first batch: a request that fails leaves no file behind.
    const counts = await db.transaction(async (tx) => {
      files ??= await cardFilesOf(tx, storage, request, assets);
      const written = await assignBatch(tx, request, files, slice);
      await resume?.mark(tx, done, {
        assigned: total.assigned + written.assigned,
        skipped: total.skipped + written.skipped,
      });
      return written;
    });
    total.assigned += counts.assigned;
    total.skipped += counts.skipped;
    await onBatch?.(done, request.pairs.length);
  }
  return total;
}
