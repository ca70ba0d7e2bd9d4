import { afterAll, describe, expect, test } from 'vitest';
import { assetDetailsSchema, assetSchema } from '@contract/media-gallery';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import { mediaDataDir, photo, removeMediaDataDirs, storedFiles } from '@tests/server/fixtures/media';
import { G, galleryUpload } from '@tests/server/fixtures/media-gallery';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** §2 Edit image: two edits of one image version; the second is told so and leaves no files behind. */

afterAll(removeMediaDataDirs);

const edit = (app: App, session: Session, id: number, body: unknown) =>
  request(app, 'POST', `${G}/assets/${id}/edit-image`, { cookie: session.cookie, csrf: session.csrf, body });

async function photoAsset(app: App, session: Session) {
  const response = await galleryUpload(app, session, {
    bytes: await photo({ width: 400, height: 300 }),
    name: 'front.jpg',
  });
  expect(response.status, response.text).toBe(201);
  return assetSchema.parse(response.body);
}

describe('edit image: two editors of one version', () => {
  test('two edits at once: one is saved, the other is a 409 and its new files are deleted', async () => {
    const dataDir = mediaDataDir();
    const { app } = await testApp({ dataDir });
    const session = await loginAs(app, 'supplier@demo.pim');
    const asset = await photoAsset(app, session);
    const before = storedFiles(dataDir).length;
    const [turned, cropped] = await Promise.all([
      edit(app, session, asset.id, { rotate: 90, crop: null }),
      edit(app, session, asset.id, { rotate: 0, crop: { x: 0, y: 0, width: 100, height: 50 } }),
    ]);
    const statuses = [turned.status, cropped.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = turned.status === 409 ? turned : cropped;
    expect(expectError(loser, 409, 'mediaGallery.errors.changedMeanwhile').message).toBe(
      pl.mediaGallery.errors.changedMeanwhile,
    );
    const details = assetDetailsSchema.parse(
      (await request(app, 'GET', `${G}/assets/${asset.id}`, { cookie: session.cookie })).body,
    );
    // The stored image is the winner's: a quarter turn makes it 300 × 400, the crop 100 × 50.
    const winnerSize = turned.status === 200 ? [300, 400] : [100, 50];
    expect([details.asset.width, details.asset.height]).toEqual(winnerSize);
    expect(details.asset.version).toBe(2);
    // The winner's image and thumbnail replaced the old ones; the loser's were deleted.
    expect(storedFiles(dataDir)).toHaveLength(before);
  });

  test('an edit of a version seen before another edit is a 409 and changes nothing', async () => {
    const dataDir = mediaDataDir();
    const { app } = await testApp({ dataDir });
    const session = await loginAs(app, 'supplier@demo.pim');
    const asset = await photoAsset(app, session);
    const first = await edit(app, session, asset.id, { rotate: 90, crop: null, version: asset.version });
    expect(first.body).toEqual({ ok: true, version: 2, width: 300, height: 400 });
    const files = storedFiles(dataDir).length;
    const stale = await edit(app, session, asset.id, { rotate: 180, crop: null, version: asset.version });
    expectError(stale, 409, 'mediaGallery.errors.changedMeanwhile');
    expect(storedFiles(dataDir)).toHaveLength(files);
  });
});
