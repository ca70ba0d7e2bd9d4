import { Hono } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { addressCreateSchema, addressEditSchema, type AddressRecord } from '@contract/addresses';
import { isAddressComplete } from '@domain/address-gating';
import type { AppEnv } from '../app-env';
import { addresses } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { companyOptions } from '../products/company-options';
import {
  duplicateName,
  lockCompany,
  ownedBy,
  pathId,
  requireCompanyEditor,
  sameName,
  targetCompany,
} from '../products/company-scope';

const NAMESPACE = 'address';
const NOT_FOUND = 'productIdentify.errors.addressNotFound';
const DUPLICATE = 'productIdentify.errors.duplicateAddress';

type Outcome = { kind: 'ok'; address: AddressRecord } | { kind: 'notFound' } | { kind: 'duplicate' };

function record(row: typeof addresses.$inferSelect): AddressRecord {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    is_complete: isAddressComplete(row),
  };
}

/**
 * §2 Modals "address (create or edit, select)": the company's addresses of each kind (company addresses
 * are the introducing entity, docs/decisions/0010), create and edit. Suppliers of the company only (§6 "not admin",
 * docs/decisions/0043); each write is one transaction; a name already used for the same kind in the company is a 400 on `name`.
 */
export const addressRoutes = new Hono<AppEnv>()
  .get('/api/p1/addresses', requireCompanyEditor(), async (c) => {
    const target = await targetCompany(c, NAMESPACE);
    if (!target.ok) return target.response;
    const options = await companyOptions(c.get('db'), target.companyId, null);
    return c.json({
      company_address: options.addresses.company_address.available,
      return_address: options.addresses.return_address.available,
    });
  })
  .post('/api/p1/addresses', requireCompanyEditor(), async (c) => {
    const target = await targetCompany(c, NAMESPACE);
    if (!target.ok) return target.response;
    const body = await parseBody(c, addressCreateSchema, NAMESPACE);
    if (!body.ok) return body.response;
    const outcome = await c.get('db').transaction(async (tx): Promise<Outcome> => {
      await lockCompany(tx, target.companyId);
      const [taken] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(
          and(
            eq(addresses.companyId, target.companyId),
            eq(addresses.kind, body.data.kind),
            sameName(addresses.name, body.data.name),
          ),
        );
      if (taken !== undefined) return { kind: 'duplicate' };
      const [row] = await tx
        .insert(addresses)
        .values({ companyId: target.companyId, ...body.data })
        .returning();
      return { kind: 'ok', address: record(row!) };
    });
    if (outcome.kind === 'duplicate') return duplicateName(c, NAMESPACE, DUPLICATE);
    if (outcome.kind === 'notFound') return errorAnswer(c, 404, NOT_FOUND);
    return c.json({ address: outcome.address }, 201);
  })
  .put('/api/p1/addresses/:id{[0-9]+}', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, NOT_FOUND);
    const body = await parseBody(c, addressEditSchema, NAMESPACE);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const outcome = await c.get('db').transaction(async (tx): Promise<Outcome> => {
      const [current] = await tx
        .select({ companyId: addresses.companyId, kind: addresses.kind })
        .from(addresses)
        .where(and(eq(addresses.id, id), ownedBy(user, addresses.companyId)));
      if (current === undefined) return { kind: 'notFound' };
      await lockCompany(tx, current.companyId);
      const [taken] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(
          and(
            eq(addresses.companyId, current.companyId),
            eq(addresses.kind, current.kind),
            ne(addresses.id, id),
            sameName(addresses.name, body.data.name),
          ),
        );
      if (taken !== undefined) return { kind: 'duplicate' };
      const [row] = await tx.update(addresses).set(body.data).where(eq(addresses.id, id)).returning();
      return { kind: 'ok', address: record(row!) };
    });
    if (outcome.kind === 'duplicate') return duplicateName(c, NAMESPACE, DUPLICATE);
    if (outcome.kind === 'notFound') return errorAnswer(c, 404, NOT_FOUND);
    return c.json({ address: outcome.address }, 200);
  });
