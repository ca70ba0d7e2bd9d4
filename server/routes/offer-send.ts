import { Hono } from 'hono';
import type { Context } from 'hono';
import { offerCardsQuerySchema, sendOfferSchema } from '@contract/offer-send';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission, requireUser } from '../auth/require';
import { errorAnswer, faultAnswer, faultsFromZod, parseBody } from '../http/answers';
import { cardOffers } from '../offers/card-offers';
import { offerCards, offerNetworks, sendOffers } from '../offers/offer-send';
import { isUniqueViolation } from '../offers/route-helpers';

const NAMESPACE = 'offer_send';

/** §1 feature 3: sending offers is off on the German instance (and wherever the config turns it off). */
const sendingOff = (c: Context<AppEnv>) =>
  !featuresForInstance(c.get('config').instance, c.get('config').disabledFeatures).includes(
    FEATURE.SEND_OFFER,
  );

/**
 * §2 Modals "send-offer" and "existing offers", §3 Offer modal values (docs/decisions/0041). Sending:
 * suppliers only, where the instance sends offers; every card to every network in one transaction.
 */
export const offerSendRoutes = new Hono<AppEnv>()
  .get('/api/p1/offers/networks', requirePermission('offers.create'), async (c) => {
    if (sendingOff(c)) return errorAnswer(c, 403, 'offers.errors.sendingOff');
    return c.json({ networks: await offerNetworks(c.get('db')) });
  })
  .get('/api/p1/offers/cards', requirePermission('offers.create'), async (c) => {
    if (sendingOff(c)) return errorAnswer(c, 403, 'offers.errors.sendingOff');
    const query = offerCardsQuerySchema.safeParse(c.req.query());
    if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, NAMESPACE));
    return c.json({ cards: await offerCards(c.get('db'), c.get('user')!, query.data.q) });
  })
  .post('/api/p1/offers/send', requirePermission('offers.create'), async (c) => {
    if (sendingOff(c)) return errorAnswer(c, 403, 'offers.errors.sendingOff');
    const body = await parseBody(c, sendOfferSchema, NAMESPACE);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const refuse = (field: string, key: string, values: Record<string, string | number> = {}) =>
      faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field,
          message: translate(c.get('language'), key, values),
          type: 'validation',
        },
      ]);
    try {
      const result = await c.get('db').transaction((tx) => sendOffers(tx, user, body.data));
      if ('key' in result) return refuse(result.field, result.key, result.values);
      return c.json(result, 201);
    } catch (error) {
      // A concurrent send took the same open offer first: the same answer as the check gives.
      if (isUniqueViolation(error)) return refuse('networks', 'offers.errors.alreadyOffered');
      throw error;
    }
  })
  .get('/api/p1/product/:id{[0-9]+}/offers', requireUser(), async (c) => {
    const answer = await cardOffers(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (answer === null) return errorAnswer(c, 404, 'errors.productNotFound');
    return c.json(answer);
  });
