import { Hono } from 'hono';
import { productShowQuerySchema } from '@contract/product-card';
import type { AppEnv } from '../app-env';
import { showAnswerKey } from '../cache/kept-show';
import { requireUser } from '../auth/require';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';
import { cardDocuments, findReadableCard, showAnswer } from '../products/card';
import { readShowCard } from '../products/show-card';
import { seesPrivateAttribute } from '../products/private-attributes';

/**
 * §7 GET /api/p1/product/show/{id}, optional attribute_set: the card as stored (404 when it does not exist
 * or the user may not see it). attribute_set names a section code and keeps only that section's attributes
 * (docs/decisions/0008); a network user never gets another network's private attributes.
 */
export const productShowRoutes = new Hono<AppEnv>().get(
  '/api/p1/product/show/:id{[0-9]+}',
  requireUser(),
  async (c) => {
    const query = productShowQuerySchema.safeParse(c.req.query());
    if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, 'attribute_set'));
    const user = c.get('user')!;
    const id = Number(c.req.param('id'));
    // What is kept is answered before the routes (server/cache/kept-show.ts), and only there: a call by an
    // API token or a switched session, which that refuses to answer, is always read here (0068).
    const caches = c.get('caches');
    const mark = caches?.answers.mark() ?? 0;
    const card = await readShowCard(c.get('db'), user, id);
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const { row, definitions, names, requirementSetIds } = card;
    const documents = cardDocuments(row);
    const byUuid = new Map(definitions.map((definition) => [definition.uuid, definition]));
    const set = query.data.attribute_set;
    const shown = documents.attributes.filter((attribute) => {
      const definition = byUuid.get(attribute.uuid);
      if (set !== undefined && definition?.section !== set) return false;
      return definition === undefined || seesPrivateAttribute(user, definition);
    });
    const answer = showAnswer(row, { ...documents, attributes: shown }, names, requirementSetIds);
    const original =
      row.clonedFromId === null ? null : await findReadableCard(c.get('db'), user, row.clonedFromId);
    if (original !== null) answer.general_info.draft_copy_of = { id: original.id, name: original.nameToShow };
    const body = JSON.stringify(answer);
    // A draft copy names its original, a card of its own: such an answer is read anew each time.
    // The answer depends on the card, the user's scope and rights, and the section asked for.
    if (caches !== null && row.clonedFromId === null)
      caches.keepAnswer(id, showAnswerKey(user.id, query.data.attribute_set), body, mark);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  },
);
