import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import {
  assetSchema,
  autoPreviewAnswerSchema,
  directoryOptionsSchema,
  sharedDirectorySchema,
} from '@contract/media-gallery';
import { jobStartedSchema } from '@contract/jobs';
import { listAnswerSchema } from '@contract/data-table';
import { MEDIA_TYPE } from '@domain/constants';
import { gtin14 } from '@domain/media-gallery';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { mediaGalleryAssignments, mediaGalleryDirectories, products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { mediaDataDir, photo, removeMediaDataDirs } from '@tests/server/fixtures/media';
import { G, galleryBytes, galleryUpload, pdfBytes, zipEntries } from '@tests/server/fixtures/media-gallery';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

const call = (app: App, session: Session, method: string, path: string, body?: unknown) =>
  request(app, method, `${G}${path}`, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });

async function upload(app: App, session: Session, name: string) {
  const response = await galleryUpload(app, session, {
    bytes: await photo({ width: 300, height: 300 }),
    name,
  });
  expect(response.status, response.text).toBe(201);
  return assetSchema.parse(response.body);
}

/** Two of the supplier's cards with a GTIN. */
async function supplierCards(db: Db, session: Session) {
  return db
    .select({ id: products.id, gtin: products.gtin, gallery: products.gallery })
    .from(products)
    .where(and(eq(products.companyId, session.answer.user.company_id!), isNotNull(products.gtin)))
    .orderBy(products.id)
    .limit(2);
}

const galleryOf = async (db: Db, id: number) =>
  (await db.select({ gallery: products.gallery }).from(products).where(eq(products.id, id)))[0]!.gallery as {
    type: number;
    id: number;
  }[];

