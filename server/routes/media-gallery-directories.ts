import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { directoryNameSchema, queryId } from '@contract/media-gallery';
import { normalizeDirectoryName } from '@domain/media-gallery';
import type { AppEnv } from '../app-env';
import { pgCode } from '../accounts/account-writes';
import { companies, mediaGalleryAssets, mediaGalleryDirectories } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { galleryUser, NAMESPACE, refuse, requireGallery } from '../media-gallery/access';
import { assetFileUrl, assetThumbUrl, companyDirectory } from '../media-gallery/assets';
import {
  countDirectories,
  DIRECTORY_ACTIONS,
  DIRECTORY_COLUMNS_SPEC,
  DIRECTORY_FILTERS,
  DIRECTORY_LIST_QUERY,
  directoryConditions,
  directoryPage,
} from '../media-gallery/directory-list';
import { galleryBase, serveBytes } from '../media-gallery/serve';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

const idOf = (c: Context<AppEnv>) => {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
};

/** The absolute address of a shared directory (§2: an absolute URL), on the server's public address. */
export const shareUrl = (c: Context<AppEnv>, token: string | null) =>
  token === null
    ? null
    : `${c.get('config').publicUrl.replace(/\/+$/, '')}/react/media-gallery/shared-directory/${token}`;

async function ownDirectory(c: Context<AppEnv>) {
  const id = idOf(c);
  return id === null ? null : companyDirectory(c.get('db'), galleryUser(c).companyId, id);
}

/** Writes a directory name; a name the company has already (case aside) is a 400, not a 500. */
async function writeName(c: Context<AppEnv>, write: (name: string) => Promise<{ id: number }>) {
  const parsed = await parseBody(c, directoryNameSchema, NAMESPACE);
  if (!parsed.ok) return parsed.response;
  const name = normalizeDirectoryName(parsed.data.name);
  if (/[<>]/.test(name)) return refuse(c, 'name', 'mediaGallery.errors.badDirectoryName');
  // Nothing but invisible characters: no name at all.
  if (name === '') return refuse(c, 'name', 'validation.required');
  try {
    const row = await write(name);
    return c.json({ id: row.id, name }, 201);
  } catch (error) {
    if (pgCode(error) !== '23505') throw error;
    return refuse(c, 'name', 'mediaGallery.errors.directoryTaken');
  }
}

async function sharedDirectory(c: Context<AppEnv>) {
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return null;
  const [row] = await c
    .get('db')
    .select({ directory: mediaGalleryDirectories, company: companies.name })
    .from(mediaGalleryDirectories)
    .innerJoin(companies, eq(companies.id, mediaGalleryDirectories.companyId))
    .where(eq(mediaGalleryDirectories.shareToken, token))
    .limit(1);
  return row === undefined ? null : { ...row, token };
}

/**
 * §2 Directories (docs/decisions/0022): the list, create, rename, delete when empty, and the shared
 * directory link (a random token; revoke clears it). `/shared/{token}` is public: anyone with the link
 * reads the directory's assets and their files, nothing else.
 */
