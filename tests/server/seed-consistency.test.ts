import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MEDIA_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { UNIT } from '@domain/units';
import { resetSchema } from '@server/db/reset';
import { attributes, categories, jobs, mediaFiles, producers, products, users } from '@server/db/schema';
import { claimJob } from '@server/jobs/queue';
import { openJobFile } from '@server/jobs/job-files';
import { jobAnswerSchema } from '@contract/jobs';
import pl from '@i18n/locales/pl.json';
import { isAddressComplete } from '@domain/address-gating';
import { diskMediaStorage } from '@server/media/storage';
import { completenessOf } from '@server/products/completeness';
import type { AttributeData } from '@domain/product';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { call, gridOf } from '@tests/server/bulk-edit/support';

/**
 * The demo data a buyer is shown must not contradict itself (docs/decisions/0060): a card seeded ready
 * passes the ready validation its supplier's save would run, its completeness is the one a save stores,
 * its name is a product of its category, its net content has a unit and its photo is really stored.
 */

/** What a product of each demo brick is called, and the units its net content is sold in. */
const CATEGORY_WORDS: Record<string, { name: RegExp; units: string[] }> = {
  '10000025': { name: /^Mleko /, units: [UNIT.ML, UNIT.L] },
  '10000026': { name: /^(Napój mleczny|Kakao) /, units: [UNIT.ML, UNIT.L] },
  '10000028': { name: /^Jogurt /, units: [UNIT.G, UNIT.KG] },
  '10000029': { name: /^Jogurt /, units: [UNIT.G, UNIT.KG] },
  '10000030': { name: /^Ser /, units: [UNIT.G, UNIT.KG] },
  '10000031': { name: /^(Twaróg|Serek) /, units: [UNIT.G, UNIT.KG] },
  '10000159': { name: /^Piwo /, units: [UNIT.ML, UNIT.L] },
  '10000160': { name: /^Cydr /, units: [UNIT.ML, UNIT.L] },
  '10000232': { name: /^Woda /, units: [UNIT.ML, UNIT.L] },
  '10000233': { name: /^(Sok|Nektar) /, units: [UNIT.ML, UNIT.L] },
  '10000234': { name: /^(Napój gazowany|Oranżada) /, units: [UNIT.ML, UNIT.L] },
};

/** Cards of a supplier that claim to be ready: ready itself and retired (it was ready when it was sold). */
const READY_OR_AFTER: number[] = [PRODUCT_STATUS.READY, PRODUCT_STATUS.RETIRED];