describe('media gallery directories and the shared link (§2)', () => {
  test('create, duplicate and too long names refused, share, public read, revoke, delete only when empty', async () => {
    const { app, db, errors } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const created = await call(app, session, 'POST', '/directories', { name: '  Kampania   lato ' });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const taken = expectFaults(
      await call(app, session, 'POST', '/directories', { name: 'kampania lato' }),
      'media_gallery',
    );
    expect(taken[0]!.message).toBe(pl.mediaGallery.errors.directoryTaken);
    expectFaults(await call(app, session, 'POST', '/directories', { name: 'x'.repeat(81) }), 'media_gallery');
    expectFaults(await call(app, session, 'POST', '/directories', { name: '<script>' }), 'media_gallery');
    expect((await db.select({ n: count() }).from(mediaGalleryDirectories))[0]!.n).toBe(1);

    const asset = assetSchema.parse(
      (
        await galleryUpload(app, session, {
          bytes: await photo({ width: 200, height: 200 }),
          name: 'a.jpg',
          directoryId: id,
        })
      ).body,
    );
    const shared = await call(app, session, 'POST', `/directories/${id}/share`);
    const url = (shared.body as { share_url: string }).share_url;
    expect(url).toMatch(/^http:\/\/localhost\/react\/media-gallery\/shared-directory\/[A-Za-z0-9_-]{32}$/);
    const token = url.split('/').at(-1)!;
    // Anyone with the link, no session.
    const open = sharedDirectorySchema.parse((await request(app, 'GET', `${G}/shared/${token}`)).body);
    expect(open).toMatchObject({ name: 'Kampania lato', assets: [{ id: asset.id, name: 'a.jpg' }] });
    expect((await galleryBytes(app, open.assets[0]!.url)).status).toBe(200);
    const options = directoryOptionsSchema.parse(
      (await call(app, session, 'GET', '/directory-options')).body,
    );
    expect(options.directories[0]!.share_url).toBe(url);

    const notEmpty = expectFaults(await call(app, session, 'DELETE', `/directories/${id}`), 'media_gallery');
    expect(notEmpty[0]!.message).toBe(pl.mediaGallery.errors.directoryNotEmpty);
    await call(app, session, 'DELETE', `/directories/${id}/share`);
    expect((await request(app, 'GET', `${G}/shared/${token}`)).status).toBe(404);
    expect((await galleryBytes(app, open.assets[0]!.url)).status).toBe(404);
    await call(app, session, 'POST', '/assets/move', { ids: [asset.id], directory_id: null });
    expect((await call(app, session, 'DELETE', `/directories/${id}`)).status).toBe(200);
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(
      await call(app, admin, 'POST', `/directories/${id}/share`),
      404,
      'mediaGallery.errors.directoryNotFound',
    );
    const list = listAnswerSchema.parse((await call(app, session, 'GET', '/directories')).body);
    expect(list.total).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('mass and automatic assign (§2, §4 Media)', () => {
  test('mass assign writes the card gallery as the card form does; replace empties the type', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const [card] = await supplierCards(db, session);
    const one = await upload(app, session, 'one.jpg');
    const two = await upload(app, session, 'two.jpg');
    const before = await galleryOf(db, card!.id);
    const answer = await call(app, session, 'POST', '/mass-assign', {
      asset_ids: [one.id],
      product_ids: [card!.id],
      type: MEDIA_TYPE.LABEL,
      mode: 'add',
    });
    expect(answer.body).toMatchObject({ assigned: 1, skipped: 0 });
    await call(app, session, 'POST', '/mass-assign', {
      asset_ids: [two.id],
      product_ids: [card!.id],
      type: MEDIA_TYPE.LABEL,
      mode: 'add',
    });
    expect((await galleryOf(db, card!.id)).filter((entry) => entry.type === MEDIA_TYPE.LABEL)).toHaveLength(
      before.filter((entry) => entry.type === MEDIA_TYPE.LABEL).length + 2,
    );
    // The same name again is skipped (§5 a file name already on the card).
    expect(
      (
        await call(app, session, 'POST', '/mass-assign', {
          asset_ids: [one.id],
          product_ids: [card!.id],
          type: MEDIA_TYPE.LABEL,
          mode: 'add',
        })
      ).body,
    ).toMatchObject({ assigned: 0, skipped: 1 });
    await call(app, session, 'POST', '/mass-assign', {
      asset_ids: [one.id],
      product_ids: [card!.id],
      type: MEDIA_TYPE.LABEL,
      mode: 'replace',
    });
    expect((await galleryOf(db, card!.id)).filter((entry) => entry.type === MEDIA_TYPE.LABEL)).toHaveLength(
      1,
    );
    const list = listAnswerSchema.parse(
      (await call(app, session, 'GET', '/assets?sort=name&order=asc')).body,
    );
    expect(list.rows.map((row) => row.cells.cards)).toEqual([1, 1]);
  });

  test('bad assignments: a PDF as a photo, another company’s card or asset, no permission → refused, nothing written', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const [card] = await supplierCards(db, session);
    const pdf = assetSchema.parse(
      (await galleryUpload(app, session, { bytes: pdfBytes(), name: 'a.pdf', mime: 'application/pdf' })).body,
    );
    const refused = await call(app, session, 'POST', '/mass-assign', {
      asset_ids: [pdf.id],
      product_ids: [card!.id],
      type: MEDIA_TYPE.FRONT,
      mode: 'add',
    });
    expect(expectFaults(refused, 'media_gallery')[0]!.message).toBe(pl.mediaGallery.errors.imageNeeded);
    const [foreign] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, (await loginAs(app, 'supplier2@demo.pim')).answer.user.company_id!))
      .limit(1);
    expectError(
      await call(app, session, 'POST', '/mass-assign', {
        asset_ids: [pdf.id],
        product_ids: [foreign!.id],
        type: MEDIA_TYPE.OTHER,
        mode: 'add',
      }),
      404,
      'errors.productNotFound',
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(
      await call(app, admin, 'POST', '/mass-assign', {
        asset_ids: [pdf.id],
        product_ids: [card!.id],
        type: MEDIA_TYPE.OTHER,
        mode: 'add',
      }),
      404,
      'mediaGallery.errors.notFound',
    );
    expectFaults(
      await call(app, session, 'POST', '/mass-assign', {
        asset_ids: [pdf.id],
        product_ids: [card!.id],
        type: 9,
        mode: 'merge',
      }),
      'media_gallery',
    );
    expect((await db.select({ n: count() }).from(mediaGalleryAssignments))[0]!.n).toBe(0);
    expect(await galleryOf(db, card!.id)).toEqual(card!.gallery);
  });

  test('automatic assign by the GTIN in the file name: preview, then assign the matches', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const [first, second] = await supplierCards(db, session);
    const a = await upload(app, session, `${gtin14(first!.gtin!)}_7.jpg`);
    const b = await upload(app, session, `${second!.gtin}-2.jpg`);
    const none = await upload(app, session, 'holiday.jpg');
    const noCard = await upload(app, session, '5901234123457.jpg');
    const preview = autoPreviewAnswerSchema.parse(
      (
        await call(app, session, 'POST', '/automatic-assign/preview', {
          asset_ids: [a.id, b.id, none.id, noCard.id],
        })
      ).body,
    );
    expect(preview.matched.map((m) => [m.asset_id, m.product_id])).toEqual([
      [a.id, first!.id],
      [b.id, second!.id],
    ]);
    expect(preview.unmatched.map((u) => [u.asset_id, u.reason])).toEqual([
      [none.id, pl.mediaGallery.auto.reasons.noGtin],
      [noCard.id, pl.mediaGallery.auto.reasons.noCard],
    ]);
    const done = await call(app, session, 'POST', '/automatic-assign', {
      asset_ids: [a.id, b.id, none.id, noCard.id],
      type: MEDIA_TYPE.OTHER,
      mode: 'add',
    });
    expect(done.body).toMatchObject({ assigned: 2, skipped: 0 });
    expect((await galleryOf(db, first!.id)).length).toBe((first!.gallery as unknown[]).length + 1);
    const nothing = await call(app, session, 'POST', '/automatic-assign', {
      asset_ids: [none.id],
      type: MEDIA_TYPE.OTHER,
      mode: 'add',
    });
    expect(expectFaults(nothing, 'media_gallery')[0]!.message).toBe(pl.mediaGallery.errors.noMatches);
  });
});

