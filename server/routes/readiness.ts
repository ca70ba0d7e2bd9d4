import { Hono } from 'hono';
import type { CardReadiness } from '@contract/readiness';
import { worstReadiness } from '@domain/readiness';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { errorAnswer } from '../http/answers';
import { findVisibleCard } from '../products/card';
import { cardNetworks } from '../readiness/card-networks';
import { networksFor, readinessAnswers } from '../readiness/card-readiness';
import { readinessFacts } from '../readiness/facts';

/**
 * Readiness per network (docs/decisions/0042): `GET /api/p1/product/{id}/readiness`, for whoever may see
 * the card (§6; 404 otherwise): per network the card is visible in or was offered to, the missing required attributes, the
 * QC verdict with its reason, the latest offer and the open issues. A network's user gets its network.
 */
export const readinessRoutes = new Hono<AppEnv>().get(
  '/api/p1/product/:id{[0-9]+}/readiness',
  requireUser(),
  async (c) => {
    const user = c.get('user')!;
    if (user.is_blocked) return errorAnswer(c, 403, 'session.forbidden');
    const card = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const [covered] = await cardNetworks(c.get('db'), [card.id]);
    const networks = networksFor(user, covered?.networks ?? []);
    const facts = await readinessFacts(c.get('db'), [{ id: card.id, networks }]);
    const [answers = []] = await readinessAnswers(c.get('db'), [facts.get(card.id) ?? []], c.get('language'));
    const answer: CardReadiness = {
      product_id: card.id,
      state: worstReadiness(answers.map((readiness) => readiness.state)),
      networks: answers,
    };
    return c.json(answer);
  },
);
