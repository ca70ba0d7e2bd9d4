import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  versionCompareAnswerSchema,
  versionListAnswerSchema,
  type VersionListAnswer,
} from '@contract/card-history';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { products, productVersions } from '@server/db/schema';
import { cardInNetwork, cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** Card history (docs/decisions/0053): the timeline, comparing two versions, and a restore as a new version. */

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

function save(app: App, session: Session, id: number, card: ProductShowAnswer, query = '') {
  const { general_info: info, id: _id, ...payload } = card;
  return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft${query}`, {
    body: { ...payload, version: info.version, updated_at: info.updated_at },
    cookie: session.cookie,
    csrf: session.csrf,
  });
}

async function rename(app: App, session: Session, id: number, name: string) {
  const card = await showOf(app, session, id);
  card.product_profile.name_to_show = name;
  const response = await save(app, session, id, card);
  expect(response.status, response.text).toBe(200);
}

async function timeline(app: App, session: Session, id: number, query = ''): Promise<VersionListAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/${id}/versions${query}`, {
    cookie: session.cookie,
  });
  expect(response.status, response.text).toBe(200);
  return versionListAnswerSchema.parse(response.body);
}

async function versionCount(db: Db, id: number): Promise<number> {
  return (await db.select().from(productVersions).where(eq(productVersions.productId, id))).length;
}

describe('card history', () => {
  test('two saves are two new versions: who, when, from where and what changed, newest first', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await rename(app, supplier, card.id, 'Pierwsza zmiana');
    await rename(app, supplier, card.id, 'Druga zmiana');
    const history = await timeline(app, supplier, card.id);
    const [newest, previous] = history.versions;
    expect(newest?.version).toBe(history.current_version);
    expect(newest?.source).toBe('ui');
    expect(newest?.user?.id).toBe(supplier.answer.user.id);
    expect(newest?.summary).toEqual(['Nazwa handlowa']);
    expect(newest?.changes).toBe(1);
    expect(previous?.version).toBeLessThan(newest!.version);
    expect(history.can_restore).toBe(true);
  });

  test('the timeline pages by version: the next page starts below the last one shown', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await rename(app, supplier, card.id, 'A');
    await rename(app, supplier, card.id, 'B');
    const first = await timeline(app, supplier, card.id, '?limit=1');
    expect(first.versions).toHaveLength(1);
    expect(first.next).toBe(first.versions[0]!.version);
    const second = await timeline(app, supplier, card.id, `?limit=1&before=${first.next}`);
    expect(second.versions[0]!.version).toBeLessThan(first.versions[0]!.version);
    // The previous version is still compared with its own predecessor, across the page boundary.
    expect(second.versions[0]!.summary).toEqual(['Nazwa handlowa']);
  });

  test('compare names each difference in the reader’s language with both values', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await rename(app, supplier, card.id, 'Nowa nazwa');
    const [to, from] = (await timeline(app, supplier, card.id)).versions;
    const response = await request(
      app,
      'GET',
      `/api/p1/product/${card.id}/versions/compare?from=${from!.version}&to=${to!.version}`,
      { cookie: supplier.cookie },
    );
    expect(response.status, response.text).toBe(200);
    const answer = versionCompareAnswerSchema.parse(response.body);
    expect(answer.differences).toEqual([
      {
        key: 'profile.name_to_show',
        section: 'profile',
        subject: 'name_to_show',
        label: 'Nazwa handlowa',
        before: card.nameToShow,
        after: 'Nowa nazwa',
        restore: 'profile.name_to_show',
      },
    ]);
  });

  test('a restore is a new version through the normal save, marked with the version it brings back', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await rename(app, supplier, card.id, 'Zmieniona');
    const before = await timeline(app, supplier, card.id);
    const original = before.versions[1]!.version;
    const current = await showOf(app, supplier, card.id);
    current.product_profile.name_to_show = card.nameToShow;
    const response = await save(app, supplier, card.id, current, `&restored_from=${original}`);
    expect(response.status, response.text).toBe(200);
    const after = await timeline(app, supplier, card.id);
    expect(after.versions).toHaveLength(before.versions.length + 1);
    expect(after.versions[0]).toMatchObject({ source: 'restore', restored_from: original, changes: 1 });
    expect((await showOf(app, supplier, card.id)).product_profile.name_to_show).toBe(card.nameToShow);
  });

  test('a restore on a stale card is the usual 409 and writes nothing', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const stale = await showOf(app, supplier, card.id);
    await rename(app, supplier, card.id, 'Ktoś zapisał wcześniej');
    const count = await versionCount(db, card.id);
    stale.product_profile.name_to_show = 'Przywrócona';
    expectError(await save(app, supplier, card.id, stale, '&restored_from=1'), 409, 'errors.conflict');
    expect(await versionCount(db, card.id)).toBe(count);
    const [row] = await db.select().from(products).where(eq(products.id, card.id));
    expect(row?.nameToShow).toBe('Ktoś zapisał wcześniej');
  });

  test('a restore from a version the card never had is a 400 and writes nothing', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const current = await showOf(app, supplier, card.id);
    const count = await versionCount(db, card.id);
    for (const bad of ['&restored_from=999999', '&restored_from=abc', '&restored_from=0']) {
      const faults = expectFaults(await save(app, supplier, card.id, current, bad), 'save');
      expect(faults[0]?.field).toBe('restored_from');
    }
    expect(await versionCount(db, card.id)).toBe(count);
  });

  test('bad paging or comparing parameters are a 400; an unknown version a 404', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const get = (query: string) =>
      request(app, 'GET', `/api/p1/product/${card.id}/${query}`, { cookie: supplier.cookie });
    for (const query of [
      'versions?limit=0',
      'versions?limit=101',
      'versions?before=x',
      'versions/compare?from=1',
      'versions/compare?from=a&to=1',
    ])
      expectFaults(await get(query), 'versions');
    expectError(await get('versions/compare?from=1&to=999999'), 404, 'cardHistory.versionNotFound');
  });
});

describe('card history: who may read and who may restore', () => {
  test('without a session: 401', async () => {
    const { app, db } = await testApp();
    const [card] = await db.select().from(products).limit(1);
    const response = await request(app, 'GET', `/api/p1/product/${card!.id}/versions`);
    expect(response.status).toBe(401);
  });

  test('another supplier’s card is not found', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!, true);
    const response = await request(app, 'GET', `/api/p1/product/${card.id}/versions`, {
      cookie: supplier.cookie,
    });
    expectError(response, 404, 'errors.productNotFound');
  });

  test('a network user reads the history of a card it sees but may not restore it', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const card = await cardInNetwork(db, 'selgros', true);
    expect((await timeline(app, network, card.id)).can_restore).toBe(false);
    const hidden = await cardInNetwork(db, 'selgros', false);
    const response = await request(app, 'GET', `/api/p1/product/${hidden.id}/versions`, {
      cookie: network.cookie,
    });
    expectError(response, 404, 'errors.productNotFound');
  });

  test('an admin reads and may restore any card', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const [card] = await db.select().from(products).limit(1);
    expect((await timeline(app, admin, card!.id)).can_restore).toBe(true);
  });
});
