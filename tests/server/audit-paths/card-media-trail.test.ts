import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { assetSchema } from '@contract/media-gallery';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { MEDIA_TYPE, PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { mediaDataDir, photo, removeMediaDataDirs, upload } from '@tests/server/fixtures/media';
import { G, galleryUpload } from '@tests/server/fixtures/media-gallery';
import { expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { entityEntries, entriesAfter, lastEntryId, onlyEntry } from '@tests/server/audit/trail';

/**
 * A card's media and its availability in the chains leave their entries, with the gallery and the
 * availability list before and after: through the card's save and through the media gallery's assign; a
 * refused write leaves none (docs/decisions/0052).
 */

afterAll(removeMediaDataDirs);

type GalleryEntry = { type: number; id: number };

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

/** Saves the card as read with some of its parts replaced, as the form does. */
function saveWith(app: App, session: Session, card: ProductShowAnswer, parts: Record<string, unknown>) {
  const { general_info: info, id, ...payload } = card;
  return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    body: { ...payload, ...parts, version: info.version, updated_at: info.updated_at },
    cookie: session.cookie,
    csrf: session.csrf,
  });
}

/** The supplier's first draft: its save is not held back by the ready rules. */
async function draftOf(db: Db, companyId: number) {
  const [card] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.status, PRODUCT_STATUS.DRAFT)))
    .orderBy(asc(products.id))
    .limit(1);
  return card!.id;
}

describe('the trail of a card’s media', () => {
  test('a photo uploaded, added to the gallery by the save and removed again: the file and the gallery before and after', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const id = await draftOf(db, supplier.answer.user.company_id!);
    let since = await lastEntryId(db);

    const uploaded = await upload(app, supplier, {
      bytes: await photo({ width: 900, height: 900 }),
      name: 'opakowanie-bok.jpg',
      type: MEDIA_TYPE.OTHER,
      productId: id,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const file = await onlyEntry(db, since, 'media');
    expect(file).toMatchObject({
      action: 'insert',
      source: 'ui',
      userId: supplier.answer.user.id,
      companyId: supplier.answer.user.company_id,
    });
    expect(file.changes['filename']).toEqual({ before: null, after: 'opakowanie-bok.jpg' });
    const added: GalleryEntry = { type: MEDIA_TYPE.OTHER, id: Number(file.entityId) };

    const read = await showOf(app, supplier, id);
    const before = read.gallery.map(({ type, id: fileId }) => ({ type, id: fileId }));
    since = await lastEntryId(db);
    const saved = await saveWith(app, supplier, read, { gallery: [...before, added] });
    expect(saved.status, saved.text).toBe(200);
    const addition = await onlyEntry(db, since, 'card');
    expect(addition).toMatchObject({ action: 'update', source: 'ui', productId: id });
    expect(addition.changes['gallery']).toEqual({ before, after: [...before, added] });

    since = await lastEntryId(db);
    const removed = await saveWith(app, supplier, await showOf(app, supplier, id), { gallery: before });
    expect(removed.status, removed.text).toBe(200);
    const removal = await onlyEntry(db, since, 'card');
    expect(removal.changes['gallery']).toEqual({ before: [...before, added], after: before });
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a gallery naming another company’s file is refused and leaves no entry', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const foreign = await upload(app, other, {
      bytes: await photo({ width: 900, height: 900 }),
      name: 'cudze.jpg',
      type: MEDIA_TYPE.OTHER,
    });
    expect(foreign.status, foreign.text).toBe(201);
    const read = await showOf(app, supplier, await draftOf(db, supplier.answer.user.company_id!));
    const since = await lastEntryId(db);

    expectFaults(
      await saveWith(app, supplier, read, {
        gallery: [...read.gallery, { type: MEDIA_TYPE.OTHER, id: (foreign.body as { id: number }).id }],
      }),
      'gallery',
    );
    expect(await entriesAfter(db, since)).toEqual([]);
  });

  test('a mass assign from the media gallery: the card file and each card’s gallery, from the UI', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const asset = assetSchema.parse(
      (
        await galleryUpload(app, supplier, {
          bytes: await photo({ width: 900, height: 900 }),
          name: 'paleta.jpg',
        })
      ).body,
    );
    const cards = await db
      .select({ id: products.id, gallery: products.gallery })
      .from(products)
      .where(eq(products.companyId, supplier.answer.user.company_id!))
      .orderBy(asc(products.id))
      .limit(2);
    const body = {
      asset_ids: [asset.id],
      product_ids: cards.map((card) => card.id),
      type: MEDIA_TYPE.OTHER,
      mode: 'add',
    };
    const since = await lastEntryId(db);

    // Refused: a type that does not exist, and a chain user who may not edit cards.
    expectFaults(
      await request(app, 'POST', `${G}/mass-assign`, {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: { ...body, type: 99 },
      }),
      'media_gallery',
    );
    const network = await loginAs(app, 'network@demo.pim');
    const refused = await request(app, 'POST', `${G}/mass-assign`, {
      cookie: network.cookie,
      csrf: network.csrf,
      body,
    });
    expect(refused.status).toBe(403);
    expect(await entriesAfter(db, since)).toEqual([]);

    const assigned = await request(app, 'POST', `${G}/mass-assign`, {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      body,
    });
    expect(assigned.status, assigned.text).toBe(200);
    const file = await onlyEntry(db, since, 'media');
    expect(file).toMatchObject({ action: 'insert', source: 'ui', userId: supplier.answer.user.id });
    expect(file.changes['filename']).toEqual({ before: null, after: 'paleta.jpg' });
    const galleries = await entityEntries(db, since, 'card');
    expect(galleries.map((entry) => entry.productId)).toEqual(cards.map((card) => card.id));
    for (const [index, entry] of galleries.entries()) {
      expect(entry).toMatchObject({ source: 'ui', userId: supplier.answer.user.id });
      const old = cards[index]!.gallery as GalleryEntry[];
      expect(entry.changes['gallery']).toEqual({
        before: old,
        after: [...old, { type: MEDIA_TYPE.OTHER, id: Number(file.entityId) }],
      });
    }
  });
});

