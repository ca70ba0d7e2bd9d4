import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MIGRATION_SORTABLE,
  migrationFiltersSchema,
  type MigrationFilters,
} from '@contract/attribute-migrations';
import type { ListFilter, ListRow } from '@contract/data-table';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { attributeMigrationCompanies, attributeMigrations } from '../db/schema';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { orderBy } from '../lists/sorting';
import { holds, type ProductListContext as Context } from '../products/list-context';
import { attributeNames } from './names';

/** §2 Attribute migration list: newest first (docs/decisions/0019). */
export const MIGRATION_QUERY = {
  namespace: 'attribute_migrations',
  filters: migrationFiltersSchema,
  multi: [],
  sortable: MIGRATION_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof migrationFiltersSchema>;

const manages = holds('attribute_migrations.manage');
const agrees = holds('attribute_migrations.agree');

export const MIGRATION_COLUMN_SPECS: readonly ColumnSpec<Context>[] = [
  { id: 'name', label: 'attributeMigrations.columns.name', sortable: true, default: true },
  { id: 'source', label: 'attributeMigrations.columns.source', sortable: false, default: true },
  { id: 'target', label: 'attributeMigrations.columns.target', sortable: false, default: true },
  { id: 'status', label: 'attributeMigrations.columns.status', sortable: true, default: true },
  {
    id: 'affected_cards',
    label: 'attributeMigrations.columns.affected_cards',
    sortable: true,
    default: true,
    align: 'end',
  },
  { id: 'agreements', label: 'attributeMigrations.columns.agreements', sortable: false, default: true },
  {
    id: 'created_at',
    label: 'attributeMigrations.columns.created_at',
    sortable: true,
    default: true,
    align: 'end',
  },
  {
    id: 'applied_at',
    label: 'attributeMigrations.columns.applied_at',
    sortable: false,
    default: false,
    align: 'end',
  },
];

export const MIGRATION_SINGLE_ACTIONS: readonly ActionSpec<Context>[] = [
  { id: 'open', label: 'attributeMigrations.actions.open', href: '/react/attribute-migration/{id}' },
  {
    id: 'agree',
    label: 'attributeMigrations.actions.agree',
    confirm: 'attributeMigrations.confirm.agree',
    when: agrees,
  },
  {
    id: 'apply',
    label: 'attributeMigrations.actions.apply',
    confirm: 'attributeMigrations.confirm.apply',
    when: manages,
  },
  {
    id: 'delete',
    label: 'attributeMigrations.actions.delete',
    confirm: 'attributeMigrations.confirm.delete',
    danger: true,
    when: manages,
  },
];

/** The supplier's own part of each migration (its cards, its agreement). */
export const ownPart = alias(attributeMigrationCompanies, 'own_part');

/** A supplier sees only the migrations that touch its cards; administrators and data managers all. */
export function migrationConditions(context: Context, filters: MigrationFilters): SQL | undefined {
  const escape = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
  return and(
    context.user.is_supplier ? eq(ownPart.companyId, context.user.company_id ?? -1) : undefined,
    filters.status === undefined ? undefined : eq(attributeMigrations.status, filters.status),
    filters.q ? ilike(attributeMigrations.name, `%${escape(filters.q)}%`) : undefined,
  );
}

/** Agreements so far per migration, and the supplier's own part when the user is one. */
const agreed = sql<number>`(select count(*)::int from ${attributeMigrationCompanies} c where c.migration_id = ${attributeMigrations.id} and c.agreed_at is not null)`;
const involved = sql<number>`(select count(*)::int from ${attributeMigrationCompanies} c where c.migration_id = ${attributeMigrations.id})`;

export function migrationPage(
  context: Context,
  where: SQL | undefined,
  sort: string,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const supplier = context.user.is_supplier;
  const columns = {
    name: attributeMigrations.name,
    status: attributeMigrations.status,
    affected_cards: supplier ? ownPart.affectedCards : attributeMigrations.affectedCards,
    created_at: attributeMigrations.createdAt,
  };
  return context.db
    .select({
      migration: attributeMigrations,
      agreed,
      involved,
      ownCards: ownPart.affectedCards,
      ownAgreedAt: ownPart.agreedAt,
    })
    .from(attributeMigrations)
    .leftJoin(
      ownPart,
      and(
        eq(ownPart.migrationId, attributeMigrations.id),
        eq(ownPart.companyId, context.user.company_id ?? -1),
      ),
    )
    .where(where)
    .orderBy(...orderBy(columns, sort, order, attributeMigrations.id))
    .limit(limit)
    .offset(offset);
}

export async function countMigrations(db: Db, context: Context, where: SQL | undefined, limit: number) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(attributeMigrations)
      .leftJoin(
        ownPart,
        and(
          eq(ownPart.migrationId, attributeMigrations.id),
          eq(ownPart.companyId, context.user.company_id ?? -1),
        ),
      )
      .where(where)
      .limit(limit)
      .as('counted'),
  );
  return row?.count ?? 0;
}

type MigrationRow = Awaited<ReturnType<typeof migrationPage>>[number];

/** Whether every company the migration touches has agreed (none touched counts as agreed). */
export const allAgreed = (row: { agreed: number; involved: number }) => row.agreed >= row.involved;

export async function migrationCells(context: Context, rows: readonly MigrationRow[]): Promise<ListRow[]> {
  const attributes = await attributeNames(context.db, context.language);
  const supplier = context.user.is_supplier;
  const t = (key: string) => translate(context.language, key);
  return rows.map(({ migration, agreed: agreedCount, involved: involvedCount, ownCards, ownAgreedAt }) => ({
    id: migration.id,
    cells: {
      name: migration.name,
      source: attributes.get(migration.sourceAttributeUuid) ?? migration.sourceAttributeUuid,
      target: attributes.get(migration.targetAttributeUuid) ?? migration.targetAttributeUuid,
      status: t(`attributeMigrations.status.${migration.status}`),
      affected_cards: supplier ? (ownCards ?? 0) : migration.affectedCards,
      agreements: supplier
        ? ownAgreedAt === null
          ? t('attributeMigrations.agreement.awaiting')
          : t('attributeMigrations.agreement.given')
        : `${agreedCount} / ${involvedCount}`,
      created_at: migration.createdAt.toISOString(),
      applied_at: migration.appliedAt?.toISOString() ?? null,
    },
  }));
}

/** Per row, the actions that do not apply: agreeing twice, applying before everyone agreed, applied rows. */
export function migrationExclusions(
  context: Context,
  rows: readonly MigrationRow[],
): Record<string, string[]> {
  const exclusions: Record<string, string[]> = {};
  for (const row of rows) {
    const excluded: string[] = [];
    const pending = row.migration.status === 'pending';
    if (agrees(context) && (!pending || row.ownAgreedAt !== null)) excluded.push('agree');
    if (manages(context) && (!pending || !allAgreed(row))) excluded.push('apply');
    if (manages(context) && !pending) excluded.push('delete');
    if (excluded.length > 0) exclusions[String(row.migration.id)] = excluded;
  }
  return exclusions;
}

export const MIGRATION_FILTERS: readonly ListFilter[] = [
  { name: 'q', label: 'attributeMigrations.filters.q', kind: 'text', options: [], translate: false },
  {
    name: 'status',
    label: 'attributeMigrations.filters.status',
    kind: 'select',
    options: [
      { value: 'pending', label: 'attributeMigrations.status.pending' },
      { value: 'applied', label: 'attributeMigrations.status.applied' },
    ],
    translate: true,
  },
];
