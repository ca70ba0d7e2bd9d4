import { and, eq, getTableName, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListFilter, SortOrder } from '@contract/data-table';
import { DIRECTORY_SORTABLE, directoryFiltersSchema, type DirectorySort } from '@contract/media-gallery';
import { likePattern } from '../accounts/account-rows';
import type { Db } from '../db/client';
import { mediaGalleryAssets, mediaGalleryDirectories } from '../db/schema';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { orderBy } from '../lists/sorting';

export const DIRECTORY_LIST_QUERY = {
  namespace: 'media_gallery',
  filters: directoryFiltersSchema,
  multi: [],
  sortable: DIRECTORY_SORTABLE,
  defaultSort: { sort: 'name', order: 'asc' },
} satisfies ListQuerySpec<typeof directoryFiltersSchema>;

const column = (id: string, sortable = false, align: 'start' | 'end' = 'start'): ColumnSpec<unknown> => ({
  id,
  label: `mediaGallery.directories.columns.${id}`,
  sortable,
  default: true,
  align,
});

export const DIRECTORY_COLUMNS_SPEC: readonly ColumnSpec<unknown>[] = [
  column('name', true),
  column('assets', false, 'end'),
  column('shared'),
  column('created_at', true, 'end'),
];

/** Rename, share and revoke open the screen's dialogs; delete asks first (only an empty directory goes). */
export const DIRECTORY_ACTIONS: readonly ActionSpec<unknown>[] = [
  { id: 'open', label: 'mediaGallery.directories.actions.open', href: '/react/media-gallery?directory={id}' },
  { id: 'rename', label: 'mediaGallery.directories.actions.rename' },
  { id: 'share', label: 'mediaGallery.directories.actions.share' },
  {
    id: 'revoke',
    label: 'mediaGallery.directories.actions.revoke',
    confirm: 'mediaGallery.directories.confirm.revoke',
  },
  {
    id: 'delete',
    label: 'mediaGallery.directories.actions.delete',
    confirm: 'mediaGallery.directories.confirm.delete',
    danger: true,
  },
];

export const DIRECTORY_FILTERS: ListFilter[] = [
  { name: 'q', label: 'mediaGallery.directories.filters.q', kind: 'text', options: [], translate: false },
];

const SORT_COLUMNS: Record<DirectorySort, AnyPgColumn> = {
  name: mediaGalleryDirectories.name,
  created_at: mediaGalleryDirectories.createdAt,
};

export function directoryConditions(companyId: number, q: string | undefined): SQL | undefined {
  const conditions: SQL[] = [eq(mediaGalleryDirectories.companyId, companyId)];
  for (const word of (q ?? '').split(/\s+/).filter(Boolean))
    conditions.push(ilike(mediaGalleryDirectories.name, likePattern(word)));
  return and(...conditions);
}

/**
 * Assets in the gallery (not the deleted list) per directory. The names are qualified by hand: in the fields
 * of a one-table select drizzle writes columns bare, and a bare "id" inside the subquery is the asset's own
 * id, which counted 1 or 0 whatever the directory held.
 */
const ASSETS = sql.identifier(getTableName(mediaGalleryAssets));
const DIRECTORIES = sql.identifier(getTableName(mediaGalleryDirectories));
const qualified = (table: ReturnType<typeof sql.identifier>, name: string) =>
  sql`${table}.${sql.identifier(name)}`;
const assetsCount = sql<number>`(select count(*)::int from ${ASSETS} where ${qualified(ASSETS, mediaGalleryAssets.directoryId.name)} = ${qualified(DIRECTORIES, mediaGalleryDirectories.id.name)} and ${qualified(ASSETS, mediaGalleryAssets.deletedAt.name)} is null)`;

export function directoryPage(
  db: Db,
  query: { where: SQL | undefined; sort: string; order: SortOrder },
  limit: number,
  offset: number,
) {
  return db
    .select({ directory: mediaGalleryDirectories, assets: assetsCount })
    .from(mediaGalleryDirectories)
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, mediaGalleryDirectories.id))
    .limit(limit)
    .offset(offset);
}

export async function countDirectories(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(mediaGalleryDirectories)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}
