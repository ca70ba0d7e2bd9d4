import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { bulkSaveStartedSchema } from '@contract/bulk-edit';
import { assetSchema } from '@contract/media-gallery';
import { MEDIA_TYPE } from '@domain/constants';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import type { Db } from '@server/db/client';
import { products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import type { ServerConfig } from '@server/config';
import { call, companyCardIds, openSession, textData } from '@tests/server/bulk-edit/support';
import { mediaDataDir, photo, removeMediaDataDirs } from '@tests/server/fixtures/media';
import { G, galleryUpload } from '@tests/server/fixtures/media-gallery';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { dayFromToday, idOf, putConfig, switchTo } from '@tests/server/switch-user/helpers';
import { analysed, gtinFor, importFile, start, untilEnded, upload } from '@tests/server/importer/support';
import { entityEntries, entriesAfter, lastEntryId } from './trail';

/**
 * The writes of background jobs are on the trail as the user who started them, from the job's source: the
 * importer, bulk edit, any other job (a large media assignment); a job refused before it was queued leaves
 * nothing (docs/decisions/0052).
 */

afterAll(removeMediaDataDirs);

/** Runs the queued jobs until `ended` says the one awaited is done. */
async function withWorker<T>(db: Db, config: ServerConfig, ended: () => Promise<T>): Promise<T> {
  const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
  try {
    return await ended();
  } finally {
    await worker.stop();
  }
}

async function companyOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row!.companyId!;
}

async function ownCards(db: Db, companyId: number, count: number) {
  return db
    .select({ id: products.id, gtin: products.gtin, nameToShow: products.nameToShow })
    .from(products)
    .where(and(eq(products.companyId, companyId), sql`${products.gtin} is not null`))
    .orderBy(asc(products.id))
    .limit(count);
}

describe('the trail of the importer', () => {
  test('an xlsx import: the updated card and the new one, from the importer, as the supplier who ran it', async () => {
    const { app, db, config } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [own] = await ownCards(db, supplier.answer.user.company_id!, 1);
    const fresh = gtinFor(41);

    // Updating (for_update=1) names the company's card by its GTIN.
    const updating = await analysed(
      app,
      supplier,
      await importFile(['gtin', 'name_to_show'], [{ gtin: own!.gtin, name_to_show: 'Nazwa z pliku' }]),
      '1',
    );
    let since = await lastEntryId(db);
    const updateJob = await start(app, supplier, updating.upload_id);
    expect((await withWorker(db, config, () => untilEnded(app, supplier, updateJob.id))).status).toBe(
      'finished',
    );
    const [update, ...moreUpdates] = await entityEntries(db, since, 'card');
    expect(moreUpdates).toEqual([]);
    expect(update).toMatchObject({
      action: 'update',
      source: 'importer',
      userId: supplier.answer.user.id,
      userName: 'Piotr Dostawca',
      productId: own!.id,
      companyId: supplier.answer.user.company_id,
    });
    expect(update!.changes['name_to_show']).toEqual({ before: own!.nameToShow, after: 'Nazwa z pliku' });

    // Creating (for_update=0) a draft from a row.
    const creating = await analysed(
      app,
      supplier,
      await importFile(['gtin', 'name_to_show'], [{ gtin: fresh, name_to_show: 'Karta z importu' }]),
    );
    since = await lastEntryId(db);
    const createJob = await start(app, supplier, creating.upload_id);
    await withWorker(db, config, () => untilEnded(app, supplier, createJob.id));
    const [insert, ...moreInserts] = await entityEntries(db, since, 'card');
    expect(moreInserts).toEqual([]);
    expect(insert).toMatchObject({ action: 'insert', source: 'importer', userId: supplier.answer.user.id });
    expect(insert!.changes['gtin']).toEqual({ before: null, after: fresh });
    expect(insert!.changes['name_to_show']).toEqual({ before: null, after: 'Karta z importu' });
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a refused import leaves no entry: a chain may not upload, and a row naming another company’s card writes nothing', async () => {
    const { app, db, config } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [foreign] = await db
      .select({ gtin: products.gtin })
      .from(products)
      .where(
        and(
          sql`${products.companyId} <> ${supplier.answer.user.company_id!}`,
          sql`${products.gtin} is not null`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    const bytes = await importFile(
      ['gtin', 'name_to_show'],
      [{ gtin: foreign!.gtin, name_to_show: 'Cudza' }],
    );
    const since = await lastEntryId(db);

    expect((await upload(app, network, bytes, { forUpdate: '1' })).status).toBe(403);
    const analysis = await analysed(app, supplier, bytes, '1');
    const job = await start(app, supplier, analysis.upload_id);
    const ended = await withWorker(db, config, () => untilEnded(app, supplier, job.id));
    expect(ended.result?.message).toBe('Utworzono karty: 0, zaktualizowano: 0, wierszy z błędami: 1.');
    expect(await entriesAfter(db, since)).toEqual([]);
  });
});

describe('a job started while switched into another user', () => {
  test('an import run while the admin is switched into the supplier names both of them', async () => {
    const { app, db, config } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    const allowed = await putConfig(app, admin, supplierId, {
      allowed: [{ user_id: admin.answer.user.id, expires_on: dayFromToday(3) }],
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await switchTo(app, admin, supplierId)).status).toBe(200);
    const [own] = await ownCards(db, await companyOf(db, supplierId), 1);
    const analysis = await analysed(
      app,
      admin,
      await importFile(['gtin', 'name_to_show'], [{ gtin: own!.gtin, name_to_show: 'Nazwa od admina' }]),
      '1',
    );
    const since = await lastEntryId(db);
    const job = await start(app, admin, analysis.upload_id);
    await withWorker(db, config, () => untilEnded(app, admin, job.id));

    const [entry, ...more] = await entityEntries(db, since, 'card');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      source: 'importer',
      userId: supplierId,
      userName: 'Piotr Dostawca',
      switchedById: admin.answer.user.id,
      switchedByName: 'Anna Administratorka',
    });
    expect(entry!.changes['name_to_show']).toEqual({ before: own!.nameToShow, after: 'Nazwa od admina' });
  });
});

