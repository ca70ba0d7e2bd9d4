import { Hono, type Context } from 'hono';
import { and, inArray } from 'drizzle-orm';
import type { ListColumn } from '@contract/data-table';
import { qcMassChangeSchema, qcStatusChangeSchema, type QcStatusChange } from '@contract/qc-list';
import type { Language } from '@domain/constants';
import { changeableQcChains, qcCommentRequired } from '@domain/qc-chains';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { permissionsOf, requirePermission } from '../auth/require';
import { products } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { findVisibleCard } from '../products/card';
import { productListContext } from '../products/list-context';
import { productRowsPage } from '../products/list-totals';
import { visibleProducts } from '../products/scope';
import { qcListConditions } from '../qc/list-conditions';
import { qcListFilters } from '../qc/list-filters';
import { qcCells, qcListedCards, type QcListedCard } from '../qc/list-rows';
import { QC_COLUMNS, QC_LIST_QUERY, QC_MASS_ACTIONS, QC_SINGLE_ACTIONS } from '../qc/list-spec';
import { qcAnswerOf, writeVerdicts } from '../qc/verdicts';

const NAMESPACE = 'qc';

function rowOf(card: QcListedCard, columns: readonly ListColumn[], language: Language) {
  const cells = qcCells(card, language);
  return {
    id: card.id,
    cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
  };
}

/**
 * §6 the chain's flag (the card's own QC: QC managers and admins), then a reason for a failed verdict.
 * Answers the refusal, or null when the change may be made.
 */
function refusalOf(c: Context<AppEnv>, change: QcStatusChange) {
  const changeable = changeableQcChains(permissionsOf(c.get('user')!, c.get('config')));
  if (!changeable.includes(change.chain)) return errorAnswer(c, 403, 'qcList.errors.chainForbidden');
  if (qcCommentRequired(change.status) && change.comment === '')
    return faultAnswer(c, [
      {
        namespace: NAMESPACE,
        field: 'comment',
        message: translate(c.get('language'), 'qcList.errors.commentRequired'),
        type: 'validation',
      },
    ]);
  return null;
}

/**
 * §2 QC list and the QC status modal (docs/decisions/0016): the list in the §3 envelope, §7 GET and POST
 * /api/p1/product/qc/{id}, and the mass change. Every call needs `qc.list` (QC managers, admins, holders
 * of a chain's QC flag); a change needs the chain's own permission. Cards outside the user's scope are 404.
 */
export const qcListRoutes = new Hono<AppEnv>()
  .get('/api/p1/qc-products', requirePermission('qc.list'), async (c) => {
    const query = readListQuery(c, QC_LIST_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = qcListConditions(context, filters);
    const { page, version: currentVersion } = await productRowsPage(
      context.db,
      where,
      query.data,
      (limit, offset) => qcListedCards(context.db, { where, sort, order }, limit, offset, context.language),
    );
    const columns = columnsFor(QC_COLUMNS, context);
    const info = listInfo({
      columns,
      singleActions: actionsFor(QC_SINGLE_ACTIONS, context),
      massActions:
        changeableQcChains(context.permissions).length > 0 ? actionsFor(QC_MASS_ACTIONS, context) : [],
      filters: await qcListFilters(context, await currentVersion()),
    });
    const rows = page.rows.map((card) => rowOf(card, columns, context.language));
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .get('/api/p1/product/qc/:id{[0-9]+}', requirePermission('qc.list'), async (c) => {
    const user = c.get('user')!;
    const card = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    return c.json(
      await qcAnswerOf(c.get('db'), card, changeableQcChains(permissionsOf(user, c.get('config')))),
    );
  })
  .post('/api/p1/product/qc/:id{[0-9]+}', requirePermission('qc.list'), async (c) => {
    const parsed = await parseBody(c, qcStatusChangeSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const refusal = refusalOf(c, parsed.data);
    if (refusal !== null) return refusal;
    const user = c.get('user')!;
    const card = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    await c.get('db').transaction((tx) => writeVerdicts(tx, [card.id], parsed.data, user.id));
    const fresh = await findVisibleCard(c.get('db'), user, card.id);
    return c.json(
      await qcAnswerOf(c.get('db'), fresh!, changeableQcChains(permissionsOf(user, c.get('config')))),
    );
  })
  .post('/api/p1/products/qc', requirePermission('qc.list'), async (c) => {
    const parsed = await parseBody(c, qcMassChangeSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const refusal = refusalOf(c, parsed.data);
    if (refusal !== null) return refusal;
    const user = c.get('user')!;
    const ids = [...new Set(parsed.data.ids)];
    // All or nothing: a card the user may not see refuses the whole change.
    const count = await c.get('db').transaction(async (tx) => {
      const seen = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), visibleProducts(user)));
      if (seen.length !== ids.length) return null;
      await writeVerdicts(tx, ids, parsed.data, user.id);
      return ids.length;
    });
    if (count === null) return errorAnswer(c, 404, 'errors.productNotFound');
    return c.json({ count });
  });
