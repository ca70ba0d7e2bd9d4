import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { mediaRemarkCountsAnswerSchema, mediaRemarksAnswerSchema } from '@contract/media-remarks';
import { productMediaRemarks, products } from '@server/db/schema';
import type { Db } from '@server/db/client';
import { cardInNetwork } from '@tests/server/fixtures/catalog';
import { mediaRow } from '@tests/server/fixtures/media';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

/** A Selgros-visible card with one photo in its gallery. */
async function cardWithPhoto(db: Db) {
  const card = await cardInNetwork(db, 'selgros', true);
  const photo = await mediaRow(db, { companyId: card.companyId, uploadedBy: card.supplierUserId!, type: 2 });
  await db
    .update(products)
    .set({ gallery: [{ type: 2, id: photo }] })
    .where(eq(products.id, card.id));
  return { card, photo };
}

const path = (cardId: number, mediaId: number) => `/api/p1/product/${cardId}/media/${mediaId}/remarks`;

function write(app: App, session: Session, cardId: number, mediaId: number, body: unknown) {
  return request(app, 'POST', path(cardId, mediaId), { cookie: session.cookie, csrf: session.csrf, body });
}

const stored = async (db: Db) => (await db.select({ n: count() }).from(productMediaRemarks))[0]!.n;

describe('§2 Modals: media remark', () => {
  test('a network reviewer writes a remark on a photo; it is stored with their network and read by the supplier', async () => {
    const { app, db } = await testApp();
    const { card, photo } = await cardWithPhoto(db);
    const network = await loginAs(app, 'network@demo.pim');
    const answer = await write(app, network, card.id, photo, { message: '  Tło nie jest białe.  ' });
    expect(answer.status, answer.text).toBe(201);
    const { remarks } = mediaRemarksAnswerSchema.parse(answer.body);
    expect(remarks).toHaveLength(1);
    expect(remarks[0]).toMatchObject({
      media_id: photo,
      message: 'Tło nie jest białe.',
      network: { code: 'selgros' },
    });
    const admin = await loginAs(app, 'admin@demo.pim');
    expect((await write(app, admin, card.id, photo, { message: 'Zbyt mała rozdzielczość' })).status).toBe(
      201,
    );
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const read = await request(app, 'GET', path(card.id, photo), { cookie: supplier.cookie });
    expect(read.status, read.text).toBe(200);
    const list = mediaRemarksAnswerSchema.parse(read.body).remarks;
    expect(list.map((remark) => remark.message)).toEqual(['Zbyt mała rozdzielczość', 'Tło nie jest białe.']);
    expect(list[0]!.network).toBeNull();
  });

  test('a supplier may not write one: 403 with a translated message, nothing stored', async () => {
    const { app, db } = await testApp();
    const { card, photo } = await cardWithPhoto(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expectError(await write(app, supplier, card.id, photo, { message: 'x' }), 403, 'mediaRemark.forbidden');
    expect(await stored(db)).toBe(0);
  });

  test.each([
    ['an empty message', { message: '   ' }],
    ['a message too long', { message: 'x'.repeat(1001) }],
    ['no message', {}],
    ['a message that is no text', { message: 12 }],
  ])('%s is a 400 in the fault shape, nothing stored', async (_name, body) => {
    const { app, db } = await testApp();
    const { card, photo } = await cardWithPhoto(db);
    const network = await loginAs(app, 'network@demo.pim');
    const faults = expectFaults(await write(app, network, card.id, photo, body), 'mediaRemark');
    expect(faults[0]!.field).toBe('message');
    expect(await stored(db)).toBe(0);
  });

  test('a photo not in the card’s gallery, or a card the user may not see, is a 404; no session is a 401', async () => {
    const { app, db } = await testApp();
    const { card, photo } = await cardWithPhoto(db);
    const network = await loginAs(app, 'network@demo.pim');
    expectError(
      await write(app, network, card.id, photo + 1000, { message: 'x' }),
      404,
      'mediaRemark.notFound',
    );
    const hidden = await cardInNetwork(db, 'selgros', false);
    expectError(await write(app, network, hidden.id, photo, { message: 'x' }), 404, 'errors.productNotFound');
    expectError(await request(app, 'GET', path(card.id, photo)), 401, 'errors.unauthenticated');
    expect(await stored(db)).toBe(0);
  });

  test('the badges: how many remarks each photo of a card has, to whoever may see the card', async () => {
    const { app, db } = await testApp();
    const { card, photo } = await cardWithPhoto(db);
    const network = await loginAs(app, 'network@demo.pim');
    await write(app, network, card.id, photo, { message: 'Tło nie jest białe.' });
    await write(app, network, card.id, photo, { message: 'Etykieta nieczytelna.' });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const read = await request(app, 'GET', `/api/p1/product/${card.id}/media-remarks`, {
      cookie: supplier.cookie,
    });
    expect(read.status, read.text).toBe(200);
    expect(mediaRemarkCountsAnswerSchema.parse(read.body).counts).toEqual([{ media_id: photo, count: 2 }]);
    const hidden = await cardInNetwork(db, 'selgros', false);
    expectError(
      await request(app, 'GET', `/api/p1/product/${hidden.id}/media-remarks`, { cookie: network.cookie }),
      404,
      'errors.productNotFound',
    );
  });
});
