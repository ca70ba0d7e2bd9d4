import { Hono, type Context } from 'hono';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { migrationSaveSchema, type MigrationSave } from '@contract/attribute-migrations';
import { idsBodySchema } from '@contract/attribute-lists-common';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { attributeMigrationCompanies, attributeMigrations, attributes } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { onlyColumns } from '../attribute-lists/cells';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext } from '../products/list-context';
import { nameIn } from '../products/localize';
import { migrationDetails } from '../attribute-lists/migration-details';
import { resetAgreements } from '../attribute-lists/migration-companies';
import { applyMigration, migrationFaults } from '../attribute-lists/migration-write';
import {
  countMigrations,
  MIGRATION_COLUMN_SPECS,
  MIGRATION_FILTERS,
  MIGRATION_QUERY,
  MIGRATION_SINGLE_ACTIONS,
  migrationCells,
  migrationConditions,
  migrationExclusions,
  migrationPage,
} from '../attribute-lists/migrations-list';

const idOf = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
const notFound = (c: Context<AppEnv>) => errorAnswer(c, 404, 'attributeMigrations.errors.notFound');

/** Saves a new or a pending migration in one transaction; every affected company is asked (again). */
async function save(c: Context<AppEnv>, id: number | null) {
  const body = await parseBody(c, migrationSaveSchema, 'attribute_migrations');
  if (!body.ok) return body.response;
  const data: MigrationSave = body.data;
  const user = c.get('user')!;
  const result = await c.get('db').transaction(async (tx) => {
    if (id !== null) {
      const [existing] = await tx
        .select({ status: attributeMigrations.status })
        .from(attributeMigrations)
        .where(eq(attributeMigrations.id, id))
        .for('update');
      if (existing === undefined) return { missing: true as const };
      if (existing.status !== 'pending') return { applied: true as const };
    }
    const faults = await migrationFaults(tx, c.get('language'), data);
    if (faults.length > 0) return { faults };
    const values = {
      name: data.name,
      sourceAttributeUuid: data.source_attribute_uuid,
      targetAttributeUuid: data.target_attribute_uuid,
      valueMap: data.value_map,
      updatedAt: new Date(),
    };
    const [row] =
      id === null
        ? await tx
            .insert(attributeMigrations)
            .values({ ...values, createdById: user.id })
            .returning()
        : await tx.update(attributeMigrations).set(values).where(eq(attributeMigrations.id, id)).returning();
    const affected = await resetAgreements(tx, row!.id, data.source_attribute_uuid);
    await tx
      .update(attributeMigrations)
      .set({ affectedCards: affected })
      .where(eq(attributeMigrations.id, row!.id));
    return { id: row!.id };
  });
  if ('missing' in result) return notFound(c);
  if ('applied' in result) return errorAnswer(c, 409, 'attributeMigrations.errors.applied');
  if ('faults' in result) return faultAnswer(c, result.faults);
  return c.json(result, id === null ? 201 : 200);
}

/**
 * §2 Attribute migration (docs/decisions/0019): the list, one migration, its writes (administrator), the
 * §2 Modals agreement (supplier) and the apply (administrator, once every affected company agreed).
 */
