import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { idsBodySchema } from '@contract/attribute-lists-common';
import { requirementSetSaveSchema, type RequirementSet } from '@contract/requirement-sets';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { attributes, categories, requirementSets } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { onlyColumns } from '../attribute-lists/cells';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext, type ProductListContext } from '../products/list-context';
import { nameIn } from '../products/localize';
import {
  countSets,
  managesSets,
  REQUIREMENT_SET_COLUMN_SPECS,
  REQUIREMENT_SET_MASS_ACTIONS,
  REQUIREMENT_SET_QUERY,
  REQUIREMENT_SET_SINGLE_ACTIONS,
  setConditions,
  setFilters,
  setPage,
  setRows,
  setScope,
} from '../attribute-lists/requirement-sets-list';
import { normalizedSet, setFaults } from '../attribute-lists/requirement-sets-write';
import { queueEssentialitiesRefresh } from '../attribute-lists/essentialities-refresh';

/** The network user's own network is the one whose essentialities a set write changes. */
const refreshBy = (context: ProductListContext, language: Language) => ({
  networkCodes: [context.user.network_code!],
  userId: context.user.id,
  language,
});

const idOf = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/**
 * §2 Requirement sets (docs/decisions/0019): the list for everyone, the writes for network users on their
 * own network's sets. Every write parses its body with the contract and runs in one transaction.
 */
export const requirementSetRoutes = new Hono<AppEnv>()
  .get('/api/p1/requirement-sets', requirePermission('requirement_sets.view'), async (c) => {
    const query = readListQuery(c, REQUIREMENT_SET_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = setConditions(context, filters);
    const page = await pageOf(
      {
        rows: (limit, offset) => setPage(context.db, where, sort, order, limit, offset),
        count: (limit) => countSets(context.db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const info = listInfo({
      columns: columnsFor(REQUIREMENT_SET_COLUMN_SPECS, context),
      singleActions: actionsFor(REQUIREMENT_SET_SINGLE_ACTIONS, context),
      massActions: actionsFor(REQUIREMENT_SET_MASS_ACTIONS, context),
      filters: await setFilters(context),
    });
    return c.json(
      listAnswer(
        query.data,
        { ...page, rows: onlyColumns(await setRows(context, page.rows), info.available_columns) },
        info,
      ),
    );
  })
  .get('/api/p1/requirement-sets/options', requirePermission('requirement_sets.manage'), async (c) => {
    const language = c.get('language');
    const [categoryRows, attributeRows] = await Promise.all([
      c.get('db').select().from(categories).orderBy(asc(categories.code)),
      c.get('db').select().from(attributes).orderBy(asc(attributes.position)),
    ]);
    return c.json({
      categories: categoryRows
        .filter((row) => row.level <= 3)
        .map((row) => ({ value: String(row.id), label: nameIn(row.name, language), level: row.level })),
      attributes: attributeRows
        .filter(
          (row) => row.privateNetworkCode === null || row.privateNetworkCode === c.get('user')!.network_code,
        )
        .map((row) => ({ value: row.uuid, label: nameIn(row.name, language), section: row.sectionCode })),
    });
  })
  .get('/api/p1/requirement-sets/:id', requirePermission('requirement_sets.view'), async (c) => {
    const id = idOf(c.req.param('id'));
    const context = productListContext(c);
    const [row] =
      id === null
        ? []
        : await c
            .get('db')
            .select()
            .from(requirementSets)
            .where(and(eq(requirementSets.id, id), setScope(context)));
    if (row === undefined) return errorAnswer(c, 404, 'requirementSets.errors.notFound');
    const answer: RequirementSet = {
      id: row.id,
      network_code: row.networkCode,
      name: row.name,
      category_ids: row.categoryIds,
      attribute_uuids: row.attributeUuids,
    };
    return c.json(answer);
  })
  .post('/api/p1/requirement-sets', requirePermission('requirement_sets.manage'), async (c) => {
    const context = productListContext(c);
    if (!managesSets(context)) return errorAnswer(c, 403, 'session.forbidden');
    const body = await parseBody(c, requirementSetSaveSchema, 'requirement_sets');
    if (!body.ok) return body.response;
    const set = normalizedSet(body.data);
    const networkCode = context.user.network_code!;
    const result = await c.get('db').transaction(async (tx) => {
      const faults = await setFaults(tx, c.get('language'), set, networkCode, null);
      if (faults.length > 0) return { faults };
      const [row] = await tx
        .insert(requirementSets)
        .values({
          networkCode,
          name: set.name,
          categoryIds: set.categoryIds,
          attributeUuids: set.attributeUuids,
          attributeCount: set.attributeUuids.length,
          createdById: context.user.id,
        })
        .returning({ id: requirementSets.id });
      await queueEssentialitiesRefresh(tx, refreshBy(context, c.get('language')));
      return { id: row!.id };
    });
    if ('faults' in result) return faultAnswer(c, result.faults);
    return c.json(result, 201);
  })
  .put('/api/p1/requirement-sets/:id', requirePermission('requirement_sets.manage'), async (c) => {
    const context = productListContext(c);
    const id = idOf(c.req.param('id'));
    if (!managesSets(context) || id === null) return errorAnswer(c, 404, 'requirementSets.errors.notFound');
    const body = await parseBody(c, requirementSetSaveSchema, 'requirement_sets');
    if (!body.ok) return body.response;
    const set = normalizedSet(body.data);
    const networkCode = context.user.network_code!;
    const result = await c.get('db').transaction(async (tx) => {
      const own = and(eq(requirementSets.id, id), eq(requirementSets.networkCode, networkCode));
      const [existing] = await tx.select({ id: requirementSets.id }).from(requirementSets).where(own);
      if (existing === undefined) return { missing: true as const };
      const faults = await setFaults(tx, c.get('language'), set, networkCode, id);
      if (faults.length > 0) return { faults };
      await tx
        .update(requirementSets)
        .set({
          name: set.name,
          categoryIds: set.categoryIds,
          attributeUuids: set.attributeUuids,
          attributeCount: set.attributeUuids.length,
          updatedAt: new Date(),
        })
        .where(own);
      await queueEssentialitiesRefresh(tx, refreshBy(context, c.get('language')));
      return { id };
    });
    if ('missing' in result) return errorAnswer(c, 404, 'requirementSets.errors.notFound');
    if ('faults' in result) return faultAnswer(c, result.faults);
    return c.json(result);
  })
  .delete('/api/p1/requirement-sets', requirePermission('requirement_sets.manage'), async (c) => {
    const context = productListContext(c);
    if (!managesSets(context)) return errorAnswer(c, 403, 'session.forbidden');
    const body = await parseBody(c, idsBodySchema, 'requirement_sets');
    if (!body.ok) return body.response;
    const ids = [...new Set(body.data.ids)];
    const deleted = await c.get('db').transaction(async (tx) => {
      const rows = await tx
        .delete(requirementSets)
        .where(
          and(inArray(requirementSets.id, ids), eq(requirementSets.networkCode, context.user.network_code!)),
        )
        .returning({ id: requirementSets.id });
      if (rows.length > 0) await queueEssentialitiesRefresh(tx, refreshBy(context, c.get('language')));
      return rows;
    });
    const gone = new Set(deleted.map((row) => row.id));
    const refused = translate(c.get('language'), 'requirementSets.errors.notFound');
    return c.json({
      results: ids.map((id) =>
        gone.has(id) ? { id, success: true } : { id, success: false, message: refused },
      ),
    });
  });