describe('the trail of bulk edit', () => {
  test('a bulk save: each card changed, from bulk edit, as the supplier who saved; refused saves leave none', async () => {
    const { app, db, config } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    const before = await db
      .select({ id: products.id, nameToShow: products.nameToShow })
      .from(products)
      .where(inArray(products.id, ids));
    const grid = await openSession(app, supplier, ids);
    const edited = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: ids.map((id) => ({ product_id: id, field: 'name_to_show', data: textData(`Zbiorczo ${id}`) })),
    });
    expect(edited.status, edited.text).toBe(200);
    const since = await lastEntryId(db);

    // Refused: not validated yet, and a mode that does not exist.
    expectFaults(
      await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' }),
      'bulk_edit',
    );
    expect((await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {})).status).toBe(200);
    expectFaults(
      await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'all' }),
      'bulk_edit',
    );
    expect(await entriesAfter(db, since)).toEqual([]);

    const started = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    expect(started.status, started.text).toBe(202);
    const { job } = bulkSaveStartedSchema.parse(started.body);
    await withWorker(db, config, () => untilEnded(app, supplier, job.id));

    const entries = await entityEntries(db, since, 'card');
    expect(entries.map((entry) => entry.productId).sort()).toEqual([...ids].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: 'update', source: 'bulk_edit', userId: supplier.answer.user.id });
      const old = before.find((row) => row.id === entry.productId)!;
      expect(entry.changes['name_to_show']).toEqual({
        before: old.nameToShow,
        after: `Zbiorczo ${entry.productId}`,
      });
    }
  });
});

describe('the trail of another background job', () => {
  test('a mass assign too large to run at once: the card files and galleries, from a job, as who started it', async () => {
    const { app, db, config } = await testApp({ dataDir: mediaDataDir() });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const companyId = supplier.answer.user.company_id!;
    const asset = assetSchema.parse(
      (
        await galleryUpload(app, supplier, {
          bytes: await photo({ width: 300, height: 300 }),
          name: 'etykieta.jpg',
        })
      ).body,
    );
    const cards = await db
      .select({ id: products.id, gallery: products.gallery })
      .from(products)
      .where(eq(products.companyId, companyId))
      .orderBy(asc(products.id));
    // More single assignments than run at once: one photo onto every card, as often as it takes.
    const copies = Math.ceil((MEDIA_GALLERY.DIRECT_ASSIGNMENTS + 1) / cards.length);
    const others = await Promise.all(
      Array.from({ length: copies - 1 }, async (_, index) =>
        assetSchema.parse(
          (
            await galleryUpload(app, supplier, {
              bytes: await photo({ width: 300, height: 300 }),
              name: `etykieta-${index + 2}.jpg`,
            })
          ).body,
        ),
      ),
    );
    const assetIds = [asset.id, ...others.map((other) => other.id)];
    const productIds = cards.map((card) => card.id);
    const body = { asset_ids: assetIds, product_ids: productIds, type: MEDIA_TYPE.OTHER, mode: 'add' };
    const since = await lastEntryId(db);

    // Refused: a chain user may not assign, and a card of another company is not found.
    const network = await loginAs(app, 'network@demo.pim');
    expect(
      (
        await request(app, 'POST', `${G}/mass-assign`, {
          cookie: network.cookie,
          csrf: network.csrf,
          body,
        })
      ).status,
    ).toBe(403);
    const [foreign] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.companyId} <> ${companyId}`)
      .limit(1);
    expectError(
      await request(app, 'POST', `${G}/mass-assign`, {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: { ...body, product_ids: [...productIds, foreign!.id] },
      }),
      404,
      'errors.productNotFound',
    );
    expect(await entriesAfter(db, since)).toEqual([]);

    const queued = await request(app, 'POST', `${G}/mass-assign`, {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      body,
    });
    expect(queued.status, queued.text).toBe(202);
    const jobId = (queued.body as { job: { id: number } }).job.id;
    await withWorker(db, config, () => untilEnded(app, supplier, jobId));

    const written = await entriesAfter(db, since);
    expect(written.length).toBeGreaterThan(0);
    expect(new Set(written.map((entry) => `${entry.source} ${entry.userId}`))).toEqual(
      new Set([`job ${supplier.answer.user.id}`]),
    );
    const files = written.filter((entry) => entry.entity === 'media');
    expect(files.map((entry) => entry.changes['filename']?.after).sort()).toEqual(
      ['etykieta.jpg', ...others.map((_, index) => `etykieta-${index + 2}.jpg`)].sort(),
    );
    const galleries = written.filter((entry) => entry.entity === 'card');
    expect(galleries.map((entry) => entry.productId).sort()).toEqual([...productIds].sort());
    const first = galleries.find((entry) => entry.productId === cards[0]!.id)!;
    expect(first.changes['gallery']?.before).toEqual(cards[0]!.gallery);
    const fileIds = files.map((entry) => Number(entry.entityId));
    expect(first.changes['gallery']?.after).toEqual([
      ...(cards[0]!.gallery as unknown[]),
      ...fileIds.map((id) => ({ type: MEDIA_TYPE.OTHER, id })),
    ]);
  });
});
