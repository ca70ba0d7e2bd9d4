import { writeFileSync } from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { bulkAssignAnswerSchema, bulkNumbersLoadAnswerSchema } from '@contract/bulk-products';
import { assetSchema } from '@contract/media-gallery';
import { networkAttributesAnswerSchema } from '@contract/offers';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { OFFER_STATUS } from '@domain/offers';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { companies, mediaGalleryAssets, offers, products } from '@server/db/schema';
import { cardOf } from '@tests/server/fixtures/catalog';
import { mediaDataDir, photo, removeMediaDataDirs, storedFiles } from '@tests/server/fixtures/media';
import { G, galleryUpload } from '@tests/server/fixtures/media-gallery';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session, type TestResponse } from '@tests/server/harness/http';
import { BULK_STATUS } from '@domain/constants';
import { translate } from '@i18n/translate';
import { PRODUCTS_IMPORT } from '@server/importer/import-job';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { call, gridOf, openSession, textData } from '../bulk-edit/support';
import { analysed, importFile, report, start, untilEnded } from '../importer/support';
import { STRESS } from './scale';

/**
 * R4 two-editor races (docs/decisions/0027): for each write path of a card, two writers based on the same
 * read write at once (Promise.all) and one after the other (the second stale). Exactly one wins, the other
 * is refused (409, or its card listed as refused), and the stored card holds the winner's data. The
 * importer reads and writes on the server: its race puts a form save between its row check and its write.
 */

/** Races per path and form: a few in `npm test`, a hundred under stress (scripts/stress/card-races). */
const RACES = STRESS ? Number(process.env.CARD_RACES ?? 100) : 2;
/** A race is a few card saves; on a loaded machine and PostgreSQL a path's races take a while. */
const TIMEOUT = { timeout: STRESS ? 4 * 3_600_000 : 180_000 };

type Tally = { races: number; refused: number; silent: number };
const tallies = new Map<string, Tally>();

/** Counts one race: `refused` writers told so, `silent` when more than one was told it saved. */
function tally(path: string, winners: number, refused: number) {
  const entry = tallies.get(path) ?? { races: 0, refused: 0, silent: 0 };
  entry.races += 1;
  entry.refused += refused;
  entry.silent += Math.max(0, winners - 1);
  tallies.set(path, entry);
}

afterAll(() => {
  removeMediaDataDirs();
  const file = process.env.CARD_RACES_REPORT;
  if (file !== undefined) writeFileSync(file, JSON.stringify(Object.fromEntries(tallies)));
});

const send = (app: App, session: Session, method: string, path: string, body?: unknown) =>
  request(app, method, path, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });

/**
 * One race: `write(0)` and `write(1)` both based on the read before them; concurrent or one after the
 * other. Answers which writer won (its index), after checking that exactly one did.
 */
async function race(
  path: string,
  concurrent: boolean,
  write: (writer: 0 | 1) => Promise<TestResponse>,
  won: (response: TestResponse) => boolean = (response) => response.status === 200,
  lost: (response: TestResponse) => boolean = (response) => response.status === 409,
): Promise<0 | 1> {
  const answers = concurrent ? await Promise.all([write(0), write(1)]) : [await write(0), await write(1)];
  const winners = answers.filter(won).length;
  const refused = answers.filter(lost).length;
  tally(`${path} (${concurrent ? 'at once' : 'stale'})`, winners, refused);
  expect(
    answers.map((answer) => answer.status),
    answers.map((answer) => answer.text).join(' | '),
  ).toContain(200);
  expect(winners).toBe(1);
  expect(refused).toBe(1);
  return won(answers[0]!) ? 0 : 1;
}

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await send(app, session, 'GET', `/api/p1/product/show/${id}`);
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

/** The card form's save of what it read, renamed. */
function saveRenamed(app: App, session: Session, card: ProductShowAnswer, name: string, version?: number) {
  const { general_info: info, id, ...payload } = card;
  return send(app, session, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    ...payload,
    product_profile: { ...payload.product_profile, name_to_show: name },
    version: version ?? info.version,
  });
}

async function stored(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

/**
 * The database as the importer job sees it, with `meanwhile` run once just before the job opens its
 * first transaction: the job has read and checked its rows by then (check-rows reads outside any
 * transaction) and is about to write them, so `meanwhile` lands exactly between check and write.
 */
function writeBetweenCheckAndWrite(db: Db, meanwhile: () => Promise<void>): Db {
  let pending = true;
  const transaction: Db['transaction'] = async (run, config) => {
    if (pending) {
      pending = false;
      await meanwhile();
    }
    return db.transaction(run, config);
  };
  return new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'transaction' ? transaction : (Reflect.get(target, key, receiver) as unknown),
  });
}

const FORMS = [true, false] as const;

