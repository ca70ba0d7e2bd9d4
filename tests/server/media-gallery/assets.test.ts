import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { assetDetailsSchema, assetSchema } from '@contract/media-gallery';
import { listAnswerSchema } from '@contract/data-table';
import { MEDIA_UPLOAD } from '@domain/media';
import pl from '@i18n/locales/pl.json';
import type { Db } from '@server/db/client';
import { mediaGalleryAssets } from '@server/db/schema';
import { mediaDataDir, photo, pngBomb, removeMediaDataDirs, storedFiles } from '@tests/server/fixtures/media';
import { G, galleryBytes, galleryUpload, pdfBytes } from '@tests/server/fixtures/media-gallery';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

afterAll(removeMediaDataDirs);

async function galleryApp() {
  const dataDir = mediaDataDir();
  return { ...(await testApp({ dataDir })), dataDir };
}

const assetRows = async (db: Db) => (await db.select({ n: count() }).from(mediaGalleryAssets))[0]!.n;

const call = (app: App, session: Session, method: string, path: string, body?: unknown) =>
  request(app, method, `${G}${path}`, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });

async function uploaded(app: App, session: Session, name = 'front.jpg', bytes?: Uint8Array) {
  const response = await galleryUpload(app, session, {
    bytes: bytes ?? (await photo({ width: 400, height: 300 })),
    name,
  });
  expect(response.status, response.text).toBe(201);
  return assetSchema.parse(response.body);
}