describe('a large assignment (§2, decision 0022)', () => {
  test('more than 200 assignments answer 202 and run as a job that writes every card', async () => {
    const { app, db, config, errors } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const cards = await db
      .select({ id: products.id, gallery: products.gallery })
      .from(products)
      .where(eq(products.companyId, session.answer.user.company_id!));
    const needed = Math.floor(200 / cards.length) + 1;
    const assets = [];
    for (let n = 0; n < needed; n += 1) assets.push(await upload(app, session, `etykieta-${n}.jpg`));
    const started = await call(app, session, 'POST', '/mass-assign', {
      asset_ids: assets.map((asset) => asset.id),
      product_ids: cards.map((card) => card.id),
      type: MEDIA_TYPE.LABEL,
      mode: 'add',
    });
    expect(started.status, started.text).toBe(202);
    const { job } = jobStartedSchema.parse(started.body);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    let status = '';
    for (let round = 0; round < 400 && status !== 'finished'; round += 1) {
      status = (
        (await request(app, 'POST', `/api/get-job/${job.id}`, { cookie: session.cookie, csrf: session.csrf }))
          .body as { status: string }
      ).status;
      if (status !== 'finished') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    expect(status).toBe('finished');
    expect((await db.select({ n: count() }).from(mediaGalleryAssignments))[0]!.n).toBe(cards.length * needed);
    const first = cards[0]!;
    expect((await galleryOf(db, first.id)).length).toBe((first.gallery as unknown[]).length + needed);
    expect(errors).toEqual([]);
  });
});

describe('queued zip download (§7)', () => {
  test('a job of source media_gallery_download; status, then the zip with the token only', async () => {
    const { app, db, config, errors } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const one = await upload(app, session, 'one.jpg');
    const two = await upload(app, session, 'one.jpg');
    const started = await call(app, session, 'POST', '/assets/download', { ids: [one.id, two.id] });
    expect(started.status).toBe(202);
    const { job } = jobStartedSchema.parse(started.body);
    expect(job.jobs_key).toBe('media_gallery_download');
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    let status: { status: string; processed: number; percentage: number } | undefined;
    for (let round = 0; round < 200; round += 1) {
      status = (await call(app, session, 'GET', `/queued-download/${job.id}`)).body as typeof status;
      if (status?.status === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    expect(status).toEqual({ status: 'finished', processed: 2, percentage: 100 });
    const [user] = await db
      .select({ token: users.mediaGalleryToken })
      .from(users)
      .where(eq(users.id, session.answer.user.id));
    // The session alone is not enough: §7 names the media-gallery token.
    expect((await galleryBytes(app, `${G}/queued-download/download/${job.id}`, { session })).status).toBe(
      401,
    );
    const zip = await galleryBytes(app, `${G}/queued-download/download/${job.id}`, { token: user!.token! });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/filename="media-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(zipEntries(zip.bytes).map((entry) => entry.name)).toEqual(['one.jpg', 'one (2).jpg']);
    // Another user's token does not open it.
    const [other] = await db
      .select({ token: users.mediaGalleryToken })
      .from(users)
      .where(eq(users.email, 'admin@demo.pim'));
    expect(
      (await galleryBytes(app, `${G}/queued-download/download/${job.id}`, { token: other!.token! })).status,
    ).toBe(404);
    expect(errors).toEqual([]);
  });
});