describe('the trail of a card’s availability in the chains', () => {
  test('the supplier offering a card to a chain: the availability list before and after; an unknown chain is refused with none', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const read = await showOf(app, supplier, await draftOf(db, supplier.answer.user.company_id!));
    const current = read.network_availability;
    const since = await lastEntryId(db);

    expectFaults(
      await saveWith(app, supplier, read, {
        network_availability: {
          ...current,
          availability: [...current.availability, { code: 'NO_SUCH_NETWORK', visibility: true }],
        },
      }),
      'network_availability',
    );
    expect(await entriesAfter(db, since)).toEqual([]);

    const others = current.availability.filter((entry) => entry.code !== 'metro');
    const next = [...others, { code: 'metro', visibility: true, product_number: 'M-1001' }];
    const saved = await saveWith(app, supplier, read, {
      network_availability: { ...current, availability: next },
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry(db, since, 'card');
    expect(entry).toMatchObject({ action: 'update', source: 'ui', userId: supplier.answer.user.id });
    const change = entry.changes['availability'] as { before: unknown[]; after: unknown[] };
    expect(change.before).toEqual(current.availability);
    expect(change.after).toEqual(expect.arrayContaining([expect.objectContaining(next.at(-1))]));
    expect(change.after).toHaveLength(next.length);
  });

  test('the supplier’s product numbers for the chains set in bulk: each card’s availability before and after', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const id = await draftOf(db, supplier.answer.user.company_id!);
    const listed = [
      { code: 'selgros', visibility: true, product_number: 'S-1' },
      { code: 'metro', visibility: false, product_number: '' },
    ];
    await db
      .update(products)
      .set({ availability: listed, ownBrandType: 1, ownBrandNetworkCode: null })
      .where(eq(products.id, id));
    const [card] = await db.select({ version: products.version }).from(products).where(eq(products.id, id));
    const numbers = (given: Record<string, string>) =>
      request(app, 'POST', '/api/p1/products/bulk-numbers', {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: { cards: [{ id, version: card!.version, numbers: given }] },
      });
    const since = await lastEntryId(db);

    // Refused: a number in a chain that does not see the card.
    expectFaults(await numbers({ metro: 'M-1' }), 'bulk_products');
    expect(await entriesAfter(db, since)).toEqual([]);

    const saved = await numbers({ selgros: 'S-200' });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry(db, since, 'card');
    expect(entry).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: supplier.answer.user.id,
      productId: id,
    });
    expect(entry.changes['availability']).toEqual({
      before: listed,
      after: [{ ...listed[0], product_number: 'S-200' }, listed[1]],
    });
  });
});
