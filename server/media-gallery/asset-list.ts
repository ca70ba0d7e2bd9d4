import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListFilter, SortOrder } from '@contract/data-table';
import {
  ASSET_SORTABLE,
  assetFiltersSchema,
  type AssetColumn,
  type AssetFilters,
  type AssetSort,
} from '@contract/media-gallery';
import { ASSET_KINDS } from '@domain/media-gallery';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { likePattern } from '../accounts/account-rows';
import type { Db } from '../db/client';
import { mediaGalleryAssets, mediaGalleryAssignments, mediaGalleryDirectories, users } from '../db/schema';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { orderBy } from '../lists/sorting';
import { assetThumbUrl } from './assets';

/** Who looks at a gallery list: whether they are an admin (permanent delete, decision 0022). */
export interface GalleryListContext {
  isAdmin: boolean;
}

export const ASSET_LIST_QUERY = {
  namespace: 'media_gallery',
  filters: assetFiltersSchema,
  multi: [],
  sortable: ASSET_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof assetFiltersSchema>;

export const DELETED_LIST_QUERY = {
  ...ASSET_LIST_QUERY,
  defaultSort: { sort: 'deleted_at', order: 'desc' },
} satisfies ListQuerySpec<typeof assetFiltersSchema>;

const column = (
  id: AssetColumn,
  options: { sortable?: boolean; align?: 'start' | 'end'; default?: boolean } = {},
): ColumnSpec<GalleryListContext> => ({
  id,
  label: `mediaGallery.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? true,
  align: options.align ?? 'start',
});

/** §2 Media assets: a thumbnail and what a buyer of photos asks first. */
export const ASSET_COLUMNS_SPEC: readonly ColumnSpec<GalleryListContext>[] = [
  column('thumbnail'),
  column('name', { sortable: true }),
  column('kind'),
  column('size', { sortable: true, align: 'end' }),
  column('dimensions', { align: 'end' }),
  column('directory'),
  column('uploaded_by', { default: false }),
  column('created_at', { sortable: true, align: 'end' }),
  column('cards', { align: 'end' }),
];

export const DELETED_COLUMNS_SPEC: readonly ColumnSpec<GalleryListContext>[] = [
  column('thumbnail'),
  column('name', { sortable: true }),
  column('kind'),
  column('size', { sortable: true, align: 'end' }),
  column('directory'),
  column('deleted_at', { sortable: true, align: 'end' }),
];

const base = '/react/media-gallery/media/{id}';
export const ASSET_SINGLE_ACTIONS: readonly ActionSpec<GalleryListContext>[] = [
  { id: 'details', label: 'mediaGallery.actions.details', href: `${base}/details` },
  { id: 'edit_image', label: 'mediaGallery.actions.editImage', href: `${base}/edit-image` },
  { id: 'download', label: 'mediaGallery.actions.download' },
  {
    id: 'delete',
    label: 'mediaGallery.actions.delete',
    confirm: 'mediaGallery.confirm.delete',
    danger: true,
  },
];

export const ASSET_MASS_ACTIONS: readonly ActionSpec<GalleryListContext>[] = [
  { id: 'assign', label: 'mediaGallery.actions.assign' },
  { id: 'move', label: 'mediaGallery.actions.move' },
  { id: 'download_zip', label: 'mediaGallery.actions.downloadZip' },
  {
    id: 'delete',
    label: 'mediaGallery.actions.delete',
    confirm: 'mediaGallery.confirm.deleteMany',
    danger: true,
  },
];

const mayPurge = (context: GalleryListContext) => context.isAdmin;
export const DELETED_SINGLE_ACTIONS: readonly ActionSpec<GalleryListContext>[] = [
  { id: 'restore', label: 'mediaGallery.actions.restore' },
  {
    id: 'purge',
    label: 'mediaGallery.actions.purge',
    confirm: 'mediaGallery.confirm.purge',
    danger: true,
    when: mayPurge,
  },
];
export const DELETED_MASS_ACTIONS = DELETED_SINGLE_ACTIONS;

/** Edit image is for images only: a PDF row does not offer it. */
export function assetExclusions(rows: readonly { id: number; kind: string }[]): Record<string, string[]> {
  return Object.fromEntries(
    rows.filter((row) => row.kind !== 'image').map((row) => [String(row.id), ['edit_image']]),
  );
}

export function assetFilters(directories: readonly { id: number; name: string }[]): ListFilter[] {
  return [
    { name: 'q', label: 'mediaGallery.filters.q', kind: 'text', options: [], translate: false },
    {
      name: 'kind',
      label: 'mediaGallery.filters.kind',
      kind: 'select',
      options: ASSET_KINDS.map((kind) => ({ value: kind, label: `mediaGallery.kinds.${kind}` })),
      translate: true,
    },
    {
      name: 'directory',
      label: 'mediaGallery.filters.directory',
      kind: 'select',
      options: [
        { value: '0', label: '—' },
        ...directories.map((directory) => ({ value: String(directory.id), label: directory.name })),
      ],
      translate: false,
    },
  ];
}

const SORT_COLUMNS: Record<AssetSort, AnyPgColumn> = {
  name: mediaGalleryAssets.name,
  size: mediaGalleryAssets.size,
  created_at: mediaGalleryAssets.createdAt,
  deleted_at: mediaGalleryAssets.deletedAt,
};

/** The filters of §2 Media assets and deleted media; text reaches SQL only as a bound parameter. */
export function assetConditions(companyId: number, deleted: boolean, filters: AssetFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(mediaGalleryAssets.companyId, companyId),
    deleted ? isNotNull(mediaGalleryAssets.deletedAt) : isNull(mediaGalleryAssets.deletedAt),
  ];
  if (filters.kind !== undefined) conditions.push(eq(mediaGalleryAssets.kind, filters.kind));
  if (filters.directory === '0') conditions.push(isNull(mediaGalleryAssets.directoryId));
  else if (filters.directory !== undefined)
    conditions.push(eq(mediaGalleryAssets.directoryId, Number(filters.directory)));
  for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean))
    conditions.push(ilike(mediaGalleryAssets.name, likePattern(word)));
  return and(...conditions);
}

const cardsCount = sql<number>`(select count(distinct ${mediaGalleryAssignments.productId})::int from ${mediaGalleryAssignments} where ${mediaGalleryAssignments.assetId} = ${mediaGalleryAssets.id})`;

export function assetPage(
  db: Db,
  query: { where: SQL | undefined; sort: string; order: SortOrder },
  limit: number,
  offset: number,
) {
  return db
    .select({
      asset: mediaGalleryAssets,
      directory: mediaGalleryDirectories.name,
      first: users.firstName,
      last: users.lastName,
      cards: cardsCount,
    })
    .from(mediaGalleryAssets)
    .innerJoin(users, eq(users.id, mediaGalleryAssets.uploadedBy))
    .leftJoin(mediaGalleryDirectories, eq(mediaGalleryDirectories.id, mediaGalleryAssets.directoryId))
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, mediaGalleryAssets.id))
    .limit(limit)
    .offset(offset);
}
export type AssetListRow = Awaited<ReturnType<typeof assetPage>>[number];

export async function countAssets(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(mediaGalleryAssets)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

/** A row's cells: numbers stay numbers (the screen formats size in the user's language). */
export function assetCells(row: AssetListRow, language: Language, galleryBase: string) {
  const { asset } = row;
  return {
    thumbnail: asset.thumbKey === null ? null : assetThumbUrl(galleryBase, asset.id, asset.version),
    name: asset.name,
    kind: translate(language, `mediaGallery.kinds.${asset.kind}`),
    size: asset.size,
    dimensions: asset.width === null || asset.height === null ? null : `${asset.width} × ${asset.height}`,
    directory: row.directory,
    uploaded_by: `${row.first} ${row.last}`,
    created_at: asset.createdAt.toISOString(),
    cards: row.cards,
    deleted_at: asset.deletedAt === null ? null : asset.deletedAt.toISOString(),
  };
}
