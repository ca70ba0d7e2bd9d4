import { Hono } from 'hono';
import { inArray } from 'drizzle-orm';
import { productShowQuerySchema } from '@contract/product-card';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { attributes } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';
import { cardRequirementSetIds } from '../attribute-lists/card-requirement-sets';
import { cardDocuments, findReadableCard, peopleNames, showAnswer } from '../products/card';
import { seesPrivateAttribute } from '../products/private-attributes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const user = c.var.user!;
    const row = await findReadableCard(c.var.db, user, Number(c.req.param('id')));
    if (row === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const documents = cardDocuments(row);
    // Only well-formed ids reach the uuid column (a stored oddity must not turn into a 500).
    const uuids = documents.attributes.map((attribute) => attribute.uuid).filter((uuid) => UUID.test(uuid));
    const [definitions, names, requirementSetIds] = await Promise.all([
      uuids.length === 0
        ? []
        : c.var.db
            .select({
              uuid: attributes.uuid,
              code: attributes.code,
              section: attributes.sectionCode,
              privateNetworkCode: attributes.privateNetworkCode,
            })
            .from(attributes)
            .where(inArray(attributes.uuid, uuids)),
      peopleNames(c.var.db, [row.supplierUserId, row.lastEditorId]),
      cardRequirementSetIds(c.var.db, row.id),
    ]);
    const byUuid = new Map(definitions.map((definition) => [definition.uuid, definition]));
    const set = query.data.attribute_set;
    const shown = documents.attributes.filter((attribute) => {
      const definition = byUuid.get(attribute.uuid);
      if (set !== undefined && definition?.section !== set) return false;
      return definition === undefined || seesPrivateAttribute(user, definition);
    });
    const answer = showAnswer(row, { ...documents, attributes: shown }, names, requirementSetIds);
    const original =
      row.clonedFromId === null ? null : await findReadableCard(c.var.db, user, row.clonedFromId);
    if (original !== null) answer.general_info.draft_copy_of = { id: original.id, name: original.nameToShow };
    return c.json(answer);
  },
);