describe('media gallery assets (§2, decision 0022)', () => {
  test('a supplier uploads a photo and a PDF: stored with a thumbnail, listed with their cells', async () => {
    const { app, dataDir, errors } = await galleryApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const image = await uploaded(app, session, 'front.jpg');
    expect(image).toMatchObject({
      name: 'front.jpg',
      kind: 'image',
      width: 400,
      height: 300,
      version: 1,
      directory_id: null,
    });
    expect(image.thumbnail_url).toBe(`${G}/assets/${image.id}/thumbnail?v=1`);
    const pdf = await galleryUpload(app, session, {
      bytes: pdfBytes(),
      name: 'spec.pdf',
      mime: 'application/pdf',
    });
    expect(pdf.status).toBe(201);
    expect(assetSchema.parse(pdf.body)).toMatchObject({ kind: 'pdf', thumbnail_url: null });
    // Photo, its thumbnail and the PDF.
    expect(storedFiles(dataDir)).toHaveLength(3);

    const list = listAnswerSchema.parse((await call(app, session, 'GET', '/assets')).body);
    expect(list.total).toBe(2);
    const row = list.rows.find((candidate) => candidate.id === image.id)!;
    expect(row.cells).toMatchObject({
      name: 'front.jpg',
      kind: 'Zdjęcie',
      dimensions: '400 × 300',
      cards: 0,
      directory: null,
    });
    // Edit image is not offered for a PDF.
    expect(list.info.row_action_exclusions[String(assetSchema.parse(pdf.body).id)]).toEqual(['edit_image']);
    const filtered = listAnswerSchema.parse((await call(app, session, 'GET', '/assets?kind=pdf')).body);
    expect(filtered.rows.map((r) => r.cells.name)).toEqual(['spec.pdf']);

    const thumb = await galleryBytes(app, image.thumbnail_url!, { session });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const file = await galleryBytes(app, `${image.url}&download=1`, { session });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(errors).toEqual([]);
  });

  test('403 without gallery access, 401 without a session; nothing written', async () => {
    const { app, db } = await galleryApp();
    const session = await loginAs(app, 'supplier2@demo.pim');
    expectError(await call(app, session, 'GET', '/assets'), 403, 'session.forbidden');
    const upload = await galleryUpload(app, session, { bytes: await photo(), name: 'a.jpg' });
    expect(upload.status).toBe(403);
    expect((await request(app, 'GET', `${G}/assets`)).status).toBe(401);
    expect(await assetRows(db)).toBe(0);
  });

  test('bad uploads: not an image or PDF, a script in the name, a bomb, too large → 400 in Polish, nothing stored', async () => {
    const { app, db, dataDir } = await galleryApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const html = new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>'));
    const cases = [
      { bytes: html, name: 'page.html', message: pl.mediaGallery.errors.unsupportedType },
      {
        bytes: await photo(),
        name: '<img src=x onerror=alert(1)>.jpg',
        message: pl.media.errors.badFileName,
      },
      {
        bytes: pngBomb(),
        name: 'bomb.png',
        message: pl.media.errors.tooManyPixels.replace('{{pixels}}', '100'),
      },
      { bytes: new Uint8Array(MEDIA_UPLOAD.MAX_BYTES + 1), name: 'huge.jpg', message: null },
    ];
    for (const one of cases) {
      const faults = expectFaults(await galleryUpload(app, session, one), 'media_gallery');
      if (one.message !== null) expect(faults[0]!.message).toBe(one.message);
    }
    expect(await assetRows(db)).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  test('details, rename and move; another company’s asset is a 404', async () => {
    const { app, db } = await galleryApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const asset = await uploaded(app, session);
    const folder = await call(app, session, 'POST', '/directories', { name: 'Sesja wiosna' });
    expect(folder.status).toBe(201);
    const folderId = (folder.body as { id: number }).id;
    expect(
      (await call(app, session, 'PATCH', `/assets/${asset.id}`, { name: 'nowa.jpg', directory_id: folderId }))
        .status,
    ).toBe(200);
    const details = assetDetailsSchema.parse((await call(app, session, 'GET', `/assets/${asset.id}`)).body);
    expect(details.asset).toMatchObject({ name: 'nowa.jpg', directory: 'Sesja wiosna' });
    expect(details.usage).toEqual([]);
    expectFaults(await call(app, session, 'PATCH', `/assets/${asset.id}`, { name: '' }), 'media_gallery');
    expectFaults(
      await call(app, session, 'PATCH', `/assets/${asset.id}`, { name: '<b>x</b>.jpg' }),
      'media_gallery',
    );

    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(await call(app, admin, 'GET', `/assets/${asset.id}`), 404, 'mediaGallery.errors.notFound');
    expectError(
      await call(app, admin, 'POST', '/assets/delete', { ids: [asset.id] }),
      404,
      'mediaGallery.errors.notFound',
    );
    expectError(
      await call(app, admin, 'PATCH', `/assets/${asset.id}`, { name: 'x.jpg' }),
      404,
      'mediaGallery.errors.notFound',
    );
    expect((await galleryBytes(app, asset.url, { session: admin })).status).toBe(404);
    const [row] = await db.select().from(mediaGalleryAssets).where(eq(mediaGalleryAssets.id, asset.id));
    expect(row).toMatchObject({ name: 'nowa.jpg', deletedAt: null });
  });

  test('delete → the deleted list → restore; permanent delete only for admins', async () => {
    const { app, db, dataDir } = await galleryApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const asset = await uploaded(app, session);
    expect((await call(app, session, 'POST', '/assets/delete', { ids: [asset.id] })).status).toBe(200);
    expect(listAnswerSchema.parse((await call(app, session, 'GET', '/assets')).body).total).toBe(0);
    const deleted = listAnswerSchema.parse((await call(app, session, 'GET', '/deleted-assets')).body);
    expect(deleted.rows.map((r) => r.id)).toEqual([asset.id]);
    expect(deleted.info.single_actions.map((a) => a.id)).toEqual(['restore']);
    expectError(
      await call(app, session, 'POST', '/assets/purge', { ids: [asset.id] }),
      403,
      'session.forbidden',
    );
    expect((await call(app, session, 'POST', '/assets/restore', { ids: [asset.id] })).status).toBe(200);
    expect(listAnswerSchema.parse((await call(app, session, 'GET', '/assets')).body).total).toBe(1);
    expectFaults(await call(app, session, 'POST', '/assets/delete', { ids: [] }), 'media_gallery');
    expectFaults(
      await call(app, session, 'POST', '/assets/delete', { ids: ['1; drop table'] }),
      'media_gallery',
    );

    // The admin purges its own company's deleted asset: row and bytes go.
    const admin = await loginAs(app, 'admin@demo.pim');
    const own = await uploaded(app, admin, 'admin.jpg');
    await call(app, admin, 'POST', '/assets/delete', { ids: [own.id] });
    expect(
      listAnswerSchema
        .parse((await call(app, admin, 'GET', '/deleted-assets')).body)
        .info.single_actions.map((a) => a.id),
    ).toEqual(['restore', 'purge']);
    const before = storedFiles(dataDir).length;
    expect((await call(app, admin, 'POST', '/assets/purge', { ids: [own.id] })).status).toBe(200);
    expect(storedFiles(dataDir)).toHaveLength(before - 2);
    expect(await assetRows(db)).toBe(1);
  });

  test('edit image: rotate and crop as a new version; a crop outside or a PDF is refused', async () => {
    const { app } = await galleryApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const asset = await uploaded(app, session);
    const edited = await call(app, session, 'POST', `/assets/${asset.id}/edit-image`, {
      rotate: 90,
      crop: { x: 10, y: 20, width: 200, height: 100 },
    });
    expect(edited.body).toEqual({ ok: true, version: 2, width: 200, height: 100 });
    const details = assetDetailsSchema.parse((await call(app, session, 'GET', `/assets/${asset.id}`)).body);
    expect(details.asset).toMatchObject({ width: 200, height: 100, version: 2 });
    // Turned, the 400 × 300 photo is 300 wide: a crop to x 250 + 100 is outside.
    const outside = await call(app, session, 'POST', `/assets/${asset.id}/edit-image`, {
      rotate: 0,
      crop: { x: 150, y: 0, width: 100, height: 50 },
    });
    expect(expectFaults(outside, 'media_gallery')[0]!.message).toBe(pl.mediaGallery.errors.cropOutside);
    expectFaults(
      await call(app, session, 'POST', `/assets/${asset.id}/edit-image`, { rotate: 45, crop: null }),
      'media_gallery',
    );
    const pdf = assetSchema.parse(
      (await galleryUpload(app, session, { bytes: pdfBytes(), name: 'a.pdf', mime: 'application/pdf' })).body,
    );
    const refused = await call(app, session, 'POST', `/assets/${pdf.id}/edit-image`, {
      rotate: 90,
      crop: null,
    });
    expect(expectFaults(refused, 'media_gallery')[0]!.message).toBe(pl.mediaGallery.errors.imageNeeded);
  });
});
