import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { publishDraftCopySchema } from '@contract/draft-copy';
import type { PublishDraftCopyAnswer } from '@contract/draft-copy';
import { productSaveSchema } from '@contract/product-save';
import { PRODUCT_STATUS } from '@domain/constants';
import type { AppEnv } from '../app-env';
import { cardRequirementSetIds, replaceCardRequirementSets } from '../attribute-lists/card-requirement-sets';
import { requirePermission } from '../auth/require';
import { products } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod, parseBody } from '../http/answers';
import { resolveEditedIssues } from '../issues/edited-fields';
import { cardDocuments, findVisibleCard } from '../products/card';
import { publishPayload } from '../products/draft-copy-payload';
import { markVersions } from '../products/version-marks';
import { answer, replaceEans, returned, rowValues, validate, versionMark } from './product-save';

const NAMESPACE = 'draft_copy';

/**
 * POST /api/p1/product/{id}/publish-over-original (docs/decisions/0059): a draft copy (§4 status 5, a
 * clone) is saved over the card it was taken from, by the card form's save rules for that card's status
 * (draft rules for a draft, the whole §5 validation otherwise), refused with 409 when the copy changed
 * since the user read it or the card changed since the copy was taken. The card's new version names the
 * publisher (card versions trigger); the copy is deleted in the same transaction.
 */
export const draftCopyRoutes = new Hono<AppEnv>().post(
  '/api/p1/product/:id{[0-9]+}/publish-over-original',
  requirePermission('product.edit'),
  async (c) => {
    const parsed = await parseBody(c, publishDraftCopySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user')!;
    const copy = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (copy === null) return errorAnswer(c, 404, 'errors.productNotFound');
    if (copy.status !== PRODUCT_STATUS.DRAFT || copy.clonedFromId === null)
      return errorAnswer(c, 400, 'draftCopy.errors.notACopy');
    const original = await findVisibleCard(c.get('db'), user, copy.clonedFromId);
    if (original === null) return errorAnswer(c, 400, 'draftCopy.errors.notACopy');
    if (copy.version !== parsed.data.version) return errorAnswer(c, 409, 'errors.conflict');
    // A copy taken before copies kept the card's version cannot show the card unchanged: refused as changed.
    if (copy.clonedFromVersion !== original.version)
      return errorAnswer(c, 409, 'draftCopy.errors.originalChanged');

    const body = publishPayload(copy, original, await cardRequirementSetIds(c.get('db'), copy.id));
    const payload = safeParse(productSaveSchema, body);
    if (!payload.success) return faultAnswer(c, faultsFromZod(c, payload.error, NAMESPACE));
    const draft = original.status === PRODUCT_STATUS.DRAFT;
    const checked = await validate(c, payload.data, draft, original.companyId, original.id);
    if (!checked.ok) return checked.response;
    const status = draft ? PRODUCT_STATUS.DRAFT : PRODUCT_STATUS.READY;

    const saved = await c.get('db').transaction(async (tx) => {
      // Both rows locked, then compared again: a save of either that came in meanwhile wins.
      const [current] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, original.id))
        .for('update');
      const [copyNow] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, copy.id))
        .for('update');
      if (current?.version !== original.version || copyNow?.version !== copy.version) return null;
      await markVersions(tx, versionMark(c, null));
      const values = await rowValues(tx, payload.data, status, user, {
        companyId: original.companyId,
        stored: cardDocuments(original).attributes,
      });
      const [row] = await tx
        .update(products)
        .set(values)
        .where(and(eq(products.id, original.id), eq(products.version, original.version)))
        .returning(returned);
      await replaceEans(tx, original.id, payload.data);
      await replaceCardRequirementSets(tx, original.id, payload.data.product_requirement_sets);
      await resolveEditedIssues(tx, original, original, values, user);
      await tx.delete(products).where(eq(products.id, copy.id));
      return row!;
    });
    if (saved === null) return errorAnswer(c, 409, 'errors.conflict');
    const result: PublishDraftCopyAnswer = {
      ...answer(saved),
      url: `/react/product/${saved.id}/details`,
    };
    return c.json(result, 200);
  },
);