describe('R4 two-editor races: every write path of a card refuses the stale writer', () => {
  test('card form save (PUT /api/p1/product/{id}/edit)', TIMEOUT, async () => {
    const { app, db } = await testApp();
    const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
    const card = await cardOf(db, editors[0]!.answer.user.company_id!);
    for (const concurrent of FORMS)
      for (let i = 0; i < RACES; i += 1) {
        const reads = [await showOf(app, editors[0]!, card.id), await showOf(app, editors[1]!, card.id)];
        const names = [`A ${concurrent} ${i}`, `B ${concurrent} ${i}`];
        const winner = await race('card form save', concurrent, (w) =>
          saveRenamed(app, editors[w]!, reads[w]!, names[w]!),
        );
        expect((await stored(db, card.id)).nameToShow).toBe(names[winner]);
      }
  });

  test(
    '"keep my version" in the conflict dialog: a knowing overwrite of the stored version it was shown',
    TIMEOUT,
    async () => {
      const { app, db } = await testApp();
      const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
      const card = await cardOf(db, editors[0]!.answer.user.company_id!);
      for (const concurrent of FORMS)
        for (let i = 0; i < RACES; i += 1) {
          const reads = [await showOf(app, editors[0]!, card.id), await showOf(app, editors[1]!, card.id)];
          // A third save comes first: both editors get the 409 and are shown the stored card.
          expect((await saveRenamed(app, editors[0]!, reads[0]!, `C ${i}`)).status).toBe(200);
          const shown = (await showOf(app, editors[0]!, card.id)).general_info.version;
          const names = [`A ${concurrent} ${i}`, `B ${concurrent} ${i}`];
          const winner = await race('conflict dialog: keep my version', concurrent, (w) =>
            saveRenamed(app, editors[w]!, reads[w]!, names[w]!, shown),
          );
          expect((await stored(db, card.id)).nameToShow).toBe(names[winner]);
        }
    },
  );

  test('bulk numbers (POST /api/p1/products/bulk-numbers)', TIMEOUT, async () => {
    const { app, db } = await testApp();
    const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
    const card = await cardOf(db, editors[0]!.answer.user.company_id!);
    await db
      .update(products)
      .set({
        ownBrandType: 1,
        ownBrandNetworkCode: null,
        availability: [{ code: 'selgros', visibility: true, product_number: '' }],
      })
      .where(eq(products.id, card.id));
    const numberOf = async () =>
      ((await stored(db, card.id)).availability as { product_number: string }[])[0]!.product_number;
    for (const concurrent of FORMS)
      for (let i = 0; i < RACES; i += 1) {
        const loads = await Promise.all(
          editors.map(async (editor) => {
            const answer = await send(app, editor, 'POST', '/api/p1/products/bulk-numbers/load', {
              ids: [card.id],
            });
            return bulkNumbersLoadAnswerSchema.parse(answer.body).cards[0]!.version;
          }),
        );
        const numbers = [`A-${concurrent}-${i}`, `B-${concurrent}-${i}`];
        const winner = await race('bulk numbers', concurrent, (w) =>
          send(app, editors[w]!, 'POST', '/api/p1/products/bulk-numbers', {
            cards: [{ id: card.id, version: loads[w]!, numbers: { selgros: numbers[w]! } }],
          }),
        );
        expect(await numberOf()).toBe(numbers[winner]);
      }
  });

  test('bulk assign of a supplier (POST /api/p1/products/bulk-assign)', TIMEOUT, async () => {
    const { app, db } = await testApp();
    const admins = [await loginAs(app, 'admin@demo.pim'), await loginAs(app, 'admin@demo.pim')];
    const suppliers = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.kind, 'supplier'), eq(companies.status, 'active')))
      .orderBy(companies.id)
      .limit(2);
    expect(suppliers).toHaveLength(2);
    const card = await cardOf(db, suppliers[0]!.id);
    const assigned = (answer: TestResponse) =>
      answer.status === 200 && bulkAssignAnswerSchema.parse(answer.body).changed === 1;
    const refused = (answer: TestResponse) =>
      answer.status === 200 && bulkAssignAnswerSchema.parse(answer.body).refused.length === 1;
    for (const concurrent of FORMS)
      for (let i = 0; i < RACES; i += 1) {
        // Both admins move the card to the other supplier (a stale one is refused even if it would change
        // nothing: it did not see the card as it is).
        const now = (await stored(db, card.id)).companyId;
        const other = suppliers.find((row) => row.id !== now)!.id;
        const targets = [other, other];
        const dryRuns = await Promise.all(
          admins.map(async (admin, w) => {
            const answer = await send(app, admin, 'POST', '/api/p1/products/bulk-assign', {
              ids: [card.id],
              company_id: targets[w],
              check_only: true,
            });
            return bulkAssignAnswerSchema.parse(answer.body).versions;
          }),
        );
        await race(
          'bulk assign',
          concurrent,
          (w) =>
            send(app, admins[w]!, 'POST', '/api/p1/products/bulk-assign', {
              ids: [card.id],
              company_id: targets[w],
              versions: dryRuns[w],
            }),
          assigned,
          refused,
        );
        expect((await stored(db, card.id)).companyId).toBe(other);
      }
  });

  test(
    'chain attributes of the master-data panel (POST /api/p1/network-attribute/{chain}/{id})',
    TIMEOUT,
    async () => {
      const { app, db } = await testApp();
      const managers = [await loginAs(app, 'mdm@demo.pim'), await loginAs(app, 'mdm@demo.pim')];
      const [offer] = await db
        .select({ productId: offers.productId })
        .from(offers)
        .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, OFFER_STATUS.APPROVED)))
        .limit(1);
      const path = `/api/p1/network-attribute/selgros/${offer!.productId}`;
      const read = async (manager: Session) =>
        networkAttributesAnswerSchema.parse((await send(app, manager, 'GET', path)).body);
      const first = await read(managers[0]!);
      const attribute = first.attributes[0]!;
      const valueOf = async () =>
        (await read(managers[0]!)).attributes.find((entry) => entry.uuid === attribute.uuid)!.data[0];
      const choices = attribute.available_values;
      for (const concurrent of FORMS)
        for (let i = 0; i < RACES; i += 1) {
          const reads = [await read(managers[0]!), await read(managers[1]!)];
          // Two different values: a choice of the attribute's values, or free text.
          const data = [0, 1].map((w) =>
            choices.length > 1
              ? { value: [choices[w]!.name], value_uuid: choices[w]!.uuid }
              : { value: [`${w === 0 ? 'A' : 'B'} ${concurrent} ${i}`] },
          );
          const winner = await race('chain attributes (MDM panel)', concurrent, (w) =>
            send(app, managers[w]!, 'POST', path, {
              version: reads[w]!.version,
              attributes: [{ uuid: attribute.uuid, data: [data[w]] }],
            }),
          );
          expect((await valueOf())?.value).toEqual(data[winner]!.value);
        }
    },
  );

  test('edit image of the media gallery (POST …/assets/{id}/edit-image)', TIMEOUT, async () => {
    const dataDir = mediaDataDir();
    const { app, db } = await testApp({ dataDir });
    const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
    const uploaded = await galleryUpload(app, editors[0]!, {
      bytes: await photo({ width: 400, height: 300 }),
      name: 'front.jpg',
    });
    const asset = assetSchema.parse(uploaded.body);
    const files = storedFiles(dataDir).length;
    for (const concurrent of FORMS)
      for (let i = 0; i < RACES; i += 1) {
        const [row] = await db
          .select({ version: mediaGalleryAssets.version })
          .from(mediaGalleryAssets)
          .where(eq(mediaGalleryAssets.id, asset.id));
        const edits = [
          { rotate: 90, crop: null },
          { rotate: 180, crop: null },
        ];
        await race('edit image', concurrent, (w) =>
          send(app, editors[w]!, 'POST', `${G}/assets/${asset.id}/edit-image`, {
            ...edits[w],
            version: row!.version,
          }),
        );
        // The winner's image and thumbnail replaced the old ones; the loser's were deleted.
        expect(storedFiles(dataDir)).toHaveLength(files);
      }
  });

  test(
    'bulk edit against the card form: the session read the card before the form saved it',
    TIMEOUT,
    async () => {
      const { app, db, config } = await testApp();
      const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
      const card = await cardOf(db, editors[0]!.answer.user.company_id!);
      const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
      try {
        for (const concurrent of FORMS)
          for (let i = 0; i < RACES; i += 1) {
            const names = [`Form ${concurrent} ${i}`, `Bulk ${concurrent} ${i}`];
            const read = await showOf(app, editors[0]!, card.id);
            const grid = await openSession(app, editors[1]!, [card.id]);
            await call(app, editors[1]!, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
              edits: [{ product_id: card.id, field: 'name_to_show', data: textData(names[1]!) }],
            });
            await call(app, editors[1]!, 'POST', `/api/bulk-edit/${grid.id}/validate`, {});
            /** The bulk save as a request: 200 when its card was saved, 409 when refused as changed. */
            const bulkSave = async (): Promise<TestResponse> => {
              await call(app, editors[1]!, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
              for (;;) {
                const now = await gridOf(app, editors[1]!, grid.id);
                if (now.status === BULK_STATUS.SAVED) {
                  const state = now.cards[0]!.save_state;
                  return {
                    status: state === 'saved' ? 200 : state === 'refused' ? 409 : 500,
                  } as TestResponse;
                }
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
            };
            const winner = await race('bulk edit vs card form', concurrent, (w) =>
              w === 0 ? saveRenamed(app, editors[0]!, read, names[0]!) : bulkSave(),
            );
            expect((await stored(db, card.id)).nameToShow).toBe(names[winner]);
          }
      } finally {
        await worker.stop();
      }
    },
  );

  test(
    'every other write of a card moves its version: a form read before it is refused',
    TIMEOUT,
    async () => {
      const { app, db } = await testApp();
      const editor = await loginAs(app, 'supplier@demo.pim');
      const card = await cardOf(db, editor.answer.user.company_id!);
      const writes: [string, () => Promise<TestResponse>][] = [
        [
          'sales status',
          () =>
            send(app, editor, 'POST', `/api/p1/product/${card.id}/update-sales-status`, {
              status: 0,
            }),
        ],
      ];
      for (const [name, write] of writes)
        for (let i = 0; i < RACES; i += 1) {
          const read = await showOf(app, editor, card.id);
          const before = await stored(db, card.id);
          expect((await write()).status).toBe(200);
          const after = await stored(db, card.id);
          expect(after.version).toBe(before.version + 1);
          const stale = await saveRenamed(app, editor, read, `stale ${i}`);
          tally(`form after ${name}`, stale.status === 200 ? 2 : 1, stale.status === 409 ? 1 : 0);
          expect(stale.status, stale.text).toBe(409);
          expect((await stored(db, card.id)).nameToShow).toBe(after.nameToShow);
        }
    },
  );

  test(
    'products importer update (for_update=1): a card saved in the form between the row check and the write',
    TIMEOUT,
    async () => {
      const { app, db, config, errors } = await testApp();
      const editors = [await loginAs(app, 'supplier@demo.pim'), await loginAs(app, 'supplier@demo.pim')];
      const cards = await db
        .select({ id: products.id, gtin: products.gtin })
        .from(products)
        .where(and(eq(products.companyId, editors[0]!.answer.user.company_id!), isNotNull(products.gtin)))
        .orderBy(asc(products.id))
        .limit(3);
      expect(cards).toHaveLength(3);
      // The middle row's card is the one saved in the form meanwhile; its neighbours are only imported.
      const target = cards[1]!;
      const isError = (problem: { level: string }) => problem.level === 'error';
      let formName = '';
      let formSaves = 0;
      const handlers = jobHandlers(config);
      const importer = handlers[PRODUCTS_IMPORT]!;
      const worker = startJobWorker(
        db,
        {
          ...handlers,
          [PRODUCTS_IMPORT]: (context) =>
            importer({
              ...context,
              db: writeBetweenCheckAndWrite(context.db, async () => {
                const read = await showOf(app, editors[0]!, target.id);
                const saved = await saveRenamed(app, editors[0]!, read, formName);
                expect(saved.status, saved.text).toBe(200);
                formSaves += 1;
              }),
            }),
        },
        { idleMs: 20 },
      );
      try {
        for (let i = 0; i < RACES; i += 1) {
          formName = `Form ${i}`;
          const imported = cards.map((_, at) => `Import ${i} ${at}`);
          const bytes = await importFile(
            ['gtin', 'name_to_show'],
            cards.map((card, at) => ({ gtin: card.gtin, name_to_show: imported[at]! })),
          );
          const analysis = await analysed(app, editors[1]!, bytes, '1');
          // Warnings only (fields a ready card needs): every row is to be written.
          expect(analysis.preview.flatMap((row) => row.problems).filter(isError)).toEqual([]);
          const job = await start(app, editors[1]!, analysis.upload_id);
          expect((await untilEnded(app, editors[1]!, job.id)).status).toBe('finished');
          expect(formSaves).toBe(i + 1);
          const answer = await report(app, editors[1]!, job.id);
          const row = answer.rows.find((line) => line.gtin === target.gtin);
          const refused =
            row?.outcome === 'failed' &&
            row.problems.some(
              (problem) => problem.message === translate('pl', 'productsImporter.problems.changedMeanwhile'),
            );
          tally('importer update vs card form (between check and write)', refused ? 1 : 2, refused ? 1 : 0);
          // The form's save stays; the row is failed with the translated problem; the other rows are written.
          expect((await stored(db, target.id)).nameToShow).toBe(formName);
          expect(row?.outcome).toBe('failed');
          expect(row?.problems.filter(isError).map((problem) => problem.message)).toEqual([
            'Karta została w międzyczasie zmieniona przez kogoś innego — wiersz nie został zapisany; zaimportuj go ponownie',
          ]);
          expect(answer.summary).toMatchObject({ total: 3, updated: 2, failed: 1 });
          for (const at of [0, 2]) expect((await stored(db, cards[at]!.id)).nameToShow).toBe(imported[at]);
        }
      } finally {
        await worker.stop();
      }
      expect(errors).toEqual([]);
    },
  );
});