export const mediaGalleryDirectoryRoutes = new Hono<AppEnv>()
  .use('/directories', requireGallery())
  .use('/directories/*', requireGallery())
  .use('/directory-options', requireGallery())
  .get('/directories', async (c) => {
    const query = readListQuery(c, DIRECTORY_LIST_QUERY);
    if (!query.ok) return query.response;
    const { companyId } = galleryUser(c);
    const db = c.get('db');
    const where = directoryConditions(companyId, query.data.filters.q);
    const { sort, order } = query.data;
    const page = await pageOf(
      {
        rows: (limit, offset) => directoryPage(db, { where, sort, order }, limit, offset),
        count: (limit) => countDirectories(db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const columns = columnsFor(DIRECTORY_COLUMNS_SPEC, null);
    const info = listInfo({
      columns,
      singleActions: actionsFor(DIRECTORY_ACTIONS, null),
      massActions: [],
      filters: DIRECTORY_FILTERS,
      rowActionExclusions: Object.fromEntries(
        page.rows.map(({ directory, assets }) => [
          String(directory.id),
          [...(directory.shareToken === null ? ['revoke'] : []), ...(assets > 0 ? ['delete'] : [])],
        ]),
      ),
    });
    const rows = page.rows.map(({ directory, assets }) => {
      const cells: Record<string, string | number | null> = {
        name: directory.name,
        assets,
        shared: shareUrl(c, directory.shareToken),
        created_at: directory.createdAt.toISOString(),
      };
      return {
        id: directory.id,
        cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
      };
    });
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .get('/directory-options', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(mediaGalleryDirectories)
      .where(eq(mediaGalleryDirectories.companyId, galleryUser(c).companyId))
      .orderBy(mediaGalleryDirectories.name);
    return c.json({
      directories: rows.map((row) => ({
        id: row.id,
        name: row.name,
        share_url: shareUrl(c, row.shareToken),
      })),
    });
  })
  .post('/directories', (c) => {
    const { user, companyId } = galleryUser(c);
    return writeName(c, async (name) => {
      const [row] = await c
        .get('db')
        .insert(mediaGalleryDirectories)
        .values({ companyId, name, createdBy: user.id })
        .returning({ id: mediaGalleryDirectories.id });
      return row!;
    });
  })
  .patch('/directories/:id', async (c) => {
    const directory = await ownDirectory(c);
    if (directory === null) return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
    return writeName(c, async (name) => {
      await c
        .get('db')
        .update(mediaGalleryDirectories)
        .set({ name })
        .where(eq(mediaGalleryDirectories.id, directory.id));
      return directory;
    });
  })
  .delete('/directories/:id', async (c) => {
    const directory = await ownDirectory(c);
    if (directory === null) return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
    return c.get('db').transaction(async (tx) => {
      // Assets in the deleted list still belong to their directory: restoring one must find it.
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mediaGalleryAssets)
        .where(eq(mediaGalleryAssets.directoryId, directory.id));
      if ((held?.n ?? 0) > 0) return refuse(c, 'id', 'mediaGallery.errors.directoryNotEmpty');
      await tx.delete(mediaGalleryDirectories).where(eq(mediaGalleryDirectories.id, directory.id));
      return c.json({ ok: true as const });
    });
  })
  .post('/directories/:id/share', async (c) => {
    const directory = await ownDirectory(c);
    if (directory === null) return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
    const token = directory.shareToken ?? randomBytes(24).toString('base64url');
    await c
      .get('db')
      .update(mediaGalleryDirectories)
      .set({ shareToken: token })
      .where(eq(mediaGalleryDirectories.id, directory.id));
    return c.json({ share_url: shareUrl(c, token) });
  })
  .delete('/directories/:id/share', async (c) => {
    const directory = await ownDirectory(c);
    if (directory === null) return errorAnswer(c, 404, 'mediaGallery.errors.directoryNotFound');
    await c
      .get('db')
      .update(mediaGalleryDirectories)
      .set({ shareToken: null })
      .where(eq(mediaGalleryDirectories.id, directory.id));
    return c.json({ share_url: null });
  })
  .get('/shared/:token', async (c) => {
    const shared = await sharedDirectory(c);
    if (shared === null) return errorAnswer(c, 404, 'mediaGallery.errors.shareNotFound');
    const assets = await c
      .get('db')
      .select()
      .from(mediaGalleryAssets)
      .where(
        and(eq(mediaGalleryAssets.directoryId, shared.directory.id), isNull(mediaGalleryAssets.deletedAt)),
      )
      .orderBy(mediaGalleryAssets.name, mediaGalleryAssets.id)
      .limit(1000);
    const base = `${galleryBase(c.get('config'))}/shared/${shared.token}`;
    c.header('cache-control', 'no-store');
    return c.json({
      name: shared.directory.name,
      company: shared.company,
      assets: assets.map((asset) => ({
        id: asset.id,
        name: asset.name,
        kind: asset.kind,
        size: asset.size,
        width: asset.width,
        height: asset.height,
        url: assetFileUrl(base, asset.id, asset.version),
        thumbnail_url: asset.thumbKey === null ? null : assetThumbUrl(base, asset.id, asset.version),
      })),
    });
  })
  .get('/shared/:token/assets/:id/:part{file|thumbnail}', async (c) => {
    const shared = await sharedDirectory(c);
    const id = idOf(c);
    if (shared === null || id === null) return errorAnswer(c, 404, 'mediaGallery.errors.shareNotFound');
    const [asset] = await c
      .get('db')
      .select()
      .from(mediaGalleryAssets)
      .where(
        and(
          eq(mediaGalleryAssets.id, id),
          eq(mediaGalleryAssets.directoryId, shared.directory.id),
          isNull(mediaGalleryAssets.deletedAt),
        ),
      )
      .limit(1);
    if (asset === undefined) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
    if (c.req.param('part') === 'thumbnail') {
      if (asset.thumbKey === null) return errorAnswer(c, 404, 'mediaGallery.errors.notFound');
      return serveBytes(c, asset.thumbKey, 'image/webp', `${asset.name}.webp`, false);
    }
    return serveBytes(c, asset.storageKey, asset.mime, asset.name, c.req.query('download') === '1');
  });
