import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import type { ListColumn } from '@contract/data-table';
import {
  assetIdsSchema,
  editImageSchema,
  moveAssetsSchema,
  queryId,
  updateAssetSchema,
} from '@contract/media-gallery';
import type { Language } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import { MEDIA_UPLOAD, sanitizeFileName } from '@domain/media';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { mediaGalleryAssets, mediaGalleryAssignments, mediaGalleryDirectories, products } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { refusingBrokenBody } from '../http/broken-body';
import { jobAnswer } from '../jobs/job-answer';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { galleryUser, NAMESPACE, refuse, requireGallery } from '../media-gallery/access';
import {
  ASSET_COLUMNS_SPEC,
  ASSET_LIST_QUERY,
  ASSET_MASS_ACTIONS,
  ASSET_SINGLE_ACTIONS,
  DELETED_COLUMNS_SPEC,
  DELETED_LIST_QUERY,
  DELETED_MASS_ACTIONS,
  DELETED_SINGLE_ACTIONS,
  assetCells,
  assetConditions,
  assetExclusions,
  assetFilters,
  assetPage,
  countAssets,
  type AssetListRow,
} from '../media-gallery/asset-list';
import {
  assetAnswer,
  assetWithNames,
  checkAndStore,
  companyAssets,
  companyDirectory,
  discard,
  thumbnailOf,
} from '../media-gallery/assets';
import { queueDownload } from '../media-gallery/download-job';
import { editImage } from '../media-gallery/edit-image';
import { galleryBase, serveBytes } from '../media-gallery/serve';
import { newMediaKey } from '../media/storage';

const FORM_OVERHEAD = 64 * 1024;
const limitsIn = (language: Language) => ({
  max: formatFileSize(MEDIA_UPLOAD.MAX_BYTES, language),
  pixels: Math.round(MEDIA_UPLOAD.MAX_PIXELS / 1_000_000),
});

const isFilePart = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;

const idOf = (c: Context<AppEnv>) => {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
};

function rowOf(row: AssetListRow, columns: readonly ListColumn[], language: Language, base: string) {
  const cells: Record<string, string | number | null> = assetCells(row, language, base);
  return {
    id: row.asset.id,
    cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
  };
}

async function directoriesOf(c: Context<AppEnv>, companyId: number) {
  return c
    .get('db')
    .select({ id: mediaGalleryDirectories.id, name: mediaGalleryDirectories.name })
    .from(mediaGalleryDirectories)
    .where(eq(mediaGalleryDirectories.companyId, companyId))
    .orderBy(mediaGalleryDirectories.name);
}

/** §2 Media assets and deleted media: one list each, on the shared list envelope. */
async function assetList(c: Context<AppEnv>, deleted: boolean) {
  const query = readListQuery(c, deleted ? DELETED_LIST_QUERY : ASSET_LIST_QUERY);
  if (!query.ok) return query.response;
  const { user, companyId } = galleryUser(c);
  const db = c.get('db');
  const where = assetConditions(companyId, deleted, query.data.filters);
  const { sort, order } = query.data;
  const page = await pageOf(
    {
      rows: (limit, offset) => assetPage(db, { where, sort, order }, limit, offset),
      count: (limit) => countAssets(db, where, limit),
    },
    query.data.page,
    query.data.perPage,
  );
  const context = { isAdmin: user.is_admin };
  const columns = columnsFor(deleted ? DELETED_COLUMNS_SPEC : ASSET_COLUMNS_SPEC, context);
  const info = listInfo({
    columns,
    singleActions: actionsFor(deleted ? DELETED_SINGLE_ACTIONS : ASSET_SINGLE_ACTIONS, context),
    massActions: actionsFor(deleted ? DELETED_MASS_ACTIONS : ASSET_MASS_ACTIONS, context),
    filters: assetFilters(await directoriesOf(c, companyId)),
    rowActionExclusions: deleted ? {} : assetExclusions(page.rows.map((row) => row.asset)),
  });
  const base = galleryBase(c.get('config'));
  const rows = page.rows.map((row) => rowOf(row, columns, c.get('language'), base));
  return c.json(listAnswer(query.data, { ...page, rows }, info));
}

