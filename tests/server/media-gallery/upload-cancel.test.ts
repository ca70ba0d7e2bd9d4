import { count } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { mediaGalleryAssets } from '@server/db/schema';
import { mediaDataDir, photo, removeMediaDataDirs, storedFiles } from '@tests/server/fixtures/media';
import { G } from '@tests/server/fixtures/media-gallery';
import { testApp } from '@tests/server/harness/app';
import { loginAs, type Session } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

const assetRows = async (db: Db) => (await db.select({ n: count() }).from(mediaGalleryAssets))[0]!.n;

/** A multipart upload of one photo, as the browser encodes it. */
async function multipart(name: string) {
  const form = new FormData();
  form.append(
    'file',
    new File([(await photo({ width: 400, height: 300 })) as Uint8Array<ArrayBuffer>], name),
  );
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}

/**
 * An upload the user cancels: the browser aborts the request (the server sees its signal abort when the
 * connection closes). `at` says when: `'midway'` while the body is still being sent (the body then breaks
 * off), `'sent'` after the whole body arrived, while the server checks and stores the file.
 */
async function cancelledUpload(app: App, session: Session, at: 'midway' | 'sent') {
  const { bytes, type } = await multipart('anulowane.jpg');
  const cancel = new AbortController();
  const half = Math.floor(bytes.byteLength / 2);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        sent = at === 'midway' ? half : bytes.byteLength;
        controller.enqueue(bytes.slice(0, sent));
        return;
      }
      cancel.abort();
      if (at === 'midway') controller.error(new Error('the connection was closed'));
      else controller.close();
    },
  });
  const response = await app.request(`${G}/assets`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': type,
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
    },
    body,
    signal: cancel.signal,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

describe('a cancelled gallery upload (§2 upload, decision 0037)', () => {
  test('cancelled while the file is being sent: refused, no asset and no file kept', async () => {
    const dataDir = mediaDataDir();
    const { app, db } = await testApp({ dataDir });
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = await cancelledUpload(app, session, 'midway');
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(await assetRows(db)).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  test('cancelled after the whole file arrived, while the server checks it: no asset and no file kept', async () => {
    const dataDir = mediaDataDir();
    const { app, db } = await testApp({ dataDir });
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = await cancelledUpload(app, session, 'sent');
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(await assetRows(db)).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
  });
});
