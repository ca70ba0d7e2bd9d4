import { Hono, type Context } from 'hono';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { errorAnswer } from '../http/answers';
import { cardDocuments, findReadableCard } from '../products/card';
import { categoryChains } from '../products/category-chain';
import { buildProductSchema } from '../products/schema-builder';
import { readSchemaRequest } from '../products/schema-request';

function recyclingFraction(c: Context<AppEnv>): boolean {
  const { instance, disabledFeatures } = c.get('config');
  return featuresForInstance(instance, disabledFeatures).includes(FEATURE.RECYCLING_FRACTION);
}

/**
 * §7 OPTIONS /api/p1/product/schema (a new card: the schema of the categories in the body, or of none) and
 * OPTIONS /api/p1/product/schema/{id} (a card: its category, or the body's, with the card's values; 404
 * when the card does not exist or the user may not see it). Any logged-in user; names in c.get('language').
 */
export const productSchemaRoutes = new Hono<AppEnv>()
  .on('OPTIONS', '/api/p1/product/schema', requireUser(), async (c) => {
    const request = await readSchemaRequest(c);
    if (!request.ok) return request.response;
    const user = c.get('user')!;
    const schema = await buildProductSchema(c.get('db'), {
      categoryIds: request.data.categoryIds ?? [],
      chains: request.data.chains,
      user,
      language: c.get('language'),
      recyclingFraction: recyclingFraction(c),
      companyId: user.company_id,
      card: null,
    });
    return c.json(schema);
  })
  .on('OPTIONS', '/api/p1/product/schema/:id{[0-9]+}', requireUser(), async (c) => {
    const user = c.get('user')!;
    const row = await findReadableCard(c.get('db'), user, Number(c.req.param('id')));
    if (row === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const request = await readSchemaRequest(c);
    if (!request.ok) return request.response;
    let { categoryIds, chains } = request.data;
    if (categoryIds === null) {
      categoryIds = row.categoryId === null ? [] : [row.categoryId];
      chains = await categoryChains(c.get('db'), categoryIds);
    }
    const schema = await buildProductSchema(c.get('db'), {
      categoryIds,
      chains,
      user,
      language: c.get('language'),
      recyclingFraction: recyclingFraction(c),
      companyId: row.companyId,
      card: { row, documents: cardDocuments(row) },
    });
    return c.json(schema);
  });
