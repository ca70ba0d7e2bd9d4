import { Hono, type Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import type { Fault } from '@contract/fault';
import { eanValidateSchema, logisticValidateSchema } from '@contract/logistic';
import { EMPTY_EAN } from '@domain/constants';
import { NAMESPACE } from '@domain/faults';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { isValidGtin } from '@domain/gtin';
import { VALIDATION_LOGISTIC_FIELDS } from '@domain/logistics-fields';
import { validateLogistics } from '@domain/product-validation';
import type { FieldFault } from '@domain/refusal';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { productEans, units } from '../db/schema';
import { faultAnswer, parseBody } from '../http/answers';
import { categoryChains } from '../products/category-chain';
import { logisticDefinitions } from '../products/logistic-definitions';
import { nameIn } from '../products/localize';

/** At most this many other products are named when an EAN is taken. */
const MAX_NAMED_PRODUCTS = 10;

function featureOn(c: Context<AppEnv>, id: (typeof FEATURE)[keyof typeof FEATURE]): boolean {
  const { instance, disabledFeatures } = c.var.config;
  return featuresForInstance(instance, disabledFeatures).includes(id);
}

function translated(c: Context<AppEnv>, faults: readonly FieldFault[]): Fault[] {
  return faults.map((fault) => ({
    namespace: fault.namespace,
    field: fault.field,
    message: translate(c.var.language, fault.message),
    type: fault.type ?? 'validation',
  }));
}

/**
 * §3 Package definitions as the schema of these categories offers them: none without a category, the
 * fixed logistic definitions otherwise (the same rule as buildProductSchema, so form, save and this
 * validation agree).
 */
async function packageDefinitions(c: Context<AppEnv>, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return [];
  const rows = await c.var.db.select().from(units);
  const unitNames = new Map(rows.map((unit) => [unit.uuid, nameIn(unit.name, c.var.language)]));
  return logisticDefinitions(unitNames, c.var.language, featureOn(c, FEATURE.RECYCLING_FRACTION));
}

/**
 * §7 POST /api/p1/logistic/validate {logistic, category_ids}: the §5 logistics rules of the ready
 * validation (validateLogistics) on the server; 200 `{errors: []}` or 400 with package faults.
 * POST /api/p1/logistic/validate/ean {ean, product_id}: a GS1 check digit and length, and no other product
 * carrying the EAN (13 zeros means no EAN). Both for users who edit cards (product.edit, §6).
 */
export const logisticValidateRoutes = new Hono<AppEnv>()
  .post('/api/p1/logistic/validate', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, logisticValidateSchema, NAMESPACE.LOGISTIC);
    if (!parsed.ok) return parsed.response;
    const categoryIds = [...new Set(parsed.data.category_ids)];
    const chains = await categoryChains(c.var.db, categoryIds);
    const unknown = parsed.data.category_ids.flatMap((id, index): Fault[] =>
      chains.has(id)
        ? []
        : [
            {
              namespace: NAMESPACE.PROFILE,
              field: `category_ids.${index}`,
              message: translate(c.var.language, 'validation.unknownCategory'),
              type: 'validation',
            },
          ],
    );
    if (unknown.length > 0) return faultAnswer(c, unknown);
    // §5 The whole validation runs only with the product form validation flag (10) on.
    if (!featureOn(c, FEATURE.PRODUCT_FORM_VALIDATION)) return c.json({ errors: [], warnings: [] });
    const faults = validateLogistics(parsed.data.logistic.structures, {
      packageDefinitions: await packageDefinitions(c, categoryIds),
      logisticFields: VALIDATION_LOGISTIC_FIELDS,
    });
    if (faults.length > 0) return faultAnswer(c, translated(c, faults));
    return c.json({ errors: [], warnings: [] });
  })
  .post('/api/p1/logistic/validate/ean', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, eanValidateSchema, NAMESPACE.EAN);
    if (!parsed.ok) return parsed.response;
    const { ean, product_id: productId } = parsed.data;
    const refuse = (key: string, values: Record<string, string | number> = {}, products: number[] = []) =>
      c.json(
        {
          errors: [
            {
              namespace: NAMESPACE.EAN,
              field: 'ean',
              message: translate(c.var.language, key, values),
              type: 'validation' as const,
            },
          ],
          warnings: [],
          products,
        },
        400,
      );
    if (ean === EMPTY_EAN) return c.json({ errors: [], warnings: [], products: [] });
    if (!isValidGtin(ean)) return refuse('validation.eanChecksum');
    const rows = await c.var.db
      .selectDistinct({ id: productEans.productId })
      .from(productEans)
      .where(
        and(
          eq(productEans.ean, ean),
          productId === undefined || productId === null ? undefined : ne(productEans.productId, productId),
        ),
      )
      .orderBy(productEans.productId)
      .limit(MAX_NAMED_PRODUCTS);
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      return refuse('validation.eanTaken', { id: ids[0]! }, ids);
    }
    return c.json({ errors: [], warnings: [], products: [] });
  });
