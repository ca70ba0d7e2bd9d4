import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { mediaFileAnswerSchema } from '@contract/media';
import { PRODUCT_STATUS } from '@domain/constants';
import type { Db } from '@server/db/client';
import { offers, products } from '@server/db/schema';
import { getBytes, mediaDataDir, photo, removeMediaDataDirs, upload } from '@tests/server/fixtures/media';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

afterAll(removeMediaDataDirs);

/** The supplier's first ready card, its demo offers removed and shown in no chain's availability. */
async function hiddenCard(db: Db, companyId: number): Promise<number> {
  await db.delete(offers).where(eq(offers.companyId, companyId));
  const [card] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.status, PRODUCT_STATUS.READY)))
    .orderBy(asc(products.id))
    .limit(1);
  expect(card).toBeDefined();
  await db.update(products).set({ availability: [] }).where(eq(products.id, card!.id));
  return card!.id;
}

async function offerToMetro(app: App, supplier: Session, productId: number) {
  const response = await request(app, 'POST', '/api/p1/offers/send', {
    cookie: supplier.cookie,
    csrf: supplier.csrf,
    body: { product_ids: [productId], networks: ['metro'], name: 'Oferta 2027', date_from: '2027-01-04' },
  });
  expect(response.status, response.text).toBe(201);
}

async function setUp() {
  const { app, db, errors } = await testApp({ dataDir: mediaDataDir() });
  const supplier = await loginAs(app, 'supplier@demo.pim');
  const card = await hiddenCard(db, supplier.answer.user.company_id!);
  const metro = await loginAs(app, 'metro@demo.pim');
  const selgros = await loginAs(app, 'network@demo.pim');
  return { app, db, errors, supplier, card, metro, selgros };
}

describe('an offered card is readable by the chain it was offered to (docs/decisions/0041)', () => {
  test('metro@ loads a photo of a card offered to Metro; network@ (Selgros), not offered it, gets 404', async () => {
    const { app, db, errors, supplier, card, metro, selgros } = await setUp();
    const bytes = await photo();
    const uploaded = await upload(app, supplier, { bytes, type: 2, productId: card });
    expect(uploaded.status, uploaded.text).toBe(201);
    const file = mediaFileAnswerSchema.parse(uploaded.body);
    await db
      .update(products)
      .set({ gallery: [{ type: 2, id: file.id }] })
      .where(eq(products.id, card));
    expect((await getBytes(app, metro, file.url)).status).toBe(404);
    await offerToMetro(app, supplier, card);
    const served = await getBytes(app, metro, file.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect((await getBytes(app, selgros, file.url)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  test('print pages, the xlsx, the WAWI passport and the issue thread follow the same rule; writes do not', async () => {
    const { app, errors, supplier, card, metro, selgros } = await setUp();
    const reads = [
      `/api/p1/product/${card}/print`,
      `/api/p1/product/${card}/print_filled`,
      `/api/p1/product/${card}/print-skip-network-attributes`,
      `/product/${card}/get-as-xlsx`,
      `/product/${card}/get-passport-wawi`,
      `/product/${card}/get-passport-wawi?format=json`,
      `/api/p1/product/${card}/issue-thread`,
    ];
    const statuses = async (session: Session) =>
      Promise.all(reads.map(async (path) => (await getBytes(app, session, path)).status));
    expect(await statuses(metro)).toEqual(reads.map(() => 404));
    await offerToMetro(app, supplier, card);
    expect(await statuses(metro)).toEqual(reads.map(() => 200));
    expect(await statuses(selgros)).toEqual(reads.map(() => 404));
    // Reading is all: the chain still cannot edit the offered card.
    const edit = await request(app, 'PUT', `/api/p1/product/${card}/edit`, {
      cookie: metro.cookie,
      csrf: metro.csrf,
      body: {},
    });
    expect(edit.status).toBe(403);
    const json = await request(app, 'GET', `/product/${card}/get-passport-wawi?format=json`, {
      cookie: selgros.cookie,
    });
    expectError(json, 404, 'errors.productNotFound');
    expect(errors).toEqual([]);
  });
});
