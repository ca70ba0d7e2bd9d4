import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { faultAnswerSchema } from '@contract/fault';
import { mediaFileAnswerSchema, type MediaFileAnswer } from '@contract/media';
import { productShowAnswerSchema } from '@contract/product-card';
import { MEDIA_TYPE } from '@domain/constants';
import { MEDIA_UPLOAD, PHOTO_WARNING } from '@domain/media';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { mediaFiles, products } from '@server/db/schema';
import { cardInNetwork, cardOf, schemaOf } from '@tests/server/fixtures/catalog';
import {
  getBytes,
  mediaDataDir,
  mediaRow,
  photo,
  pngBomb,
  removeMediaDataDirs,
  storedFiles,
  upload,
  type UploadParts,
} from '@tests/server/fixtures/media';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session, type TestResponse } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

async function mediaApp() {
  const dataDir = mediaDataDir();
  return { ...(await testApp({ dataDir })), dataDir };
}

/** Media files no card shows: what the test's uploads stored (the demo cards' own photos aside, 0060). */
async function rows(db: Db) {
  return (
    await db
      .select({ n: count() })
      .from(mediaFiles)
      .where(
        sql`not exists (select 1 from products p where p.gallery @> jsonb_build_array(jsonb_build_object('id', ${mediaFiles.id})))`,
      )
  )[0]!.n;
}

function uploaded(response: TestResponse): MediaFileAnswer {
  expect(response.status, response.text).toBe(201);
  return mediaFileAnswerSchema.parse(response.body);
}

/** A 400 upload answer with one fault on `field` carrying the Polish message. */
function expectRefused(response: TestResponse, field: string, message: string) {
  const faults = expectFaults(response, 'media');
  expect(faults.map((fault) => [fault.field, fault.message])).toEqual([[field, message]]);
}