export const attributeMigrationRoutes = new Hono<AppEnv>()
  .get('/api/p1/attribute-migrations', requirePermission('attribute_migrations.view'), async (c) => {
    const query = readListQuery(c, MIGRATION_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = migrationConditions(context, filters);
    const page = await pageOf(
      {
        rows: (limit, offset) => migrationPage(context, where, sort, order, limit, offset),
        count: (limit) => countMigrations(context.db, context, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const info = listInfo({
      columns: columnsFor(MIGRATION_COLUMN_SPECS, context),
      singleActions: actionsFor(MIGRATION_SINGLE_ACTIONS, context),
      massActions: [],
      filters: [...MIGRATION_FILTERS],
      rowActionExclusions: migrationExclusions(context, page.rows),
    });
    return c.json(
      listAnswer(
        query.data,
        { ...page, rows: onlyColumns(await migrationCells(context, page.rows), info.available_columns) },
        info,
      ),
    );
  })
  .get(
    '/api/p1/attribute-migrations/options',
    requirePermission('attribute_migrations.manage'),
    async (c) => {
      const rows = await c.get('db').select().from(attributes).orderBy(asc(attributes.position));
      const language = c.get('language');
      return c.json({
        attributes: rows.map((row) => ({
          value: row.uuid,
          label: nameIn(row.name, language),
          type: row.type,
          values: row.availableValues.map((value) => ({
            value: value.uuid,
            label: nameIn(value.name, language),
          })),
        })),
      });
    },
  )
  .get('/api/p1/attribute-migrations/:id', requirePermission('attribute_migrations.view'), async (c) => {
    const id = idOf(c.req.param('id'));
    const details = id === null ? null : await migrationDetails(productListContext(c), id);
    return details === null ? notFound(c) : c.json(details);
  })
  .post('/api/p1/attribute-migrations', requirePermission('attribute_migrations.manage'), (c) =>
    save(c, null),
  )
  .put('/api/p1/attribute-migrations/:id', requirePermission('attribute_migrations.manage'), (c) => {
    const id = idOf(c.req.param('id'));
    return id === null ? notFound(c) : save(c, id);
  })
  .post(
    '/api/p1/attribute-migrations/:id/agree',
    requirePermission('attribute_migrations.agree'),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const user = c.get('user')!;
      if (id === null) return notFound(c);
      const outcome = await c.get('db').transaction(async (tx) => {
        const [migration] = await tx
          .select({ status: attributeMigrations.status })
          .from(attributeMigrations)
          .where(eq(attributeMigrations.id, id))
          .for('update');
        const own = and(
          eq(attributeMigrationCompanies.migrationId, id),
          eq(attributeMigrationCompanies.companyId, user.company_id ?? -1),
        );
        const [part] = await tx.select().from(attributeMigrationCompanies).where(own);
        if (migration === undefined || part === undefined) return 'missing' as const;
        if (migration.status !== 'pending') return 'applied' as const;
        await tx
          .update(attributeMigrationCompanies)
          .set({ agreedById: user.id, agreedAt: new Date() })
          .where(and(own, isNull(attributeMigrationCompanies.agreedAt)));
        return 'agreed' as const;
      });
      if (outcome === 'missing') return notFound(c);
      if (outcome === 'applied') return errorAnswer(c, 409, 'attributeMigrations.errors.applied');
      return c.json(await migrationDetails(productListContext(c), id));
    },
  )
  .post(
    '/api/p1/attribute-migrations/:id/apply',
    requirePermission('attribute_migrations.manage'),
    async (c) => {
      const id = idOf(c.req.param('id'));
      if (id === null) return notFound(c);
      const outcome = await c.get('db').transaction(async (tx) => {
        const [migration] = await tx
          .select({ status: attributeMigrations.status })
          .from(attributeMigrations)
          .where(eq(attributeMigrations.id, id))
          .for('update');
        if (migration === undefined) return 'missing' as const;
        if (migration.status !== 'pending') return 'applied' as const;
        const waiting = await tx
          .select({ id: attributeMigrationCompanies.companyId })
          .from(attributeMigrationCompanies)
          .where(
            and(
              eq(attributeMigrationCompanies.migrationId, id),
              isNull(attributeMigrationCompanies.agreedAt),
            ),
          );
        if (waiting.length > 0) return 'waiting' as const;
        await applyMigration(tx, id, c.get('user')!.id);
        return 'done' as const;
      });
      if (outcome === 'missing') return notFound(c);
      if (outcome === 'applied') return errorAnswer(c, 409, 'attributeMigrations.errors.applied');
      if (outcome === 'waiting') return errorAnswer(c, 409, 'attributeMigrations.errors.awaitingAgreements');
      return c.json(await migrationDetails(productListContext(c), id));
    },
  )
  .delete('/api/p1/attribute-migrations', requirePermission('attribute_migrations.manage'), async (c) => {
    const body = await parseBody(c, idsBodySchema, 'attribute_migrations');
    if (!body.ok) return body.response;
    const ids = [...new Set(body.data.ids)];
    const deleted = await c.get('db').transaction((tx) =>
      tx
        .delete(attributeMigrations)
        .where(and(inArray(attributeMigrations.id, ids), eq(attributeMigrations.status, 'pending')))
        .returning({ id: attributeMigrations.id }),
    );
    const gone = new Set(deleted.map((row) => row.id));
    const refused = translate(c.get('language'), 'attributeMigrations.errors.notDeletable');
    return c.json({
      results: ids.map((id) =>
        gone.has(id) ? { id, success: true } : { id, success: false, message: refused },
      ),
    });
  });
