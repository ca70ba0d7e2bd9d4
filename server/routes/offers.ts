import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { createOfferSchema } from '@contract/offers';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { networks, offers } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { readListQuery } from '../lists/list-query';
import { offerContext, scopeCondition } from '../offers/offer-context';
import {
  chainProductExclusions,
  OFFER_COLUMNS,
  OFFER_LIST_QUERY,
  OFFER_SINGLE_ACTIONS,
  statusFilter,
} from '../offers/offer-lists';
import { offerListAnswer } from '../offers/offer-page';
import { statusIn } from '../offers/offer-rows';
import { createOffer } from '../offers/offer-writes';
import { fieldFault, isUniqueViolation, refusal } from '../offers/route-helpers';

const NAMESPACE = 'offer';

/**
 * §2 Offers list and §2 Modals "add offer" (docs/decisions/0017): `GET /api/p1/offers` answers the offers
 * the user's scope admits (a supplier its company's, a chain's people those made to the chain, an admin
 * all); `POST /api/p1/offers` makes one (§3 Offer modal values), a supplier only, where the instance sends
 * offers (§1: not the German one).
 */
export const offerRoutes = new Hono<AppEnv>()
  .get('/api/p1/offers', requirePermission('offers.view'), async (c) => {
    const query = readListQuery(c, OFFER_LIST_QUERY);
    if (!query.ok) return query.response;
    const context = offerContext(c);
    const { filters } = query.data;
    const byNetwork = context.scope.kind !== 'network';
    const where = and(
      scopeCondition(context.scope),
      statusIn(filters.status),
      // A network filter only for users who see several networks; otherwise ignored (docs/decisions/0012).
      byNetwork && filters.network_code !== undefined
        ? eq(offers.networkCode, filters.network_code)
        : undefined,
    );
    const networkOptions = byNetwork
      ? await context.db
          .select({ value: networks.code, label: networks.name })
          .from(networks)
          .orderBy(asc(networks.name))
      : [];
    return offerListAnswer(c, context, query.data, where, {
      columns: OFFER_COLUMNS,
      singleActions: OFFER_SINGLE_ACTIONS,
      // Only a decider has decisions to leave out per row.
      ...(context.permissions.has('chain_products.view') ? { exclusions: chainProductExclusions } : {}),
      filters: [
        statusFilter(),
        ...(byNetwork
          ? [
              {
                name: 'network_code',
                label: 'offersList.filters.network',
                kind: 'select' as const,
                options: networkOptions,
                translate: false,
              },
            ]
          : []),
      ],
    });
  })
  .post('/api/p1/offers', requirePermission('offers.create'), async (c) => {
    const config = c.get('config');
    if (!featuresForInstance(config.instance, config.disabledFeatures).includes(FEATURE.SEND_OFFER))
      return errorAnswer(c, 403, 'offers.errors.sendingOff');
    const body = await parseBody(c, createOfferSchema, NAMESPACE);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    try {
      const result = await c.get('db').transaction((tx) => createOffer(tx, user, body.data));
      if ('refused' in result) return refusal(c, NAMESPACE, result);
      return c.json(result, 201);
    } catch (error) {
      if (isUniqueViolation(error))
        return fieldFault(c, NAMESPACE, 'network', 'offers.errors.alreadyOffered');
      throw error;
    }
  });
