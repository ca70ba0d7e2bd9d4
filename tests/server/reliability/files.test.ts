import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { MEDIA_TYPE } from '@domain/constants';
import { MEDIA_UPLOAD } from '@domain/media';
import { createApp, type App } from '@server/app';
import {
  importUploads,
  mediaFiles,
  mediaGalleryAssets,
  mediaGalleryDirectories,
  producers,
} from '@server/db/schema';
import { photo, storedFiles, upload } from '@tests/server/fixtures/media';
import { G, galleryUpload } from '@tests/server/fixtures/media-gallery';
import { RecordingMailer, testConfig } from '@tests/server/harness/app';
import { testDatabase } from '@tests/server/harness/database';
import { loginAs, request } from '@tests/server/harness/http';
import { xlsxBomb } from '@tests/server/harness/zip-bomb';
import { upload as importUpload } from '@tests/server/importer/support';

/**
 * R6 files (docs/decisions/0029): path traversal in every name and path a caller gives, oversized uploads
 * and bodies, zip bombs. Whatever comes in: a 4xx or a harmless name, nothing written outside the media
 * folder, no file served from outside the client build.
 */

const SECRET = 'the-secret-next-to-the-client-build';
const root = mkdtempSync(join(tmpdir(), 'pim-files-'));
const clientDir = join(root, 'client');
mkdirSync(join(clientDir, 'assets'), { recursive: true });
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title><!--PAGE_CONFIG-->');
writeFileSync(join(clientDir, 'assets', 'app.js'), 'export {};');
writeFileSync(join(root, 'secret.txt'), SECRET);
writeFileSync(join(clientDir, 'secret.txt'), SECRET);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The real app over the worker's database, the client build above, and a media folder of its own. */
async function filesApp(overrides: Parameters<typeof testConfig>[0] = {}) {
  const dataDir = mkdtempSync(join(root, 'data-'));
  const db = await testDatabase();
  const config = testConfig({ dataDir, ...overrides });
  const errors: unknown[] = [];
  const app = createApp({
    db,
    config,
    mailer: new RecordingMailer(),
    clientDir,
    reportError: (error) => errors.push(error),
  });
  return { app, db, errors, dataDir };
}

/** A kept name is a plain name: no path separator, no NUL, no leading dot. */
const isPlainName = (name: string) =>
  !/[\\/]/.test(name) && !name.includes('\u0000') && !name.startsWith('.');

