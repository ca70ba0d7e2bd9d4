import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { approveProductSchema, rejectOfferSchema, saveNetworkAttributesSchema } from '@contract/offers';
import { OFFER_STATUS } from '@domain/offers';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { offers } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { readListQuery } from '../lists/list-query';
import { chainFill, readNetworkAttributes, writeNetworkAttributes } from '../offers/network-attributes';
import { offerContext, scopeCondition } from '../offers/offer-context';
import {
  CHAIN_MASTER_DATA_COLUMNS,
  CHAIN_MASTER_DATA_QUERY,
  CHAIN_MASTER_DATA_SINGLE_ACTIONS,
  CHAIN_PRODUCT_COLUMNS,
  CHAIN_PRODUCT_QUERY,
  CHAIN_PRODUCT_SINGLE_ACTIONS,
  chainProductExclusions,
  statusFilter,
} from '../offers/offer-lists';
import { offerListAnswer } from '../offers/offer-page';
import { statusIn } from '../offers/offer-rows';
import { decideOffer } from '../offers/offer-writes';
import { chainTarget, refusal } from '../offers/route-helpers';

/** A category or master-data manager without a chain has no panel to work in. */
const hasChain = (network: string | null | undefined): network is string => typeof network === 'string';

/**
 * §2 Chain products (cm panel) and chain master data (mdm panel), §7 approve-product, reject-offer and
 * network-attribute (docs/decisions/0017). Every call works on the user's own chain only.
 */
export const retailChainRoutes = new Hono<AppEnv>()
  .get('/api/p1/retail-chain/products', requirePermission('chain_products.view'), async (c) => {
    const query = readListQuery(c, CHAIN_PRODUCT_QUERY);
    if (!query.ok) return query.response;
    const context = offerContext(c);
    if (!hasChain(context.user.network_code)) return errorAnswer(c, 403, 'session.forbidden');
    const where = and(scopeCondition(context.scope), statusIn(query.data.filters.status));
    return offerListAnswer(c, context, query.data, where, {
      columns: CHAIN_PRODUCT_COLUMNS,
      singleActions: CHAIN_PRODUCT_SINGLE_ACTIONS,
      filters: [statusFilter()],
      exclusions: chainProductExclusions,
    });
  })
  .post('/api/p1/approve-product/:chain/:id', requirePermission('chain_products.view'), async (c) => {
    const target = chainTarget(c, 'approve_product');
    if (!target.ok) return target.response;
    const body = await parseBody(c, approveProductSchema, 'approve_product');
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const result = await c
      .get('db')
      .transaction((tx) =>
        decideOffer(
          tx,
          user,
          { chain: target.chain, productId: target.id },
          body.data.approve ? 'approve' : 'revoke',
          '',
        ),
      );
    if ('refused' in result) return refusal(c, 'approve_product', result);
    return c.json(result);
  })
  .post('/api/p1/reject-offer/:chain/:id', requirePermission('chain_products.view'), async (c) => {
    const target = chainTarget(c, 'reject_offer');
    if (!target.ok) return target.response;
    const body = await parseBody(c, rejectOfferSchema, 'reject_offer');
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const result = await c
      .get('db')
      .transaction((tx) =>
        decideOffer(tx, user, { chain: target.chain, offerId: target.id }, 'reject', body.data.comment),
      );
    if ('refused' in result) return refusal(c, 'reject_offer', result);
    return c.json(result);
  })
  .get('/api/p1/retail-chain/master-data', requirePermission('chain_master_data.view'), async (c) => {
    const query = readListQuery(c, CHAIN_MASTER_DATA_QUERY);
    if (!query.ok) return query.response;
    const context = offerContext(c);
    const chain = context.user.network_code;
    if (!hasChain(chain)) return errorAnswer(c, 403, 'session.forbidden');
    const where = and(scopeCondition(context.scope), eq(offers.status, OFFER_STATUS.APPROVED));
    return offerListAnswer(c, context, query.data, where, {
      columns: CHAIN_MASTER_DATA_COLUMNS,
      singleActions: CHAIN_MASTER_DATA_SINGLE_ACTIONS,
      filters: [],
      extraCells: async (rows) => {
        const fill = await chainFill(
          context.db,
          chain,
          rows.map((row) => row.productId),
        );
        return new Map(
          rows.map((row) => {
            const card = fill.get(row.productId);
            return [
              row.id,
              card === undefined
                ? {}
                : { chain_filled: `${card.filled} / ${card.total}`, chain_completeness: card.percent },
            ];
          }),
        );
      },
    });
  })
  .get('/api/p1/network-attribute/:chain/:id', requirePermission('chain_master_data.view'), async (c) => {
    const target = chainTarget(c, 'network_attribute');
    if (!target.ok) return target.response;
    const answer = await readNetworkAttributes(c.get('db'), target.chain, target.id, c.get('language'));
    if (answer === null) return errorAnswer(c, 404, 'errors.notFoundApi');
    return c.json(answer);
  })
  .post('/api/p1/network-attribute/:chain/:id', requirePermission('chain_master_data.view'), async (c) => {
    const target = chainTarget(c, 'network_attribute');
    if (!target.ok) return target.response;
    const body = await parseBody(c, saveNetworkAttributesSchema, 'network_attribute');
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const result = await c
      .get('db')
      .transaction((tx) => writeNetworkAttributes(tx, target.chain, target.id, user.id, body.data));
    if ('refused' in result) return refusal(c, 'network_attribute', result);
    const answer = await readNetworkAttributes(c.get('db'), target.chain, target.id, c.get('language'));
    return c.json(answer);
  });
