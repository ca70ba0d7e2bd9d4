import { Hono, type Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import {
  deleteProductsSchema,
  noInputSchema,
  salesStatusSchema,
  type DeleteProductsAnswer,
  type ProductUrlAnswer,
} from '@contract/product-actions';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { products } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod, parseBody, type Parsed } from '../http/answers';
import { readJson } from '../http/json-body';
import { findVisibleCard } from '../products/card';
import { insertCopy, type CopyKind } from '../products/card-copy';
import { deleteCards } from '../products/card-delete';

const NAMESPACE = 'products';

/** A body that may be absent: no body (or only blanks) is `{}`, anything else must be JSON of the schema. */
async function optionalBody<S extends $ZodType>(c: Context<AppEnv>, schema: S): Promise<Parsed<output<S>>> {
  const body = await readJson(c, NAMESPACE, { empty: {} });
  if (!body.ok) return { ok: false, response: faultAnswer(c, [body.fault]) };
  const result = safeParse(schema, body.value);
  if (!result.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, result.error, NAMESPACE)) };
  return { ok: true, data: result.data };
}

/** §7 copy and clone: the visible card (404 otherwise) becomes a new draft in one transaction. */
async function copyCard(c: Context<AppEnv>, kind: CopyKind) {
  const parsed = await optionalBody(c, noInputSchema);
  if (!parsed.ok) return parsed.response;
  const user = c.get('user')!;
  const source = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
  if (source === null) return errorAnswer(c, 404, 'errors.productNotFound');
  const id = await c.get('db').transaction((tx) => insertCopy(tx, source, kind, user));
  const answer: ProductUrlAnswer = { url: `/react/product/${id}/edit` };
  return c.json(answer, 201);
}

/**
 * §7 Card actions (docs/decisions/0012). Each parses its body with the contract, checks §6 (editing
 * actions: supplier or admin; copy and clone create a card: supplier), sees only the cards
 * visibleProducts allows, and writes in one transaction. CSRF is checked for every unsafe method.
 */
export const productActionRoutes = new Hono<AppEnv>()
  .delete('/api/p1/products', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, deleteProductsSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user')!;
    const results = await c
      .get('db')
      .transaction((tx) => deleteCards(tx, user, c.get('language'), parsed.data.ids));
    const answer: DeleteProductsAnswer = { results };
    return c.json(answer);
  })
  .post('/api/p1/copy-product/:id{[0-9]+}', requirePermission('product.create'), (c) => copyCard(c, 'copy'))
  .post('/product/:id{[0-9]+}/clone', requirePermission('product.create'), (c) => copyCard(c, 'clone'))
  .post('/api/p1/product/:id{[0-9]+}/update-sales-status', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, salesStatusSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user')!;
    const card = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const status = parsed.data.status;
    // A change of the card like any other: it moves up the list and a form open elsewhere sees it (409).
    await c.get('db').transaction((tx) =>
      tx
        .update(products)
        .set({ salesStatus: status, lastEditorId: user.id, updatedAt: sql`now()` })
        .where(eq(products.id, card.id)),
    );
    return c.json({ sales_status: status });
  });