/** Every path below `dir`, relative. */
function treeOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/** A raw HTTP GET: the path goes on the wire exactly as given (no URL normalisation by a client). */
async function rawGet(app: App, path: string): Promise<{ status: number; body: string }> {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const TRAVERSALS = [
  '../secret.txt',
  '../../secret.txt',
  '%2e%2e/secret.txt',
  '%2e%2e%2fsecret.txt',
  '..%2f..%2fsecret.txt',
  '..%5c..%5csecret.txt',
  '%2e%2e%5csecret.txt',
  '....//secret.txt',
  `${encodeURIComponent(root)}%2fsecret.txt`,
  '%2fetc%2fpasswd',
  'app.js%00.txt',
  '%00../secret.txt',
];

describe('R6 files: path traversal', () => {
  test('static and file routes never serve a file outside the client build', async () => {
    const { app, errors } = await filesApp();
    const paths = [
      ...TRAVERSALS.map((path) => `/react/assets/${path}`),
      ...TRAVERSALS.map((path) => `/react/${path}`),
      ...TRAVERSALS.map((path) => `/api/p1/media/${path}`),
      ...TRAVERSALS.map((path) => `${G}/assets/${path}`),
      ...TRAVERSALS.map((path) => `/product-excel/api/import/jobs/${path}/report`),
      '/react/assets/app.js/../../secret.txt',
      '/react/favicon.svg/..%2f..%2fsecret.txt',
    ];
    for (const path of paths) {
      const answer = await rawGet(app, path);
      expect(answer.body, path).not.toContain(SECRET);
      expect(answer.status, path).toBeLessThan(500);
    }
    // The real asset is still served, so the paths above met a working static route.
    expect((await rawGet(app, '/react/assets/app.js')).status).toBe(200);
    expect(errors).toEqual([]);
  }, 120_000);

  test('upload names with paths, dots, NUL and absolute paths are stored as plain names; files stay in the media folder', async () => {
    const { app, db, errors, dataDir } = await filesApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const bytes = await photo({ width: 600, height: 600 });
    const names = [
      '../../secret.jpg',
      '..\\..\\secret.jpg',
      '/etc/passwd.jpg',
      'C:\\Windows\\win.jpg',
      'zdjęcie\u0000.jpg',
      '%2e%2e%2fsecret.jpg',
      '....//....//x.jpg',
    ];
    const before = treeOf(root).filter((path) => !path.startsWith('data'));
    for (const name of names) {
      for (const answer of [
        await upload(app, session, { bytes, name, type: MEDIA_TYPE.FRONT }),
        await galleryUpload(app, session, { bytes, name }),
      ]) {
        expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500);
        if (answer.status !== 201) continue;
        const stored = (answer.body as { filename?: string; name?: string }) ?? {};
        const kept = stored.filename ?? stored.name ?? '';
        expect(isPlainName(kept), `${name} → ${kept}`).toBe(true);
      }
    }
    const rows = [
      ...(await db.select({ name: mediaFiles.filename }).from(mediaFiles)),
      ...(await db.select({ name: mediaGalleryAssets.name }).from(mediaGalleryAssets)),
    ];
    for (const row of rows) expect(isPlainName(row.name), row.name).toBe(true);
    // Bytes are kept under generated keys in the media folder; nothing appeared anywhere else.
    expect(treeOf(root).filter((path) => !path.startsWith('data'))).toEqual(before);
    expect(storedFiles(dataDir).every((file) => !file.includes('..') && !file.includes('secret'))).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  test('directory names are names, never paths on disk', async () => {
    const { app, db, errors } = await filesApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const before = treeOf(root);
    for (const name of ['../../etc', '/absolute', '..', 'a\u0000b', '%2e%2e%2f']) {
      const answer = await request(app, 'POST', `${G}/directories`, {
        body: { name },
        cookie: session.cookie,
        csrf: session.csrf,
      });
      expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500);
    }
    const rows = await db.select({ name: mediaGalleryDirectories.name }).from(mediaGalleryDirectories);
    for (const row of rows) expect(row.name).not.toContain('\u0000');
    expect(treeOf(root)).toEqual(before);
    expect(errors).toEqual([]);
  });
});

describe('R6 files: oversized uploads and bodies', () => {
  test('a media upload past 20 MB is refused and nothing is written', async () => {
    const { app, db, errors, dataDir } = await filesApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const bytes = new Uint8Array(MEDIA_UPLOAD.MAX_BYTES + 1024);
    bytes.set(await photo({ width: 300, height: 300 }));
    // The demo cards' own photos (docs/decisions/0060) are there before; the refused upload adds none.
    const seeded = (await db.select({ n: count() }).from(mediaFiles))[0]!.n;
    const answers = [
      await upload(app, session, { bytes, name: 'duze.jpg', type: MEDIA_TYPE.FRONT }),
      await galleryUpload(app, session, { bytes, name: 'duze.jpg' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    expect((await db.select({ n: count() }).from(mediaFiles))[0]!.n).toBe(seeded);
    expect((await db.select({ n: count() }).from(mediaGalleryAssets))[0]!.n).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an import file past its limit and a JSON body past its route limit: refused, nothing written', async () => {
    const { app, db, errors } = await filesApp({ importMaxBytes: 256 * 1024 });
    const session = await loginAs(app, 'supplier@demo.pim');
    const big = await importUpload(app, session, new Uint8Array(512 * 1024));
    expect(big.status).toBe(400);
    expect(await db.select().from(importUploads)).toEqual([]);

    const producersBefore = (await db.select({ n: count() }).from(producers))[0]!.n;
    const answer = await request(app, 'POST', '/api/p1/producers', {
      body: { name: 'x'.repeat(100 * 1024) },
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(answer.status).toBe(413);
    expect((await db.select({ n: count() }).from(producers))[0]!.n).toBe(producersBefore);
    expect(errors).toEqual([]);
  });
});

describe('R6 files: zip bombs', () => {
  test('an xlsx bomb is refused by the importer; a bomb sent as a media file is kept as bytes, never unpacked', async () => {
    const { app, db, errors, dataDir } = await filesApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const bomb = await xlsxBomb({ inflatedBytes: 64 * 1024 * 1024 });
    const imported = await importUpload(app, session, bomb);
    expect(imported.status).toBe(400);
    expect(await db.select().from(importUploads)).toEqual([]);

    const other = await upload(app, session, {
      bytes: bomb,
      name: 'bomba.xlsx',
      mime: 'application/zip',
      type: MEDIA_TYPE.OTHER,
    });
    expect(other.status).toBeLessThan(500);
    const gallery = await galleryUpload(app, session, {
      bytes: bomb,
      name: 'bomba.zip',
      mime: 'application/zip',
    });
    expect(gallery.status).toBeLessThan(500);
    // Whatever was kept is the upload itself, not its contents.
    for (const file of storedFiles(dataDir)) expect(file).not.toMatch(/sheet1\.xml|worksheets/);
    expect(errors).toEqual([]);
  });
});