/** The ids of a mass request, all of the company's (in the state asked), or a 404 naming none of them. */
async function ownAssets(c: Context<AppEnv>, ids: readonly number[], state: 'live' | 'deleted' | 'any') {
  const { companyId } = galleryUser(c);
  const rows = await companyAssets(c.get('db'), companyId, ids, state);
  return rows.length === new Set(ids).size ? rows : null;
}

/**
 * §2 Media gallery assets (docs/decisions/0022), under the gallery's address: the list and the deleted
 * list, upload (multipart `file`, optional `directory_id`), details, rename and move, the bytes and the
 * thumbnail, edit image (a new version), delete to the deleted list, restore, permanent delete (admins),
 * and the queued zip download. Every call needs media_gallery.access; another company's asset is a 404.
 */
export const mediaGalleryAssetRoutes = new Hono<AppEnv>()
  .use('/assets/*', requireGallery())
  .use('/assets', requireGallery())
  .use('/deleted-assets', requireGallery())
  .get('/assets', (c) => assetList(c, false))
  .get('/deleted-assets', (c) => assetList(c, true))
  .post(
    '/assets',
    refusingBrokenBody(
      bodyLimit({
        maxSize: MEDIA_UPLOAD.MAX_BYTES + FORM_OVERHEAD,
        onError: (c) => refuse(c, 'file', 'media.errors.tooLarge', limitsIn(c.get('language'))),
      }),
      (c) => refuse(c, '_', 'media.errors.badRequest'),
    ),
    async (c) => {
      const { user, companyId } = galleryUser(c);
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return refuse(c, '_', 'media.errors.badRequest');
      }
      const file = form.file;
      if (!isFilePart(file) || file.size === 0) return refuse(c, 'file', 'media.errors.noFile');
      if (file.size > MEDIA_UPLOAD.MAX_BYTES)
        return refuse(c, 'file', 'media.errors.tooLarge', limitsIn(c.get('language')));
      const name = sanitizeFileName(file.name);
      if (!name.ok) return refuse(c, 'file', 'media.errors.badFileName');
      let directoryId: number | null = null;
      if (form.directory_id !== undefined && form.directory_id !== '') {
        const parsed = safeParse(queryId, form.directory_id);
        const directory = parsed.success ? await companyDirectory(c.get('db'), companyId, parsed.data) : null;
        if (directory === null) return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
        directoryId = directory.id;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = await checkAndStore(c.get('media'), bytes);
      if (!checked.ok) return refuse(c, 'file', checked.message, limitsIn(c.get('language')));
      const { stored } = checked;
      // The user cancelled while the file was checked and stored (decision 0037): nothing is kept.
      const cancelled = c.req.raw.signal;
      if (cancelled.aborted) {
        await discard(c.get('media'), [stored.storageKey, stored.thumbKey]);
        return refuse(c, 'file', 'mediaGallery.errors.uploadCancelled');
      }
      try {
        const row = await c.get('db').transaction(async (tx) => {
          const [inserted] = await tx
            .insert(mediaGalleryAssets)
            .values({
              companyId,
              directoryId,
              name: name.name,
              mime: stored.mime,
              kind: stored.kind,
              size: bytes.byteLength,
              width: stored.width,
              height: stored.height,
              storageKey: stored.storageKey,
              thumbKey: stored.thumbKey,
              uploadedBy: user.id,
            })
            .returning();
          // Cancelled during the insert: rolled back, so the asset never shows.
          if (cancelled.aborted) tx.rollback();
          return inserted!;
        });
        const found = await assetWithNames(c.get('db'), companyId, row.id);
        return c.json(
          assetAnswer(galleryBase(c.get('config')), row, {
            directory: found?.directory ?? null,
            uploadedBy: found?.uploadedBy ?? '',
          }),
          201,
        );
      } catch (error) {
        await discard(c.get('media'), [stored.storageKey, stored.thumbKey]);
        if (cancelled.aborted) return refuse(c, 'file', 'mediaGallery.errors.uploadCancelled');
        throw error;
      }
    },
  )
  .get('/assets/:id', async (c) => {
    const id = idOf(c);
    const { companyId } = galleryUser(c);
    const found = id === null ? null : await assetWithNames(c.get('db'), companyId, id);
    if (found === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    const usage = await c
      .get('db')
      .select({
        product_id: products.id,
        name: products.nameToShow,
        gtin: products.gtin,
        type: mediaGalleryAssignments.type,
        assignedAt: mediaGalleryAssignments.createdAt,
      })
      .from(mediaGalleryAssignments)
      .innerJoin(products, eq(products.id, mediaGalleryAssignments.productId))
      .where(eq(mediaGalleryAssignments.assetId, found.row.id))
      .orderBy(mediaGalleryAssignments.createdAt)
      .limit(200);
    return c.json({
      asset: assetAnswer(galleryBase(c.get('config')), found.row, found),
      usage: usage.map(({ assignedAt, ...rest }) => ({ ...rest, assigned_at: assignedAt.toISOString() })),
    });
  })
  .patch('/assets/:id', async (c) => {
    const id = idOf(c);
    const parsed = await parseBody(c, updateAssetSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { companyId } = galleryUser(c);
    const rows = id === null ? [] : await companyAssets(c.get('db'), companyId, [id], 'live');
    if (rows.length === 0) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    const changes: Partial<typeof mediaGalleryAssets.$inferInsert> = {};
    if (parsed.data.name !== undefined) {
      const name = sanitizeFileName(parsed.data.name);
      if (!name.ok) return refuse(c, 'name', 'media.errors.badFileName');
      changes.name = name.name;
    }
    if (parsed.data.directory_id !== undefined) {
      const target =
        parsed.data.directory_id === null
          ? null
          : await companyDirectory(c.get('db'), companyId, parsed.data.directory_id);
      if (parsed.data.directory_id !== null && target === null)
        return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
      changes.directoryId = target?.id ?? null;
    }
    await c
      .get('db')
      .update(mediaGalleryAssets)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(mediaGalleryAssets.id, id!));
    return c.json({ ok: true as const });
  })
  .get('/assets/:id/file', async (c) => {
    const id = idOf(c);
    const rows = id === null ? [] : await companyAssets(c.get('db'), galleryUser(c).companyId, [id], 'any');
    const row = rows[0];
    if (row === undefined) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    return serveBytes(c, row.storageKey, row.mime, row.name, c.req.query('download') === '1');
  })
  .get('/assets/:id/thumbnail', async (c) => {
    const id = idOf(c);
    const rows = id === null ? [] : await companyAssets(c.get('db'), galleryUser(c).companyId, [id], 'any');
    const row = rows[0];
    if (row === undefined || row.thumbKey === null)
      return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    return serveBytes(c, row.thumbKey, 'image/webp', `${row.name}.webp`, false);
  })
  .post('/assets/:id/edit-image', async (c) => {
    const id = idOf(c);
    const parsed = await parseBody(c, editImageSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const rows = id === null ? [] : await companyAssets(c.get('db'), galleryUser(c).companyId, [id], 'live');
    const row = rows[0];
    if (row === undefined) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    if (row.kind !== 'image') return refuse(c, 'id', 'mediaGallery.errors.imageNeeded');
    const basis = parsed.data.version ?? row.version;
    if (basis !== row.version) return errorAnswer(c, 409, 'mediaGallery.errors.changedMeanwhile');
    const bytes = await c.get('media').get(row.storageKey);
    if (bytes === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    const edited = await editImage(bytes, parsed.data);
    if (!edited.ok) return refuse(c, 'crop', edited.message);
    const storageKey = newMediaKey();
    const thumbKey = newMediaKey();
    await c.get('media').put(storageKey, edited.bytes);
    await c.get('media').put(thumbKey, await thumbnailOf(edited.bytes));
    let saved: { id: number }[];
    try {
      saved = await c
        .get('db')
        .update(mediaGalleryAssets)
        .set({
          storageKey,
          thumbKey,
          size: edited.bytes.byteLength,
          width: edited.width,
          height: edited.height,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(mediaGalleryAssets.id, row.id), eq(mediaGalleryAssets.version, row.version)))
        .returning({ id: mediaGalleryAssets.id });
    } catch (error) {
      await discard(c.get('media'), [storageKey, thumbKey]);
      throw error;
    }
    // Another edit of the same version was saved first: it keeps the image, this one's files go.
    if (saved.length === 0) {
      await discard(c.get('media'), [storageKey, thumbKey]);
      return errorAnswer(c, 409, 'mediaGallery.errors.changedMeanwhile');
    }
    // Cards hold their own copies (decision 0022): the old version's bytes are no longer named by anything.
    await discard(c.get('media'), [row.storageKey, row.thumbKey]);
    return c.json({
      ok: true as const,
      version: row.version + 1,
      width: edited.width,
      height: edited.height,
    });
  })
  .post('/assets/delete', async (c) => {
    const parsed = await parseBody(c, assetIdsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    if ((await ownAssets(c, parsed.data.ids, 'live')) === null)
      return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    await c
      .get('db')
      .update(mediaGalleryAssets)
      .set({ deletedAt: new Date() })
      .where(and(inArray(mediaGalleryAssets.id, parsed.data.ids), isNull(mediaGalleryAssets.deletedAt)));
    return c.json({ results: parsed.data.ids.map((id) => ({ id, success: true })) });
  })
  .post('/assets/restore', async (c) => {
    const parsed = await parseBody(c, assetIdsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    if ((await ownAssets(c, parsed.data.ids, 'deleted')) === null)
      return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    await c
      .get('db')
      .update(mediaGalleryAssets)
      .set({ deletedAt: null })
      .where(inArray(mediaGalleryAssets.id, parsed.data.ids));
    return c.json({ results: parsed.data.ids.map((id) => ({ id, success: true })) });
  })
  .post('/assets/purge', async (c) => {
    if (!galleryUser(c).user.is_admin) return errorAnswer(c, 403, 'session.forbidden');
    const parsed = await parseBody(c, assetIdsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const rows = await ownAssets(c, parsed.data.ids, 'deleted');
    if (rows === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    await c.get('db').delete(mediaGalleryAssets).where(inArray(mediaGalleryAssets.id, parsed.data.ids));
    await discard(
      c.get('media'),
      rows.flatMap((row) => [row.storageKey, row.thumbKey]),
    );
    return c.json({ results: parsed.data.ids.map((id) => ({ id, success: true })) });
  })
  .post('/assets/move', async (c) => {
    const parsed = await parseBody(c, moveAssetsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { companyId } = galleryUser(c);
    if ((await ownAssets(c, parsed.data.ids, 'live')) === null)
      return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    const target =
      parsed.data.directory_id === null
        ? null
        : await companyDirectory(c.get('db'), companyId, parsed.data.directory_id);
    if (parsed.data.directory_id !== null && target === null)
      return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
    await c
      .get('db')
      .update(mediaGalleryAssets)
      .set({ directoryId: target?.id ?? null, updatedAt: new Date() })
      .where(inArray(mediaGalleryAssets.id, parsed.data.ids));
    return c.json({ results: parsed.data.ids.map((id) => ({ id, success: true })) });
  })
  .post('/assets/download', async (c) => {
    const parsed = await parseBody(c, assetIdsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { user, companyId } = galleryUser(c);
    const rows = await ownAssets(c, parsed.data.ids, 'live');
    if (rows === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    const bytes = rows.reduce((sum, row) => sum + row.size, 0);
    if (bytes > MEDIA_GALLERY.MAX_ZIP_BYTES)
      return refuse(c, 'ids', 'mediaGallery.errors.zipTooLarge', {
        max: formatFileSize(MEDIA_GALLERY.MAX_ZIP_BYTES, c.get('language')),
      });
    const job = await queueDownload(c.get('db'), user.id, {
      companyId,
      assetIds: rows.map((row) => row.id),
      language: c.get('language'),
    });
    return c.json(
      {
        job: jobAnswer(job, false, c.get('language')),
        message: translate(c.get('language'), 'mediaGallery.download.queued'),
      },
      202,
    );
  });