describe('demo data consistent with its statuses', () => {
  test('a seeded catalogue: ready cards pass the ready validation, names fit, units and photos are there', async () => {
    const { db } = await testApp();
    const mediaDir = mkdtempSync(join(tmpdir(), 'pim-seed-consistency-'));
    try {
      const storage = diskMediaStorage(mediaDir);
      const { seedDemo } = await import('@server/seed/demo');
      await resetSchema(db);
      await seedDemo(db, { products: 80, mediaStorage: storage });
      // An app over the new seed: its users and sessions are the new ones.
      const { app } = await testApp();

      const contradictions: string[] = [];
      for (const email of ['supplier@demo.pim', 'supplier2@demo.pim']) {
        const session = await loginAs(app, email);
        const [user] = await db.select().from(users).where(eq(users.email, email));
        const ready = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.companyId, user!.companyId!), inArray(products.status, READY_OR_AFTER)));
        expect(ready.length).toBeGreaterThan(10);
        // §4 Bulk edit validates each card with the card's own ready rules, exactly as its save would.
        const created = await call(app, session, 'POST', '/api/bulk-edit', {
          ids: ready.map((row) => row.id),
        });
        expect(created.status, created.text).toBe(201);
        const { id } = created.body as { id: number };
        const validated = await call(app, session, 'POST', `/api/bulk-edit/${id}/validate`, {});
        expect(validated.status, validated.text).toBe(200);
        for (const card of (await gridOf(app, session, id)).cards)
          if (card.faults === null || card.faults.length > 0)
            contradictions.push(`${card.name_to_show}: ${JSON.stringify(card.faults)}`);
      }
      expect(contradictions).toEqual([]);

      const netContentUuid = (await db.select().from(attributes)).find(
        (row) => row.name.pl === 'Zawartość netto',
      )!.uuid;
      const bricks = new Map((await db.select().from(categories)).map((row) => [row.id, row.code]));
      const cards = await db.select().from(products);
      const misfits: string[] = [];
      for (const card of cards) {
        const brick = CATEGORY_WORDS[bricks.get(card.categoryId ?? 0) ?? ''];
        if (brick === undefined || !brick.name.test(card.name))
          misfits.push(`${card.name}: not its category`);
        // Stored as the save stores them: §3 attribute values by uuid.
        const values = card.attributes as { uuid: string; data: AttributeData[] }[];
        const net = values.find((attribute) => attribute.uuid === netContentUuid)?.data[0];
        if (net === undefined || !brick?.units.includes(net.unit_uuid ?? ''))
          misfits.push(`${card.name}: net content ${JSON.stringify(net)}`);
        const completeness = await completenessOf(db, card.categoryId, {
          attributes: values,
          availability: card.availability as { code: string; product_number?: string | null }[],
        });
        if (completeness !== card.completeness)
          misfits.push(`${card.name}: completeness ${card.completeness} stored, ${completeness} computed`);
        if (READY_OR_AFTER.includes(card.status) && card.completeness !== 100)
          misfits.push(`${card.name}: ready at ${card.completeness} %`);
      }
      expect(misfits).toEqual([]);

      // §2 gating dialog: a card whose producer lacks a street, city or postcode cannot be edited at all,
      // so no demo card may name such a producer (docs/decisions/0060).
      const producerById = new Map((await db.select().from(producers)).map((row) => [row.id, row]));
      const gated = cards
        .filter((card) => card.producerId !== null)
        .map((card) => ({ card, producer: producerById.get(card.producerId!) }))
        .filter(({ producer }) => producer === undefined || !isAddressComplete(producer))
        .map(
          ({ card, producer }) =>
            `${card.name}: producer ${producer?.name ?? card.producerId} without address`,
        );
      expect(gated).toEqual([]);

      // The front photos are stored, are the JPEGs their rows say and meet §5's 1200 × 1200 px.
      const photos = await db.select().from(mediaFiles).where(eq(mediaFiles.type, MEDIA_TYPE.FRONT));
      expect(photos.length).toBeGreaterThan(40);
      for (const photo of photos.slice(0, 5)) {
        const bytes = await storage.get(photo.storageKey);
        expect(bytes?.byteLength).toBe(photo.size);
        const metadata = await sharp(bytes!).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 1200]);
      }

      // Ended jobs of the demo users (docs/decisions/0060): each owner reads them, a finished export has its
      // stored file, a failed one says why, and a fresh server's worker finds none of them to run again.
      expect(await claimJob(db, 'fresh-server', 30_000)).toBeNull();
      const seededJobs = await db.select().from(jobs).orderBy(asc(jobs.id));
      expect(new Set(seededJobs.map((job) => job.status))).toEqual(new Set(['finished', 'failed']));
      expect(new Set(seededJobs.map((job) => job.kind)).size).toBeGreaterThan(2);
      for (const job of seededJobs) expect(job.createdAt.getTime()).toBeLessThan(Date.now());
      const supplier = await loginAs(app, 'supplier@demo.pim');
      const answers = [];
      for (const job of seededJobs) {
        const owner = await db.select({ email: users.email }).from(users).where(eq(users.id, job.userId));
        if (owner[0]?.email !== 'supplier@demo.pim') continue;
        const answer = await call(app, supplier, 'POST', `/api/get-job/${job.id}`, {});
        expect(answer.status, answer.text).toBe(200);
        answers.push(jobAnswerSchema.parse(answer.body));
      }
      const failed = answers.find((answer) => answer.status === 'failed');
      expect(failed?.result?.message).toBe(pl.jobs.errors.gaveUp);
      const download = answers.find((answer) => answer.result?.download !== undefined)?.result?.download;
      expect(download).toBeDefined();
      // The app under test keeps its files elsewhere: the file is read from the storage the seed wrote to.
      const file = await openJobFile(db, storage, Number(/\/api\/jobs\/(\d+)\/file$/.exec(download!)![1]));
      expect(file?.filename).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new (await import('exceljs')).default.Workbook();
      await workbook.xlsx.load(await new Response(file!.stream.body).arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(2).value).toBe(pl.productList.columns.name_to_show);
      expect(sheet.rowCount).toBeGreaterThan(10);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  }, 180_000);
});