describe('POST /api/p1/product/media', () => {
  test('a supplier uploads a photo: stored for its company, read with sharp, no warnings for a good photo', async () => {
    const { app, db, dataDir, errors } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const bytes = await photo();
    const answer = uploaded(await upload(app, session, { bytes, name: 'front.jpg', type: MEDIA_TYPE.FRONT }));
    expect(answer).toEqual({
      id: answer.id,
      type: MEDIA_TYPE.FRONT,
      filename: 'front.jpg',
      size: bytes.byteLength,
      width: 1200,
      height: 1200,
      dpi: 300,
      format: 'jpeg',
      color_space: 'srgb',
      url: `/api/p1/media/${answer.id}`,
      warnings: [],
    });
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, answer.id));
    expect(row).toMatchObject({
      companyId: session.answer.user.company_id,
      uploadedBy: session.answer.user.id,
      mime: 'image/jpeg',
    });
    // The bytes are stored under a generated key, never under the file's name.
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(storedFiles(dataDir)).toEqual([`${row!.storageKey.slice(0, 2)}/${row!.storageKey}`]);

    const served = await getBytes(app, session, answer.url);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(bytes);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''front.jpg");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(errors).toEqual([]);
  });

  test.each([
    [
      'a small photo at 72 DPI',
      { width: 400, height: 300, dpi: 72 },
      [PHOTO_WARNING.SIZE, PHOTO_WARNING.DPI],
    ],
    ['a WebP photo', { format: 'webp' as const }, [PHOTO_WARNING.FORMAT]],
    // Written without density metadata, a JPEG says 72 DPI.
    ['a CMYK photo', { cmyk: true }, [PHOTO_WARNING.DPI, PHOTO_WARNING.COLOR_SPACE]],
    ['a PNG photo of the right size', { format: 'png' as const }, []],
  ])('§5 photo warnings: %s', async (_case, options, warnings) => {
    const { app } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = uploaded(
      await upload(app, session, { bytes: await photo(options), name: 'x.img', type: MEDIA_TYPE.PROFILE }),
    );
    expect(answer.warnings).toEqual(warnings);
  });

  test('type other (5) takes any file: a PDF is served in place, anything else only as a download', async () => {
    const { app } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const pdf = new TextEncoder().encode('%PDF-1.4\n% specification\n');
    const sheet = uploaded(
      await upload(app, session, { bytes: pdf, name: 'karta.pdf', type: MEDIA_TYPE.OTHER }),
    );
    expect(sheet).toMatchObject({ width: null, height: null, dpi: null, format: null, warnings: [] });
    const servedPdf = await getBytes(app, session, sheet.url);
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
    expect(servedPdf.headers.get('content-disposition')).toMatch(/^inline;/);

    // HTML (or SVG) with a script, named and typed as an image, is never shown in place.
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const page = uploaded(
      await upload(app, session, {
        bytes: html,
        name: 'strona.svg',
        mime: 'image/svg+xml',
        type: MEDIA_TYPE.OTHER,
      }),
    );
    const servedPage = await getBytes(app, session, page.url);
    expect(servedPage.headers.get('content-type')).toBe('application/octet-stream');
    expect(servedPage.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''strona.svg");
    expect(servedPage.headers.get('content-security-policy')).toContain('sandbox');
  });

  test('a path in the name is dropped and the name is kept for display (percent-encoded in the header)', async () => {
    const { app, dataDir } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = uploaded(
      await upload(app, session, {
        bytes: await photo(),
        name: '../../etc/zdjęcie\u202Egpj.jpg',
        type: MEDIA_TYPE.LABEL,
      }),
    );
    expect(answer.filename).toBe('zdjęciegpj.jpg');
    expect(storedFiles(dataDir)).toHaveLength(1);
    const served = await getBytes(app, session, answer.url);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('zdjęciegpj.jpg')}`,
    );
  });

  test('an admin uploads for a card: the file belongs to the card’s company', async () => {
    const { app, db } = await mediaApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const answer = uploaded(
      await upload(app, admin, { bytes: await photo(), type: MEDIA_TYPE.FRONT, productId: card.id }),
    );
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, answer.id));
    expect(row!.companyId).toBe(card.companyId);
    // The uploader and the company both read it.
    expect((await getBytes(app, admin, answer.url)).status).toBe(200);
    expect((await getBytes(app, supplier, answer.url)).status).toBe(200);
  });

  describe('roles', () => {
    test('without a session 401, a network user or a QC manager 403, nothing stored', async () => {
      const { app, db, dataDir } = await mediaApp();
      const bytes = await photo();
      expectError(await upload(app, null, { bytes, type: 1 }), 401, 'errors.unauthenticated');
      for (const email of ['network@demo.pim', 'qc@demo.pim', 'mdm@demo.pim']) {
        const session = await loginAs(app, email);
        expectError(await upload(app, session, { bytes, type: 1 }), 403, 'session.forbidden');
      }
      expect(await rows(db)).toBe(0);
      expect(storedFiles(dataDir)).toEqual([]);
    });

    test("a supplier cannot upload for another company's card (404)", async () => {
      const { app, db } = await mediaApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const foreign = await cardOf(db, session.answer.user.company_id!, true);
      expectError(
        await upload(app, session, { bytes: await photo(), type: 1, productId: foreign.id }),
        404,
        'errors.productNotFound',
      );
      expect(await rows(db)).toBe(0);
    });
  });

  describe('bad input: 400 with a translated message, nothing stored', () => {
    const cases: [string, () => Promise<UploadParts>, string, string][] = [
      ['no file', async () => ({ type: 1 }), 'file', pl.media.errors.noFile],
      ['an empty file', async () => ({ bytes: new Uint8Array(), type: 1 }), 'file', pl.media.errors.noFile],
      ['no type', async () => ({ bytes: await photo() }), 'type', pl.validation.mediaType],
      ['type 7', async () => ({ bytes: await photo(), type: 7 }), 'type', pl.validation.mediaType],
      ['type 0', async () => ({ bytes: await photo(), type: 0 }), 'type', pl.validation.mediaType],
      ['type "1.0"', async () => ({ bytes: await photo(), type: '1.0' }), 'type', pl.validation.mediaType],
      [
        'type "front"',
        async () => ({ bytes: await photo(), type: 'front' }),
        'type',
        pl.validation.mediaType,
      ],
      [
        'a product id that is not a number',
        async () => ({ bytes: await photo(), type: 1, productId: '1; drop table' }),
        'product_id',
        pl.validation.invalid,
      ],
      [
        'a text file as a photo',
        async () => ({ bytes: new TextEncoder().encode('hello'), name: 'a.jpg', type: 1 }),
        'file',
        pl.media.errors.notAnImage,
      ],
      [
        'a PDF as a label',
        async () => ({ bytes: new TextEncoder().encode('%PDF-1.4'), name: 'a.pdf', type: MEDIA_TYPE.LABEL }),
        'file',
        pl.media.errors.notAnImage,
      ],
      [
        'a GIF as a photo',
        async () => ({
          bytes: new Uint8Array(
            await (
              await import('sharp')
            )
              .default({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
              .gif()
              .toBuffer(),
          ),
          type: 1,
        }),
        'file',
        pl.media.errors.notAnImage,
      ],
      [
        'a JPEG header followed by garbage',
        async () => ({ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3, 4, 5]), type: 1 }),
        'file',
        pl.media.errors.unreadable,
      ],
      [
        'a decompression bomb (PNG declaring 50000 x 50000 px)',
        async () => ({ bytes: pngBomb(), name: 'bomb.png', mime: 'image/png', type: 1 }),
        'file',
        pl.media.errors.tooManyPixels.replace('{{pixels}}', '100'),
      ],
      [
        'a decompression bomb as an other file',
        async () => ({ bytes: pngBomb(), name: 'bomb.png', mime: 'image/png', type: MEDIA_TYPE.OTHER }),
        'file',
        pl.media.errors.tooManyPixels.replace('{{pixels}}', '100'),
      ],
      [
        'a script in the file name',
        async () => ({ bytes: await photo(), name: '<script>alert(1)</script>.jpg', type: 1 }),
        'file',
        pl.media.errors.badFileName,
      ],
      [
        'a name that is only a path',
        async () => ({ bytes: await photo(), name: '../..', type: 1 }),
        'file',
        pl.media.errors.badFileName,
      ],
    ];

    test.each(cases)('%s', async (_case, parts, field, message) => {
      const { app, db, dataDir, errors } = await mediaApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      expectRefused(await upload(app, session, await parts()), field, message);
      expect(await rows(db)).toBe(0);
      expect(storedFiles(dataDir)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a file above 20 MB is refused before it is read', async () => {
      const { app, db, dataDir } = await mediaApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const bytes = new Uint8Array(MEDIA_UPLOAD.MAX_BYTES + 1);
      bytes.set([0xff, 0xd8, 0xff]);
      expectRefused(
        await upload(app, session, { bytes, type: 1 }),
        'file',
        pl.media.errors.tooLarge.replace('{{max}}', '20 MB'),
      );
      expect(await rows(db)).toBe(0);
      expect(storedFiles(dataDir)).toEqual([]);
    });

    test('a body that is not multipart is refused', async () => {
      const { app } = await mediaApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const response = await app.request('/api/p1/product/media', {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 1, file: 'abc' }),
      });
      expect(response.status).toBe(400);
      const answer = faultAnswerSchema.parse(await response.json());
      expect(answer.errors.map((fault) => fault.namespace)).toEqual(['media']);
    });

    test('when the row cannot be written, the stored bytes are removed again', async () => {
      const { app, db, dataDir, errors } = await mediaApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      await db.execute(sql`create function refuse_media() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$`);
      await db.execute(
        sql`create trigger refuse_media before insert on media_files for each row execute function refuse_media()`,
      );
      try {
        const response = await upload(app, session, { bytes: await photo(), type: 1 });
        expectError(response, 500, 'errors.generic');
        expect(errors).toHaveLength(1);
      } finally {
        await db.execute(sql`drop trigger refuse_media on media_files`);
        await db.execute(sql`drop function refuse_media()`);
      }
      expect(storedFiles(dataDir)).toEqual([]);
      expect(await rows(db)).toBe(0);
    });
  });
});

describe('GET /api/p1/media/{id}', () => {
  test('another supplier, a network that sees no card with it, or no session: 404 / 401', async () => {
    const { app } = await mediaApp();
    const owner = await loginAs(app, 'supplier@demo.pim');
    const answer = uploaded(await upload(app, owner, { bytes: await photo(), type: 1 }));
    for (const email of ['supplier2@demo.pim', 'network@demo.pim']) {
      const session = await loginAs(app, email);
      const served = await getBytes(app, session, answer.url);
      expect(served.status).toBe(404);
    }
    expect((await getBytes(app, null, answer.url)).status).toBe(401);
  });

  test('a network user reads the file once it is in the gallery of a card the network sees', async () => {
    const { app, db } = await mediaApp();
    const card = await cardInNetwork(db, 'selgros', true);
    const admin = await loginAs(app, 'admin@demo.pim');
    const answer = uploaded(await upload(app, admin, { bytes: await photo(), type: 2, productId: card.id }));
    const network = await loginAs(app, 'network@demo.pim');
    expect((await getBytes(app, network, answer.url)).status).toBe(404);
    await db
      .update(products)
      .set({ gallery: [{ type: 2, id: answer.id }] })
      .where(eq(products.id, card.id));
    expect((await getBytes(app, network, answer.url)).status).toBe(200);
    // A network that does not see the card still gets nothing.
    const metro = await loginAs(app, 'metro@demo.pim');
    const [visibleToMetro] = await db
      .select({ n: count() })
      .from(products)
      .where(
        sql`${products.id} = ${card.id} and ${products.availability} @> ${JSON.stringify([{ code: 'metro', visibility: true }])}::jsonb`,
      );
    expect((await getBytes(app, metro, answer.url)).status).toBe(visibleToMetro!.n > 0 ? 200 : 404);
  });

  test.each(['0', '99999999999', '2147483648', '12abc'])('id %s is a 404', async (id) => {
    const { app } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const served = await getBytes(app, session, `/api/p1/media/${id}`);
    expect(served.status).toBe(404);
  });

  test('a file whose bytes are gone is a 404, not a 500', async () => {
    const { app, db, errors } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = uploaded(await upload(app, session, { bytes: await photo(), type: 1 }));
    await db
      .update(mediaFiles)
      .set({ storageKey: 'ffffffffffffffffffffffffffffffff' })
      .where(eq(mediaFiles.id, answer.id));
    expect((await getBytes(app, session, answer.url)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});

describe('product save: the gallery names stored files of the card’s company', () => {
  async function editDraft(app: App, session: Session, id: number, gallery: { type: number; id: number }[]) {
    const shown = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
    const card = productShowAnswerSchema.parse(shown.body);
    const { general_info: info, id: _id, ...payload } = card;
    return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
      body: { ...payload, gallery, version: info.version },
      cookie: session.cookie,
      csrf: session.csrf,
    });
  }

  test('unknown, foreign, mistyped or same-named files are 400 gallery faults and nothing is written', async () => {
    const { app, db, errors } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const mine = { companyId: card.companyId, uploadedBy: session.answer.user.id };
    const front = await mediaRow(db, { ...mine, type: MEDIA_TYPE.FRONT, filename: 'a.jpg' });
    const label = await mediaRow(db, { ...mine, type: MEDIA_TYPE.LABEL, filename: 'a.jpg' });
    const foreign = await mediaRow(db, {
      companyId: other.answer.user.company_id!,
      uploadedBy: other.answer.user.id,
      type: MEDIA_TYPE.FRONT,
    });
    const cases: [{ type: number; id: number }[], string, string][] = [
      [[{ type: MEDIA_TYPE.FRONT, id: 999_999 }], '999999', pl.media.errors.unknownFile],
      [[{ type: MEDIA_TYPE.FRONT, id: foreign }], String(foreign), pl.media.errors.unknownFile],
      [[{ type: MEDIA_TYPE.PROFILE, id: front }], String(front), pl.media.errors.typeMismatch],
      [
        [
          { type: MEDIA_TYPE.FRONT, id: front },
          { type: MEDIA_TYPE.LABEL, id: label },
        ],
        String(label),
        pl.validation.fileNameTaken,
      ],
    ];
    for (const [gallery, field, message] of cases) {
      const response = await editDraft(app, session, card.id, gallery);
      const faults = expectFaults(response, 'gallery');
      expect(faults.map((fault) => [fault.field, fault.message])).toEqual([[field, message]]);
      const [stored] = await db.select().from(products).where(eq(products.id, card.id));
      expect(stored!.updatedAt).toEqual(card.updatedAt);
      expect(stored!.gallery).toEqual(card.gallery);
    }
    expect(errors).toEqual([]);
  });

  test('a saved gallery comes back in the schema as media_files, in gallery order; a new card has none', async () => {
    const { app, db } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const label = uploaded(
      await upload(app, session, { bytes: await photo(), name: 'etykieta.jpg', type: 6 }),
    );
    const front = uploaded(
      await upload(app, session, { bytes: await photo({ width: 800 }), name: 'front.png', type: 2 }),
    );
    const saved = await editDraft(app, session, card.id, [
      { type: 6, id: label.id },
      { type: 2, id: front.id },
    ]);
    expect(saved.status, saved.text).toBe(200);
    const schema = await schemaOf(app, session, { id: card.id });
    expect(schema.media_files).toEqual([
      {
        id: label.id,
        type: 6,
        filename: 'etykieta.jpg',
        size: label.size,
        width: 1200,
        height: 1200,
        url: label.url,
        warnings: [],
      },
      {
        id: front.id,
        type: 2,
        filename: 'front.png',
        size: front.size,
        width: 800,
        height: 1200,
        url: front.url,
        warnings: [PHOTO_WARNING.SIZE],
      },
    ]);
    expect((await schemaOf(app, session)).media_files).toEqual([]);
  });

  test('ready validation counts the stored types: a label and an other file are no profile or front photo', async () => {
    const { app, db } = await mediaApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const mine = { companyId: card.companyId, uploadedBy: session.answer.user.id };
    const shown = await request(app, 'GET', `/api/p1/product/show/${card.id}`, { cookie: session.cookie });
    const { general_info: info, id: _id, ...payload } = productShowAnswerSchema.parse(shown.body);
    const response = await request(app, 'PUT', `/api/p1/product/${card.id}/edit`, {
      body: {
        ...payload,
        gallery: [
          { type: MEDIA_TYPE.LABEL, id: await mediaRow(db, { ...mine, type: MEDIA_TYPE.LABEL }) },
          { type: MEDIA_TYPE.OTHER, id: await mediaRow(db, { ...mine, type: MEDIA_TYPE.OTHER }) },
        ],
        version: info.version,
      },
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(response.status, response.text).toBe(400);
    const gallery = faultAnswerSchema
      .parse(response.body)
      .errors.filter((fault) => fault.namespace === 'gallery')
      .map((fault) => [fault.field, fault.message]);
    expect(gallery).toEqual([
      [String(MEDIA_TYPE.PROFILE), pl.validation.oneOf],
      [String(MEDIA_TYPE.FRONT), pl.validation.oneOf],
    ]);
  });
});
