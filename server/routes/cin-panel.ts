import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ListColumn } from '@contract/data-table';
import { cinRequestSchema, type CinRequestAnswer } from '@contract/cin-panel';
import { CIN_CHAINS, cinChainsOf, type CinChain } from '@domain/cin';
import type { Language } from '@domain/constants';
import { exportFileName } from '@domain/product-details';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import { cinWorkbook } from '../cin/cin-workbook';
import { cinListConditions } from '../cin/list-conditions';
import { cinListFilters } from '../cin/list-filters';
import { cinCells, cinListedCards, type CinListedCard } from '../cin/list-rows';
import { CIN_COLUMNS, CIN_LIST_QUERY, CIN_MASS_ACTIONS, CIN_SINGLE_ACTIONS } from '../cin/list-spec';
import { chainCards, lastRequest, logRequests, markDownloaded } from '../cin/requests';
import { errorAnswer, parseBody } from '../http/answers';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { loadExportCard } from '../products/export-card';
import { peopleNames } from '../products/card';
import { productListContext } from '../products/list-context';
import { productRowsPage } from '../products/list-totals';

const NAMESPACE = 'cin';

/** The chains whose interface the user holds (§6 is_carrefour_romania, is_selgros_romania). */
const chainsOf = (c: Context<AppEnv>) => cinChainsOf(permissionsOf(c.get('user')!, c.get('config')));

/** 401 without a session; 403 without either chain interface. */
function requireCinUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user') === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    if (chainsOf(c).length === 0) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

/** The chain asked for, when the user holds it; the user's first chain when none is named. */
function chainFor(c: Context<AppEnv>, asked: CinChain | undefined): CinChain | null {
  const chains = chainsOf(c);
  if (asked === undefined) return chains[0] ?? null;
  return chains.includes(asked) ? asked : null;
}

function rowOf(card: CinListedCard, columns: readonly ListColumn[], language: Language) {
  const cells = cinCells(card, language);
  return {
    id: card.id,
    cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
  };
}

const chainOfQuery = (value: string | undefined): CinChain | undefined | false =>
  value === undefined
    ? undefined
    : (CIN_CHAINS as readonly string[]).includes(value)
      ? (value as CinChain)
      : false;

/**
 * §2 Panel CIN and §7 send-get-cin-file / get-cin-file (docs/decisions/0016). Only users holding a chain
 * interface (§6); the panel lists the cards they see that are visible in the chain.
 */
export const cinPanelRoutes = new Hono<AppEnv>()
  .get('/api/p1/cin-products', requireCinUser(), async (c) => {
    const query = readListQuery(c, CIN_LIST_QUERY);
    if (!query.ok) return query.response;
    const chain = chainFor(c, query.data.filters.chain);
    if (chain === null) return errorAnswer(c, 403, 'cinPanel.errors.chainForbidden');
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = cinListConditions(context, chain, filters);
    const { page, version: currentVersion } = await productRowsPage(
      context.db,
      where,
      query.data,
      (limit, offset) =>
        cinListedCards(context.db, chain, { where, sort, order }, limit, offset, context.language),
    );
    const columns = columnsFor(CIN_COLUMNS, context);
    const exclusions: Record<string, string[]> = {};
    for (const card of page.rows)
      if (card.request?.status !== 'ready') exclusions[String(card.id)] = ['cin_file'];
    const info = listInfo({
      columns,
      singleActions: actionsFor(CIN_SINGLE_ACTIONS, context).map((action) =>
        action.id === 'cin_file' ? { ...action, href: `${action.href}?chain=${chain}` } : action,
      ),
      massActions: actionsFor(CIN_MASS_ACTIONS, context),
      filters: await cinListFilters(context, chainsOf(c), chain, await currentVersion()),
      rowActionExclusions: exclusions,
    });
    const rows = page.rows.map((card) => rowOf(card, columns, context.language));
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .post('/api/p1/product/send-get-cin-file', requireCinUser(), async (c) => {
    const parsed = await parseBody(c, cinRequestSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const chain = chainFor(c, parsed.data.chain);
    if (chain === null) return errorAnswer(c, 403, 'cinPanel.errors.chainForbidden');
    const user = c.get('user')!;
    const ids = [...new Set(parsed.data.ids)];
    // All or nothing: a card the user does not see, or one not in the chain, refuses the whole request.
    const outcomes = await c.get('db').transaction(async (tx) => {
      const cards = await chainCards(tx, user, chain, ids);
      if (cards.length !== ids.length) return null;
      return logRequests(tx, user, chain, cards, ids);
    });
    if (outcomes === null) return errorAnswer(c, 404, 'cinPanel.errors.notInChain');
    const answer: CinRequestAnswer = {
      chain,
      results: outcomes.map((outcome) => ({
        id: outcome.id,
        status: outcome.status,
        missing: outcome.missing.map((key) => translate(c.get('language'), `cinPanel.missing.${key}`)),
      })),
    };
    return c.json(answer);
  })
  .get('/api/p1/product/:id{[0-9]+}/get-cin-file', requireCinUser(), async (c) => {
    const asked = chainOfQuery(c.req.query('chain'));
    const chain = asked === false ? null : chainFor(c, asked);
    if (chain === null) return errorAnswer(c, 403, 'cinPanel.errors.chainForbidden');
    const user = c.get('user')!;
    const id = Number(c.req.param('id'));
    const [inChain] = await chainCards(c.get('db'), user, chain, [id]);
    if (inChain === undefined) return errorAnswer(c, 404, 'cinPanel.errors.notInChain');
    const request = await lastRequest(c.get('db'), id, chain);
    if (request === null || request.status !== 'ready')
      return errorAnswer(c, 404, 'cinPanel.errors.noReadyRequest');
    const card = await loadExportCard(c, id);
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const names = await peopleNames(c.get('db'), [request.requestedBy]);
    const bytes = await cinWorkbook(
      card,
      chain,
      {
        chainName: translate(c.get('language'), `cinPanel.chains.${chain}`),
        requestedAt: request.requestedAt,
        requestedBy: names.get(request.requestedBy) ?? '',
      },
      c.get('language'),
    );
    await markDownloaded(c.get('db'), request.id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${exportFileName(card.gtin, card.id, `-cin-${chain}`)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
