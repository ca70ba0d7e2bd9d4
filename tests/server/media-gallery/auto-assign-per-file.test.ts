import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { assetSchema, assignAnswerSchema } from '@contract/media-gallery';
import { MEDIA_TYPE } from '@domain/constants';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import { products } from '@server/db/schema';
import { mediaDataDir, photo, removeMediaDataDirs } from '@tests/server/fixtures/media';
import { G, galleryUpload, pdfBytes } from '@tests/server/fixtures/media-gallery';
import { expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

async function upload(app: App, session: Session, name: string, pdf = false) {
  const response = await galleryUpload(app, session, {
    bytes: pdf ? pdfBytes() : await photo({ width: 300, height: 300 }),
    name,
    ...(pdf ? { mime: 'application/pdf' } : {}),
  });
  expect(response.status, response.text).toBe(201);
  return assetSchema.parse(response.body);
}

/** §2 Automatic assign: a file that cannot go is reported with its reason; the others are assigned. */
describe('automatic assign reports per file', () => {
  test('a photo type with an unmatched PDF and a matched PDF selected assigns the photo and says why not the rest', async () => {
    const { app, db } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const [card] = await db
      .select({ id: products.id, gtin: products.gtin, gallery: products.gallery })
      .from(products)
      .where(and(eq(products.companyId, session.answer.user.company_id!), isNotNull(products.gtin)))
      .orderBy(products.id)
      .limit(1);
    const front = await upload(app, session, `${card!.gtin}_1.jpg`);
    const sheet = await upload(app, session, `${card!.gtin}_karta.pdf`, true);
    const loose = await upload(app, session, 'instrukcja.pdf', true);
    const auth = { cookie: session.cookie, csrf: session.csrf };
    const answer = await request(app, 'POST', `${G}/automatic-assign`, {
      ...auth,
      body: { asset_ids: [front.id, sheet.id, loose.id], type: MEDIA_TYPE.FRONT, mode: 'add' },
    });
    expect(answer.status, answer.text).toBe(200);
    const done = assignAnswerSchema.parse(answer.body);
    expect(done).toMatchObject({ assigned: 1, skipped: 0 });
    expect(done.not_assigned.map((file) => [file.asset_name, file.reason])).toEqual([
      [sheet.name, pl.mediaGallery.auto.reasons.notImage],
      [loose.name, pl.mediaGallery.auto.reasons.noGtin],
    ]);
    const [after] = await db
      .select({ gallery: products.gallery })
      .from(products)
      .where(eq(products.id, card!.id));
    // A front photo holds one file: the matched photo takes the place of the card's own front photo.
    const fronts = (after!.gallery as { type: number }[]).filter((entry) => entry.type === MEDIA_TYPE.FRONT);
    expect(fronts).toHaveLength(1);
    expect((after!.gallery as unknown[]).length).toBe(
      (card!.gallery as { type: number }[]).filter((entry) => entry.type !== MEDIA_TYPE.FRONT).length + 1,
    );

    // Nothing at all to assign is still refused, with the reason and nothing written.
    const none = await request(app, 'POST', `${G}/automatic-assign`, {
      ...auth,
      body: { asset_ids: [sheet.id], type: MEDIA_TYPE.FRONT, mode: 'add' },
    });
    expect(expectFaults(none, 'media_gallery')[0]!.message).toBe(pl.mediaGallery.errors.imageNeeded);
  });
});
