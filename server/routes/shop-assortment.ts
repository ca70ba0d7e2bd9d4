import { Hono, type Context } from 'hono';
import { and, arrayContains, sql } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import type { $ZodType, output } from 'zod/v4/core';
import type { ListColumn } from '@contract/data-table';
import {
  assortmentAddSchema,
  assortmentEntrySchema,
  assortmentNetworkQuerySchema,
  assortmentRemoveSchema,
  assortmentStatusSchema,
  candidatesQuerySchema,
  type AssortmentCandidates,
  type AssortmentSummary,
} from '@contract/shop-assortment';
import { assortmentCompleteness, ASSORTMENT_STATUSES, normalizeNetworkNumber } from '@domain/shop-assortment';
import type { AppEnv } from '../app-env';
import { pgCode } from '../accounts/account-writes';
import { requirePermission } from '../auth/require';
import { productRows, shopAssortment } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod, parseBody, type Parsed } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext } from '../products/list-context';
import { searchCondition } from '../products/list-filters';
import { countCards, listedCards } from '../products/list-rows';
import { fieldFault } from '../offers/route-helpers';
import { assortmentNetworkOf, writesAssortment, type AssortmentNetwork } from '../shop/assortment-network';
import {
  ASSORTMENT_COLUMNS_SPEC,
  ASSORTMENT_LIST_QUERY,
  ASSORTMENT_MASS_ACTIONS,
  ASSORTMENT_SINGLE_ACTIONS,
  assortmentFilters,
} from '../shop/assortment-list-spec';
import { assortmentStates, readinessInNetwork } from '../shop/assortment-readiness';
import { assortmentCells, assortmentConditions, assortmentEntries } from '../shop/assortment-rows';
import {
  addToAssortment,
  availableIn,
  numberHolder,
  removeFromAssortment,
  setStatus,
  updateEntry,
} from '../shop/assortment-writes';
import { translate } from '@i18n/translate';

const NAMESPACE = 'shop_assortment';
/** Cards the add dialog lists at most: a search narrows the rest. */
const CANDIDATES = 20;

const manage = requirePermission('shop.manage');

function parseQuery<S extends $ZodType>(c: Context<AppEnv>, schema: S): Parsed<output<S>> {
  const result = safeParse(schema, c.req.query());
  if (!result.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, result.error, NAMESPACE)) };
  return { ok: true, data: result.data };
}

/** The network the request reads, or the refusal. */
async function networkOf(c: Context<AppEnv>, requested: string | undefined) {
  const choice = await assortmentNetworkOf(c.get('db'), c.get('user')!, requested);
  return choice.ok ? choice : errorAnswer(c, choice.status, choice.key);
}

/** The network a write changes: the writer's own; an administrator reads but does not write. */
async function writableNetwork(c: Context<AppEnv>): Promise<AssortmentNetwork | Response> {
  const user = c.get('user')!;
  if (!writesAssortment(user)) return errorAnswer(c, 403, 'shopAssortment.readOnly');
  const choice = await networkOf(c, undefined);
  return choice instanceof Response ? choice : choice.network;
}

/** One outcome per id, in the order asked: done, or not in the assortment. */
function results(c: Context<AppEnv>, ids: readonly number[], done: Set<number>) {
  const missing = translate(c.get('language'), 'shopAssortment.notInAssortment');
  return {
    results: ids.map((id) =>
      done.has(id) ? { id, success: true } : { id, success: false, message: missing },
    ),
  };
}

/**
 * §2 shop-management (docs/decisions/0051): a network's shop assortment. Reads for the network's buyers
 * (`shop.manage`) and administrators (any network, `?network=`); writes, each in one transaction, for the
 * network's own people only.
 */
