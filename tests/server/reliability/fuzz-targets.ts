import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { attributeMigrations, offers, products, unblockRequests, users } from '@server/db/schema';
import { OFFER_STATUS } from '@domain/offers';
import { G } from '@tests/server/fixtures/media-gallery';
import { photo } from '@tests/server/fixtures/media';
import type { Credentials } from './principals';
import { victimsOf, type Victims } from './idor-victims';

/**
 * The objects the fuzz writes to, each owned by the principal that calls the route: the dairy supplier's
 * card, gallery, jobs, bulk-edit session and upload (the IDOR victims are exactly those), an open Selgros
 * offer for the chain's managers, another user for the admin.
 */
export interface FuzzTargets extends Victims {
  selgrosOffer: { id: number; productId: number };
  selgrosCard: number;
  otherUser: number;
  /** The company of the second supplier: an admin edits any company (docs/decisions/0047). */
  otherCompany: number;
  unblockRequest: number;
  migration: number;
}

/** A stored photo in the supplier's gallery, so that an image edit reads real bytes. */
async function uploadedAsset(app: App, supplier: Credentials): Promise<number> {
  const form = new FormData();
  const bytes = await photo({ width: 300, height: 300 });
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'foto.jpg', { type: 'image/jpeg' }));
  const response = await app.request(`${G}/assets`, {
    method: 'POST',
    headers: { cookie: supplier.cookie ?? '', 'x-csrf-token': supplier.csrf ?? '' },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Gallery upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export async function fuzzTargets(app: App, db: Db, supplier: Credentials): Promise<FuzzTargets> {
  const victims = await victimsOf(db);
  const asset = await uploadedAsset(app, supplier);
  const [offer] = await db
    .select({ id: offers.id, productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, OFFER_STATUS.OFFERED)))
    .limit(1);
  const [other] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'supplier2@demo.pim'));
  const [request] = await db.select({ id: unblockRequests.id }).from(unblockRequests).limit(1);
  const [migration] = await db.select({ id: attributeMigrations.id }).from(attributeMigrations).limit(1);
  const [selgrosCard] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        db.select({ id: offers.productId }).from(offers).where(eq(offers.networkCode, 'selgros')),
      ),
    )
    .limit(1);
  if (offer === undefined || other === undefined || selgrosCard === undefined)
    throw new Error('The seed lacks a Selgros offer or the second supplier');
  return {
    ...victims,
    asset,
    selgrosOffer: offer,
    selgrosCard: selgrosCard.id,
    otherUser: other.id,
    otherCompany: other.companyId ?? 999999,
    // Made-up ids where the seed has none: the route answers 404 before reading the body, which is fine.
    unblockRequest: request?.id ?? 999999,
    migration: migration?.id ?? 999999,
  };
}
