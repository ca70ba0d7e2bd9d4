import { Hono, type Context } from 'hono';
import {
  bulkAssignSchema,
  bulkIdsSchema,
  bulkNumbersSaveSchema,
  createManySchema,
  type BulkNumbersAnswer,
} from '@contract/bulk-products';
import type { Fault } from '@contract/fault';
import { BULK_NAMESPACE } from '@domain/bulk-products';
import type { FieldFault } from '@domain/refusal';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { assignSupplier, findSupplier, supplierOptions } from '../bulk-products/assign';
import { createMany } from '../bulk-products/create-many';
import { loadBulkNumbers, saveBulkNumbers } from '../bulk-products/numbers';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';

/** Faults carry message keys until here; the answer speaks the user's language. */
function refuse(c: Context<AppEnv>, faults: readonly FieldFault[]) {
  const translated: Fault[] = faults.map((fault) => ({
    namespace: fault.namespace,
    field: fault.field,
    message: translate(c.get('language'), fault.message),
    type: fault.type ?? 'validation',
  }));
  return faultAnswer(c, translated);
}

/**
 * §2 Modals of the products list (docs/decisions/0024): bulk numbers (product.edit: supplier or admin, §6),
 * bulk assign (products.bulk_assign: admin or network) and create many products (product.create:
 * supplier). Bodies parse with src/contract/bulk-products.ts; `check_only` answers what would happen and
 * writes nothing; every write is one transaction, and a refused body writes nothing.
 */
export const bulkProductRoutes = new Hono<AppEnv>()
  .post('/api/p1/products/bulk-numbers/load', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, bulkIdsSchema, BULK_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    return c.json(await loadBulkNumbers(c.get('db'), c.get('user')!, parsed.data.ids));
  })
  .post('/api/p1/products/bulk-numbers', requirePermission('product.edit'), async (c) => {
    const parsed = await parseBody(c, bulkNumbersSaveSchema, BULK_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const outcome = await c.get('db').transaction((tx) => saveBulkNumbers(tx, c.get('user')!, parsed.data));
    if (!outcome.ok && 'conflict' in outcome) return errorAnswer(c, 409, 'errors.conflict');
    if (!outcome.ok) return refuse(c, outcome.faults);
    const answer: BulkNumbersAnswer = { changed: outcome.changed, check_only: parsed.data.check_only };
    return c.json(answer);
  })
  .get('/api/p1/products/bulk-assign/suppliers', requirePermission('products.bulk_assign'), async (c) =>
    c.json({ suppliers: await supplierOptions(c.get('db')) }),
  )
  .post('/api/p1/products/bulk-assign', requirePermission('products.bulk_assign'), async (c) => {
    const parsed = await parseBody(c, bulkAssignSchema, BULK_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { ids, company_id: companyId, check_only: checkOnly, versions } = parsed.data;
    // The real assign names the versions the user confirmed; only a dry run reads without them.
    if (!checkOnly && versions === undefined)
      return refuse(c, [
        { namespace: BULK_NAMESPACE, field: 'versions', message: 'validation.required', type: 'validation' },
      ]);
    const supplier = await findSupplier(c.get('db'), companyId);
    if (supplier === null)
      return refuse(c, [
        {
          namespace: BULK_NAMESPACE,
          field: 'company_id',
          message: 'bulkProducts.assign.errors.unknownSupplier',
          type: 'validation',
        },
      ]);
    const answer = await c
      .get('db')
      .transaction((tx) =>
        assignSupplier(tx, c.get('user')!, { ids, versions }, supplier, checkOnly, (key) =>
          translate(c.get('language'), key),
        ),
      );
    return c.json(answer);
  })
  .post('/api/p1/products/create-many', requirePermission('product.create'), async (c) => {
    const user = c.get('user')!;
    if (user.company_id === null) return errorAnswer(c, 403, 'session.forbidden');
    const companyId = user.company_id;
    const parsed = await parseBody(c, createManySchema, BULK_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const outcome = await c.get('db').transaction(async (tx) => {
      const result = await createMany(tx, user, companyId, parsed.data);
      return result;
    });
    if (!outcome.ok && 'conflict' in outcome) return errorAnswer(c, 409, 'errors.conflict');
    if (!outcome.ok) return refuse(c, outcome.faults);
    return c.json(outcome.answer, outcome.answer.check_only ? 200 : 201);
  });
