import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { publishDraftCopyAnswerSchema } from '@contract/draft-copy';
import { faultAnswerSchema } from '@contract/fault';
import { productUrlAnswerSchema } from '@contract/product-actions';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productEans, products, productVersions } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const send = (app: App, session: Session, path: string, body?: unknown) =>
  request(app, 'POST', path, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });

const publishPath = (id: number) => `/api/p1/product/${id}/publish-over-original`;

/** A ready card of the company with a GTIN (the card a user reworks in a draft copy). */
async function readyCard(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.status, PRODUCT_STATUS.READY),
        sql`${products.gtin} is not null`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (row === undefined) throw new Error(`No ready card of company ${companyId}`);
  return row;
}

/** A draft card with a GTIN and EANs: the draft rules (a trade name) decide what it takes. */
async function draftCard(db: Db, companyId: number) {
  const ready = await readyCard(db, companyId);
  const [row] = await db
    .update(products)
    .set({ status: PRODUCT_STATUS.DRAFT })
    .where(eq(products.id, ready.id))
    .returning();
  return row!;
}

/** Clones the card through the API and renames the copy, as its user would in the form. */
async function reworkedCopy(app: App, db: Db, session: Session, originalId: number, name: string) {
  const response = await send(app, session, `/product/${originalId}/clone`, {});
  expect(response.status, response.text).toBe(201);
  const id = Number(/\/product\/(\d+)\/edit$/.exec(productUrlAnswerSchema.parse(response.body).url)![1]);
  const [copy] = await db.update(products).set({ nameToShow: name }).where(eq(products.id, id)).returning();
  return copy!;
}

const cardById = async (db: Db, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)))[0];

describe('POST /api/p1/product/{id}/publish-over-original (docs/decisions/0059)', () => {
  test('a supplier publishes its draft copy: the card takes its content as a new version, keeps its EANs, the copy goes', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await draftCard(db, session.answer.user.company_id!);
    const eansBefore = await db.select().from(productEans).where(eq(productEans.productId, original.id));
    const copy = await reworkedCopy(app, db, session, original.id, 'Sok jabłkowy — nowa receptura');
    expect(copy.clonedFromVersion).toBe(original.version);

    const response = await send(app, session, publishPath(copy.id), { version: copy.version });
    expect(response.status, response.text).toBe(200);
    const answer = publishDraftCopyAnswerSchema.parse(response.body);
    expect(answer).toMatchObject({ id: original.id, product_status: PRODUCT_STATUS.DRAFT });
    expect(answer.url).toBe(`/react/product/${original.id}/details`);

    const after = await cardById(db, original.id);
    expect(after).toMatchObject({ nameToShow: 'Sok jabłkowy — nowa receptura', gtin: original.gtin });
    expect(after!.version).toBe(answer.version);
    expect(await db.select().from(productEans).where(eq(productEans.productId, original.id))).toEqual(
      eansBefore,
    );
    expect(await cardById(db, copy.id)).toBeUndefined();
    // The card versions trigger records the publish as the card's newest version, by its publisher.
    const [version] = await db
      .select()
      .from(productVersions)
      .where(eq(productVersions.productId, original.id))
      .orderBy(desc(productVersions.version))
      .limit(1);
    expect(version).toMatchObject({ version: answer.version, userId: session.answer.user.id });
    expect(errors).toEqual([]);
  });

  test('a card changed since the copy was taken is not overwritten: 409, nothing written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await readyCard(db, session.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, session, original.id, 'Kopia do publikacji');
    await db
      .update(products)
      .set({ nameToShow: 'Zmieniona w międzyczasie' })
      .where(eq(products.id, original.id));
    const changed = await cardById(db, original.id);

    expectError(
      await send(app, session, publishPath(copy.id), { version: copy.version }),
      409,
      'draftCopy.errors.originalChanged',
    );
    expect(await cardById(db, original.id)).toEqual(changed);
    expect(await cardById(db, copy.id)).toEqual(copy);
  });

  test('a copy changed since the user read it: 409, nothing written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await readyCard(db, session.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, session, original.id, 'Kopia do publikacji');

    expectError(
      await send(app, session, publishPath(copy.id), { version: copy.version - 1 }),
      409,
      'errors.conflict',
    );
    expect(await cardById(db, original.id)).toEqual(original);
    expect(await cardById(db, copy.id)).toEqual(copy);
  });

  test('the card’s save rules hold: a draft card does not take a copy without a trade name (400, nothing written)', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await draftCard(db, session.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, session, original.id, '');

    expectFaults(
      await send(app, session, publishPath(copy.id), { version: copy.version }),
      'product_profile',
    );
    expect(await cardById(db, original.id)).toEqual(original);
    expect(await cardById(db, copy.id)).toEqual(copy);
  });

  test('a ready card takes a copy only through the whole ready validation (§5): a copy without its photos is refused', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await readyCard(db, session.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, session, original.id, 'Kopia bez zdjęć');
    await db.update(products).set({ gallery: [] }).where(eq(products.id, copy.id));
    const stripped = await cardById(db, copy.id);

    const response = await send(app, session, publishPath(copy.id), { version: stripped!.version });
    expect(response.status, response.text).toBe(400);
    expect(faultAnswerSchema.parse(response.body).errors.some((fault) => fault.namespace === 'gallery')).toBe(
      true,
    );
    expect(await cardById(db, original.id)).toEqual(original);
    expect(await cardById(db, copy.id)).toEqual(stripped);
  });

  test('bad bodies and a card that is no draft copy are refused with 400, nothing written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const original = await readyCard(db, session.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, session, original.id, 'Kopia do publikacji');
    for (const body of [
      undefined,
      {},
      { version: 'x' },
      { version: 0 },
      { version: 1.5 },
      { version: 1, extra: 1 },
    ])
      expectFaults(await send(app, session, publishPath(copy.id), body), 'draft_copy');
    expectError(
      await send(app, session, publishPath(original.id), { version: original.version }),
      400,
      'draftCopy.errors.notACopy',
    );
    expect(await cardById(db, original.id)).toEqual(original);
    expect(await cardById(db, copy.id)).toEqual(copy);
  });

  test('roles (§6): a network is refused (403), another supplier does not see the copy (404), an admin publishes', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const original = await draftCard(db, supplier.answer.user.company_id!);
    const copy = await reworkedCopy(app, db, supplier, original.id, 'Kopia do publikacji');
    const body = { version: copy.version };

    expect((await send(app, await loginAs(app, 'network@demo.pim'), publishPath(copy.id), body)).status).toBe(
      403,
    );
    expectError(
      await send(app, await loginAs(app, 'supplier2@demo.pim'), publishPath(copy.id), body),
      404,
      'errors.productNotFound',
    );
    expect(await cardById(db, copy.id)).toEqual(copy);

    const admin = await send(app, await loginAs(app, 'admin@demo.pim'), publishPath(copy.id), body);
    expect(admin.status, admin.text).toBe(200);
    expect((await cardById(db, original.id))!.nameToShow).toBe('Kopia do publikacji');
  });
});