export const shopAssortmentRoutes = new Hono<AppEnv>()
  .get('/api/shop/assortment', manage, async (c) => {
    const query = readListQuery(c, ASSORTMENT_LIST_QUERY);
    if (!query.ok) return query.response;
    const choice = await networkOf(c, query.data.filters.network);
    if (choice instanceof Response) return choice;
    const code = choice.network.code;
    const context = productListContext(c);
    const where = assortmentConditions(code, query.data.filters);
    const { sort, order } = query.data;
    // Counted afresh: the assortment changes apart from the list rows, whose version keys cached totals.
    const page = await pageOf(
      {
        rows: (limit, offset) =>
          listedCards(context.db, { where, sort, order }, limit, offset, context.language),
        count: (limit) => countCards(context.db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const ids = page.rows.map((card) => card.id);
    const [entries, readiness] = await Promise.all([
      assortmentEntries(context.db, code, ids),
      readinessInNetwork(context.db, ids, code),
    ]);
    const columns: ListColumn[] = columnsFor(ASSORTMENT_COLUMNS_SPEC, context);
    const info = listInfo({
      columns,
      singleActions: actionsFor(ASSORTMENT_SINGLE_ACTIONS, context),
      massActions: actionsFor(ASSORTMENT_MASS_ACTIONS, context),
      filters: assortmentFilters(choice.choices),
    });
    const rows = page.rows.map((card) => {
      const cells: Record<string, string | number | null> = assortmentCells(
        card,
        entries.get(card.id),
        readiness.get(card.id),
        context.language,
      );
      return {
        id: card.id,
        cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
      };
    });
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .get('/api/shop/assortment/summary', manage, async (c) => {
    const query = parseQuery(c, assortmentNetworkQuerySchema);
    if (!query.ok) return query.response;
    const choice = await networkOf(c, query.data.network);
    if (choice instanceof Response) return choice;
    const db = c.get('db');
    const counted = await db
      .select({ status: shopAssortment.status, n: sql<number>`count(*)::int` })
      .from(shopAssortment)
      .where(sql`${shopAssortment.networkCode} = ${choice.network.code}`)
      .groupBy(shopAssortment.status);
    const statuses = Object.fromEntries(
      ASSORTMENT_STATUSES.map((status) => [status, counted.find((row) => row.status === status)?.n ?? 0]),
    ) as AssortmentSummary['statuses'];
    const answer: AssortmentSummary = {
      network: choice.network,
      statuses,
      completeness: assortmentCompleteness(await assortmentStates(db, choice.network.code)),
      networks: choice.choices,
    };
    return c.json(answer);
  })
  .get('/api/shop/assortment/candidates', manage, async (c) => {
    const query = parseQuery(c, candidatesQuerySchema);
    if (!query.ok) return query.response;
    const network = await writableNetwork(c);
    if (network instanceof Response) return network;
    const where = and(
      sql`${productRows.id} not in (select s.product_id from shop_assortment s
        where s.network_code = ${network.code})`,
      query.data.q === undefined || query.data.q === '' ? undefined : searchCondition(query.data.q),
      arrayContains(productRows.networkCodes, [network.code]),
    );
    const cards = await listedCards(
      c.get('db'),
      { where, sort: 'name_to_show', order: 'asc' },
      CANDIDATES + 1,
      0,
      c.get('language'),
    );
    const answer: AssortmentCandidates = {
      cards: cards.slice(0, CANDIDATES).map((card) => ({
        id: card.id,
        name_to_show: card.nameToShow,
        gtin: card.gtin,
        supplier: card.supplier ?? '',
      })),
      more: cards.length > CANDIDATES,
    };
    return c.json(answer);
  })
  .post('/api/shop/assortment', manage, async (c) => {
    const network = await writableNetwork(c);
    if (network instanceof Response) return network;
    const parsed = await parseBody(c, assortmentAddSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.product_ids)];
    const answer = await c.get('db').transaction(async (tx) => {
      const available = await availableIn(tx, network.code, ids);
      const missing = ids.findIndex((id) => !available.has(id));
      if (missing !== -1) return { missing };
      return { added: await addToAssortment(tx, network.code, ids, c.get('user')!.id) };
    });
    if ('missing' in answer)
      return fieldFault(c, NAMESPACE, `product_ids.${answer.missing}`, 'shopAssortment.notAvailable');
    return c.json(answer, 201);
  })
  .put('/api/shop/assortment/status', manage, async (c) => {
    const network = await writableNetwork(c);
    if (network instanceof Response) return network;
    const parsed = await parseBody(c, assortmentStatusSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { product_ids: ids, status } = parsed.data;
    const done = await c.get('db').transaction((tx) => setStatus(tx, network.code, ids, status));
    return c.json(results(c, ids, done));
  })
  .put('/api/shop/assortment/:id{[0-9]+}', manage, async (c) => {
    const network = await writableNetwork(c);
    if (network instanceof Response) return network;
    const parsed = await parseBody(c, assortmentEntrySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const productId = Number(c.req.param('id'));
    const productNumber = normalizeNetworkNumber(parsed.data.product_number);
    try {
      const answer = await c.get('db').transaction(async (tx) => {
        if (
          productNumber !== null &&
          (await numberHolder(tx, network.code, productNumber, productId)) !== null
        )
          return 'taken' as const;
        return updateEntry(tx, network.code, productId, { productNumber, status: parsed.data.status });
      });
      if (answer === 'taken') return fieldFault(c, NAMESPACE, 'product_number', 'shopAssortment.numberTaken');
      if (answer === null) return errorAnswer(c, 404, 'shopAssortment.notInAssortment');
      return c.json({
        product_id: answer.productId,
        product_number: answer.productNumber,
        status: answer.status,
      });
    } catch (error) {
      // Another writer gave the number away between the check and the write: the same refusal.
      if (pgCode(error) === '23505')
        return fieldFault(c, NAMESPACE, 'product_number', 'shopAssortment.numberTaken');
      throw error;
    }
  })
  .delete('/api/shop/assortment', manage, async (c) => {
    const network = await writableNetwork(c);
    if (network instanceof Response) return network;
    const parsed = await parseBody(c, assortmentRemoveSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const ids = parsed.data.product_ids;
    const done = await c.get('db').transaction((tx) => removeFromAssortment(tx, network.code, ids));
    return c.json(results(c, ids, done));
  });
