import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { networkAttributesAnswerSchema } from '@contract/offers';
import { productShowAnswerSchema } from '@contract/product-card';
import { PRODUCT_STATUS, SALES_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { offers, products } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { supplierToken, withToken } from '@tests/server/api-tokens/helpers';
import { entityEntries, lastEntryId, onlyEntry } from './trail';

/**
 * Each write path of a card beyond the form's save leaves its entries through the real route, as the role
 * that may make it: the sales status, a QC verdict, an offer and its decision, a chain's own attributes
 * (docs/decisions/0052).
 */

function send(app: App, session: Session, path: string, body: unknown) {
  return request(app, 'POST', path, { cookie: session.cookie, csrf: session.csrf, body });
}

/** A ready card of the company with a GTIN and no open offer to the chain. */
async function freeCard(db: Db, companyId: number, network: string) {
  const offered = db
    .select({ id: offers.productId })
    .from(offers)
    .where(and(eq(offers.networkCode, network), inArray(offers.status, [1, 2])));
  const [card] = await db
    .select({ id: products.id, gtin: products.gtin, salesStatus: products.salesStatus })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.status, PRODUCT_STATUS.READY),
        notInArray(products.id, offered),
        sql`${products.gtin} is not null`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return card!;
}

describe('the trail of the writes around a card', () => {
  test("the supplier withdrawing a card from sale: the card's sales status before and after", async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await freeCard(db, supplier.answer.user.company_id!, 'selgros');
    const since = await lastEntryId(db);
    const next =
      card.salesStatus === SALES_STATUS.WITHDRAWN ? SALES_STATUS.AVAILABLE : SALES_STATUS.WITHDRAWN;
    const changed = await send(app, supplier, `/api/p1/product/${card.id}/update-sales-status`, {
      status: next,
    });
    expect(changed.status, changed.text).toBe(200);
    const entry = await onlyEntry(db, since, 'card');
    expect(entry).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: supplier.answer.user.id,
      productId: card.id,
    });
    expect(entry.changes['sales_status']).toEqual({ before: card.salesStatus, after: next });
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a save through an API token is recorded from the token, as the user who made it', async () => {
    const { app, db } = await testApp();
    const { session, created, secret } = await supplierToken(app, ['cards.read', 'cards.write']);
    const card = await freeCard(db, session.answer.user.company_id!, 'selgros');
    const read = productShowAnswerSchema.parse(
      (await withToken(app, secret, 'GET', `/api/p1/product/show/${card.id}`)).body,
    );
    const since = await lastEntryId(db);
    const { general_info: info, id: _id, ...payload } = read;
    const saved = await withToken(app, secret, 'PUT', `/api/p1/product/${card.id}/edit?save=draft`, {
      body: {
        ...payload,
        product_profile: { ...payload.product_profile, name_to_show: 'Nazwa z ERP' },
        version: info.version,
        updated_at: info.updated_at,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry(db, since, 'card');
    expect(entry).toMatchObject({
      source: 'api_token',
      apiTokenId: created.token.id,
      userId: session.answer.user.id,
      productId: card.id,
    });
    expect(entry.changes['name_to_show']).toEqual({
      before: read.product_profile.name_to_show,
      after: 'Nazwa z ERP',
    });
  });

  test("the QC manager's verdict on a card: the verdict, its comment, and who gave it", async () => {
    const { app, db } = await testApp();
    const qc = await loginAs(app, 'qc@demo.pim');
    const [card] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.status, PRODUCT_STATUS.READY),
          sql`${products.availability} @> ${JSON.stringify([{ code: 'markant', visibility: true }])}::jsonb`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    const since = await lastEntryId(db);
    const verdict = await send(app, qc, `/api/p1/product/qc/${card!.id}`, {
      status: 2,
      comment: 'Brak zdjęcia etykiety.',
    });
    expect(verdict.status, verdict.text).toBe(200);
    const entries = await entityEntries(db, since, 'qc_verdict');
    expect(entries.length).toBeGreaterThan(0);
    const own = entries.find((entry) => entry.entityId === `${card!.id}:card`)!;
    expect(own).toMatchObject({ source: 'ui', userId: qc.answer.user.id, productId: card!.id });
    expect(own.changes['comment']?.after).toBe('Brak zdjęcia etykiety.');
  });

  test('an offer made by the supplier and approved by the chain: each with its status', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await freeCard(db, supplier.answer.user.company_id!, 'selgros');
    let since = await lastEntryId(db);
    const offered = await send(app, supplier, '/api/p1/offers', {
      gtin: card.gtin,
      network: 'selgros',
      dealerId: 'D-77',
      name: 'Oferta z dziennika',
      date_from: '2026-12-01',
      buyer: 'Joanna Zakupowa',
    });
    expect(offered.status, offered.text).toBe(201);
    const insert = await onlyEntry(db, since, 'offer');
    expect(insert).toMatchObject({ action: 'insert', source: 'ui', userId: supplier.answer.user.id });
    expect(insert.changes['name']).toEqual({ before: null, after: 'Oferta z dziennika' });

    const cm = await loginAs(app, 'cm@demo.pim');
    since = await lastEntryId(db);
    const approved = await send(app, cm, `/api/p1/approve-product/selgros/${card.id}`, { approve: true });
    expect(approved.status, approved.text).toBe(200);
    const update = await onlyEntry(db, since, 'offer');
    expect(update).toMatchObject({ action: 'update', userId: cm.answer.user.id, entityId: insert.entityId });
    expect(update.changes['status']).toEqual({ before: 1, after: 2 });
  });

  test("the chain's master-data manager filling a chain attribute: the card's attribute before and after", async () => {
    const { app, db } = await testApp();
    const mdm = await loginAs(app, 'mdm@demo.pim');
    const [approved] = await db
      .select({ productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, 2)))
      .limit(1);
    const productId = approved!.productId;
    const read = await request(app, 'GET', `/api/p1/network-attribute/selgros/${productId}`, {
      cookie: mdm.cookie,
    });
    const chain = networkAttributesAnswerSchema.parse(read.body);
    const group = chain.attributes.find((attribute) => attribute.code === '27')!;
    const value = group.available_values[1]!;
    const since = await lastEntryId(db);
    const saved = await send(app, mdm, `/api/p1/network-attribute/selgros/${productId}`, {
      version: chain.version,
      attributes: [{ uuid: group.uuid, data: [{ value: [value.name], value_uuid: value.uuid }] }],
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry(db, since, 'card');
    expect(entry).toMatchObject({ source: 'ui', userId: mdm.answer.user.id, productId });
    const change = entry.changes[`attributes.${group.uuid}`];
    expect(change?.before).not.toEqual(change?.after);
    expect(change?.after).toEqual([expect.objectContaining({ value_uuid: value.uuid })]);
  });
});
