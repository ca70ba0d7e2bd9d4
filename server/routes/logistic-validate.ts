import { Hono, type Context } from 'hono';
import type { Fault } from '@contract/fault';
import { eanValidateSchema, logisticValidateSchema } from '@contract/logistic';
import { NAMESPACE } from '@domain/faults';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { gtin14, gtinFault, isEanNotSet } from '@domain/gs1';
import { VALIDATION_LOGISTIC_FIELDS } from '@domain/logistics-fields';
import { validateLogistics } from '@domain/logistics-validation';
import type { FieldFault } from '@domain/refusal';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { networks, units } from '../db/schema';
import { faultAnswer, parseBody } from '../http/answers';
import { categoryChains } from '../products/category-chain';
import { eanOwners } from '../products/ean-owners';
import { takenEanFaults, takenMessage } from '../products/taken-eans';
import { logisticDefinitions } from '../products/logistic-definitions';
import { nameIn } from '../products/localize';

function featureOn(c: Context<AppEnv>, id: (typeof FEATURE)[keyof typeof FEATURE]): boolean {
  const { instance, disabledFeatures } = c.get('config');
  return featuresForInstance(instance, disabledFeatures).includes(id);
}

function translated(c: Context<AppEnv>, faults: readonly FieldFault[]): Fault[] {
  return faults.map((fault) => ({
    namespace: fault.namespace,
    field: fault.field,
    message: translate(c.get('language'), fault.message),
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
  const rows = await c.get('db').select().from(units);
  const unitNames = new Map(rows.map((unit) => [unit.uuid, nameIn(unit.name, c.get('language'))]));
  return logisticDefinitions(unitNames, c.get('language'), featureOn(c, FEATURE.RECYCLING_FRACTION));
}

/**
 * §7 POST /api/p1/logistic/validate {logistic, category_ids, product_id}: the §5 logistics rules of the
 * ready validation (validateLogistics, with the networks that exist) and no EAN carried by another
 * product; 200 `{errors: []}` or 400 with package and EAN faults.
 * POST /api/p1/logistic/validate/ean {ean, product_id}: a GS1 GTIN, and no other product carrying it
 * (13 zeros means no EAN). Both for users who edit cards (product.edit, §6).
 */
export const logisticValidateRoutes = new Hono<AppEnv>()
  .post('/api/p1/logistic/validate', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, logisticValidateSchema, NAMESPACE.LOGISTIC);
    if (!parsed.ok) return parsed.response;
    const categoryIds = [...new Set(parsed.data.category_ids)];
    const chains = await categoryChains(c.get('db'), categoryIds);
    const unknown = parsed.data.category_ids.flatMap((id, index): Fault[] =>
      chains.has(id)
        ? []
        : [
            {
              namespace: NAMESPACE.PROFILE,
              field: `category_ids.${index}`,
              message: translate(c.get('language'), 'validation.unknownCategory'),
              type: 'validation',
            },
          ],
    );
    if (unknown.length > 0) return faultAnswer(c, unknown);
    // §5 The whole validation runs only with the product form validation flag (10) on.
    if (!featureOn(c, FEATURE.PRODUCT_FORM_VALIDATION)) return c.json({ errors: [], warnings: [] });
    const structures = parsed.data.logistic.structures;
    const networkRows = await c.get('db').select({ code: networks.code }).from(networks);
    const faults = validateLogistics(structures, {
      packageDefinitions: await packageDefinitions(c, categoryIds),
      logisticFields: VALIDATION_LOGISTIC_FIELDS,
      networkCodes: networkRows.map((row) => row.code),
    });
    const eanFaulted = new Set(faults.filter((f) => f.namespace === NAMESPACE.EAN).map((f) => f.field));
    const taken = await takenEanFaults(c, structures, parsed.data.product_id ?? null, eanFaulted);
    const all = [...translated(c, faults), ...taken];
    if (all.length > 0) return faultAnswer(c, all);
    return c.json({ errors: [], warnings: [] });
  })
  .post('/api/p1/logistic/validate/ean', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, eanValidateSchema, NAMESPACE.EAN);
    if (!parsed.ok) return parsed.response;
    const { ean, product_id: productId } = parsed.data;
    const refuse = (message: string, products: number[] = []) =>
      c.json(
        {
          errors: [{ namespace: NAMESPACE.EAN, field: 'ean', message, type: 'validation' as const }],
          warnings: [],
          products,
        },
        400,
      );
    if (isEanNotSet(ean)) return c.json({ errors: [], warnings: [], products: [] });
    const gs1 = gtinFault(ean);
    if (gs1 !== null) return refuse(translate(c.get('language'), gs1));
    const owners =
      (await eanOwners(c.get('db'), c.get('user')!, [ean], productId ?? null)).get(gtin14(ean)) ?? [];
    if (owners.length > 0) {
      return refuse(
        takenMessage(c, owners[0]!),
        owners.flatMap((owner) => (owner.id === null ? [] : [owner.id])),
      );
    }
    return c.json({ errors: [], warnings: [], products: [] });
  });
