import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  REQUIREMENT_SET_SORTABLE,
  requirementSetFiltersSchema,
  type RequirementSetFilters,
} from '@contract/requirement-sets';
import type { ListFilter, ListRow } from '@contract/data-table';
import type { Db } from '../db/client';
import { nameKey, requirementSets, users } from '../db/schema';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { orderBy } from '../lists/sorting';
import { holds, type ProductListContext as Context } from '../products/list-context';
import { categoryNames, networkNames, peopleNames } from './names';

/** §2 Requirement sets query: newest changes first by default (docs/decisions/0019). */
export const REQUIREMENT_SET_QUERY = {
  namespace: 'requirement_sets',
  filters: requirementSetFiltersSchema,
  multi: [],
  sortable: REQUIREMENT_SET_SORTABLE,
  defaultSort: { sort: 'updated_at', order: 'desc' },
} satisfies ListQuerySpec<typeof requirementSetFiltersSchema>;

/** A network user manages its own network's sets; everyone else reads every network's. */
export const managesSets = (context: Context) =>
  context.permissions.has('requirement_sets.manage') && context.user.network_code !== null;
const seesAllNetworks = (context: Context) => !context.user.is_network;

export const REQUIREMENT_SET_COLUMN_SPECS: readonly ColumnSpec<Context>[] = [
  { id: 'name', label: 'requirementSets.columns.name', sortable: true, default: true },
  {
    id: 'network',
    label: 'requirementSets.columns.network',
    sortable: false,
    default: true,
    when: seesAllNetworks,
  },
  { id: 'categories', label: 'requirementSets.columns.categories', sortable: false, default: true },
  {
    id: 'attribute_count',
    label: 'requirementSets.columns.attribute_count',
    sortable: true,
    default: true,
    align: 'end',
  },
  { id: 'created_by', label: 'requirementSets.columns.created_by', sortable: false, default: true },
  {
    id: 'created_at',
    label: 'requirementSets.columns.created_at',
    sortable: true,
    default: false,
    align: 'end',
  },
  {
    id: 'updated_at',
    label: 'requirementSets.columns.updated_at',
    sortable: true,
    default: true,
    align: 'end',
  },
];

/** Edit opens the dialog on the screen; delete asks first. Only the owning network's users get them. */
export const REQUIREMENT_SET_SINGLE_ACTIONS: readonly ActionSpec<Context>[] = [
  { id: 'edit', label: 'requirementSets.actions.edit', when: managesSets },
  {
    id: 'delete',
    label: 'requirementSets.actions.delete',
    confirm: 'requirementSets.confirm.delete',
    danger: true,
    when: managesSets,
  },
];
export const REQUIREMENT_SET_MASS_ACTIONS: readonly ActionSpec<Context>[] = [
  {
    id: 'delete',
    label: 'requirementSets.actions.delete',
    confirm: 'requirementSets.confirm.deleteSelected',
    danger: true,
    when: managesSets,
  },
];

/** A network user's list is its own network's sets; nobody else is limited (the sets are no secret). */
export function setScope(context: Context): SQL | undefined {
  return context.user.is_network
    ? eq(requirementSets.networkCode, context.user.network_code ?? '')
    : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The list's conditions; filters the role does not get (§6) are ignored, never an error. */
export function setConditions(context: Context, filters: RequirementSetFilters): SQL | undefined {
  return and(
    setScope(context),
    filters.network_code !== undefined && seesAllNetworks(context)
      ? eq(requirementSets.networkCode, filters.network_code)
      : undefined,
    filters.category_id === undefined
      ? undefined
      : sql`${requirementSets.categoryIds} @> array[${filters.category_id}]::integer[]`,
    filters.created_by !== undefined && context.permissions.has('requirements.filter.created_by')
      ? eq(requirementSets.createdById, filters.created_by)
      : undefined,
    filters.q ? ilike(requirementSets.name, `%${escapeLike(filters.q)}%`) : undefined,
  );
}

const SORT_COLUMNS = {
  // A few hundred sets at most: the key is computed as the page is sorted.
  name: nameKey(requirementSets.name),
  attribute_count: requirementSets.attributeCount,
  created_at: requirementSets.createdAt,
  updated_at: requirementSets.updatedAt,
};

export async function setPage(
  db: Db,
  where: SQL | undefined,
  sort: string,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(requirementSets)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS, sort, order, requirementSets.id))
    .limit(limit)
    .offset(offset);
}

export async function countSets(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${requirementSets} where ${where ?? sql`true`} limit ${limit}) as counted`);
  return row?.count ?? 0;
}

type SetRow = Awaited<ReturnType<typeof setPage>>[number];

/** Cells of a page: names in the user's language, times in ISO 8601. */
export async function setRows(context: Context, rows: readonly SetRow[]): Promise<ListRow[]> {
  const [categories, networks, people] = await Promise.all([
    categoryNames(context.db, context.language),
    networkNames(context.db),
    peopleNames(
      context.db,
      rows.map((row) => row.createdById),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    cells: {
      name: row.name,
      network: networks.get(row.networkCode) ?? row.networkCode,
      categories: row.categoryIds.map((id) => categories.get(id) ?? String(id)).join(', '),
      attribute_count: row.attributeCount,
      created_by: row.createdById === null ? null : (people.get(row.createdById) ?? null),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  }));
}

/** §6 filters: networks for whoever sees several; the created-by filter follows its flag. */
export async function setFilters(context: Context): Promise<ListFilter[]> {
  const [networks, categories, creators] = await Promise.all([
    networkNames(context.db),
    categoryNames(context.db, context.language),
    holds('requirements.filter.created_by')(context)
      ? context.db
          .selectDistinct({ id: users.id, first: users.firstName, last: users.lastName })
          .from(requirementSets)
          .innerJoin(users, eq(users.id, requirementSets.createdById))
          .where(setScope(context))
      : Promise.resolve([]),
  ]);
  const usedCategories = await context.db
    .selectDistinct({ id: sql<number>`unnest(${requirementSets.categoryIds})` })
    .from(requirementSets)
    .where(setScope(context));
  const filters: ListFilter[] = [
    { name: 'q', label: 'requirementSets.filters.q', kind: 'text', options: [], translate: false },
  ];
  if (seesAllNetworks(context))
    filters.push({
      name: 'network_code',
      label: 'requirementSets.filters.network_code',
      kind: 'select',
      options: [...networks].map(([value, label]) => ({ value, label })),
      translate: false,
    });
  filters.push({
    name: 'category_id',
    label: 'requirementSets.filters.category_id',
    kind: 'select',
    options: usedCategories
      .map((row) => ({ value: String(row.id), label: categories.get(Number(row.id)) ?? String(row.id) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    translate: false,
  });
  if (holds('requirements.filter.created_by')(context))
    filters.push({
      name: 'created_by',
      label: 'requirementSets.filters.created_by',
      kind: 'select',
      options: creators.map((row) => ({ value: String(row.id), label: `${row.first} ${row.last}` })),
      translate: false,
    });
  return filters;
}
