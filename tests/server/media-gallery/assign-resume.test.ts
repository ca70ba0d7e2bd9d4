import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { assetSchema } from '@contract/media-gallery';
import { MEDIA_TYPE } from '@domain/constants';
import type { Db } from '@server/db/client';
import { jobs, mediaFiles, mediaGalleryAssignments, products } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { claimJob } from '@server/jobs/queue';
import { startJobWorker } from '@server/jobs/worker';
import { mediaGalleryAssignHandler, queueAssign } from '@server/media-gallery/assign-job';
import { mediaDataDir, photo, removeMediaDataDirs } from '@tests/server/fixtures/media';
import { galleryUpload } from '@tests/server/fixtures/media-gallery';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

const galleryOf = async (db: Db, id: number) =>
  (await db.select({ gallery: products.gallery }).from(products).where(eq(products.id, id)))[0]!.gallery as {
    type: number;
    id: number;
  }[];

/** The card's files of this type by name (every entry, so a name there twice shows twice). */
async function namesOn(db: Db, id: number, type: number) {
  const entries = (await galleryOf(db, id)).filter((entry) => entry.type === type);
  if (entries.length === 0) return [];
  const rows = await db
    .select({ id: mediaFiles.id, filename: mediaFiles.filename })
    .from(mediaFiles)
    .where(
      inArray(
        mediaFiles.id,
        entries.map((entry) => entry.id),
      ),
    );
  return entries.map((entry) => rows.find((row) => row.id === entry.id)?.filename ?? '?');
}

describe('a media assignment job whose worker died (R7, decision 0020)', () => {
  test('resumed after the first batch was written: every card holds the file once, used once, no copy left over', async () => {
    const { app, db, config, errors } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const uploaded = await galleryUpload(app, session, {
      bytes: await photo({ width: 300, height: 300 }),
      name: 'front.jpg',
    });
    const asset = assetSchema.parse(uploaded.body);
    const cards = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, session.answer.user.company_id!))
      .orderBy(products.id);
    const job = await queueAssign(db, session.answer.user.id, {
      companyId: session.answer.user.company_id!,
      type: MEDIA_TYPE.FRONT,
      mode: 'replace',
      pairs: cards.map((card) => [card.id, [asset.id]]),
      language: 'pl',
    });

    // The first worker writes its first batch of cards, then its process dies (SIGKILL) before it
    // writes anything more: the progress after that batch is the last thing it would have done.
    const dead = await claimJob(db, 'worker-killed', 30_000);
    expect(dead?.id).toBe(job.id);
    const died = new Error('killed');
    await expect(
      mediaGalleryAssignHandler(config)({
        db,
        job: dead!,
        progress: async (done) => {
          if (done > 0) throw died;
        },
      }),
    ).rejects.toBe(died);
    // Its lease runs out; a live worker claims the job and runs it to the end.
    await db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
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

    for (const card of cards) expect(await namesOn(db, card.id, MEDIA_TYPE.FRONT)).toEqual(['front.jpg']);
    // "Where it is used": each card once.
    const uses = await db
      .select({ productId: mediaGalleryAssignments.productId, n: count() })
      .from(mediaGalleryAssignments)
      .where(eq(mediaGalleryAssignments.assetId, asset.id))
      .groupBy(mediaGalleryAssignments.productId);
    expect(uses).toHaveLength(cards.length);
    expect(uses.filter((use) => use.n !== 1)).toEqual([]);
    // Every copy of the file made for the cards is on a card: none written for nothing.
    const copies = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.filename, 'front.jpg'), eq(mediaFiles.type, MEDIA_TYPE.FRONT)));
    const onCards = new Set(
      (await Promise.all(cards.map((card) => galleryOf(db, card.id)))).flat().map((entry) => entry.id),
    );
    expect(copies.filter((copy) => !onCards.has(copy.id))).toEqual([]);
    const [finished] = await db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, job.id));
    expect(finished!.result).toEqual({
      message: 'mediaGallery.assign.done',
      values: { assigned: cards.length, skipped: 0 },
    });
    expect(errors).toEqual([]);
  });
});
