import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { createApp, type App } from '@server/app';
import { ChangeFeed, type ChangeSource } from '@server/cache/change-feed';
import type { Db } from '@server/db/client';
import { attributes, products, users } from '@server/db/schema';
import { WROTE_COOKIE } from '@server/http/write-marker';
import { supplierToken, withToken } from '@tests/server/api-tokens/helpers';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { RecordingMailer, testConfig } from '@tests/server/harness/app';
import { anotherServersDatabase, testChangeSource, testDatabase } from '@tests/server/harness/database';
import { cookieHeader, demoUser, loginAs, request, type Session } from '@tests/server/harness/http';

const closing: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function serverOn(db: Db, source: ChangeSource): Promise<App> {
  const feed = new ChangeFeed(source);
  closing.push(() => feed.close());
  await feed.start();
  expect(feed.live).toBe(true);
  const clientDir = join(tmpdir(), 'pim-server-tests', 'no-client-build');
  mkdirSync(clientDir, { recursive: true });
  return createApp({ db, config: testConfig(), mailer: new RecordingMailer(), clientDir, changes: feed });
}

/** Two app servers of a cluster, each hearing the database's changes (on PGlite: one database, two apps). */
async function twoServers(): Promise<{ first: App; second: App; db: Db }> {
  const db = await testDatabase();
  const first = await serverOn(db, await testChangeSource());
  const other = await anotherServersDatabase();
  closing.push(other.close);
  const second = await serverOn(other.db, other.changeSource);
  return { first, second, db };
}

/** The session's cookie as a browser that has not written for a while sends it. */
function reading(session: Session): string {
  return session.cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${WROTE_COOKIE}=`))
    .join('; ');
}

async function show(app: App, cookie: string, id: number, query = ''): Promise<ProductShowAnswer> {
  const answer = await request(app, 'GET', `/api/p1/product/show/${id}${query}`, { cookie });
  expect(answer.status, answer.text).toBe(200);
  return productShowAnswerSchema.parse(answer.body);
}

async function rename(app: App, session: Session, id: number, name: string) {
  const card = await show(app, reading(session), id);
  const { general_info: info, id: _id, ...payload } = card;
  payload.product_profile.name_to_show = name;
  const saved = await request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    body: { ...payload, version: info.version, updated_at: info.updated_at },
    cookie: session.cookie,
    csrf: session.csrf,
  });
  expect(saved.status, saved.text).toBe(200);
  return saved;
}

describe('sessions and card answers kept by app servers (docs/decisions/0068)', () => {
  test('a card saved on one server is shown as saved by the other', async () => {
    const { first, second, db } = await twoServers();
    const supplier = await loginAs(first, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const before = await show(second, reading(supplier), card.id);
    expect((await show(second, reading(supplier), card.id)).product_profile.name_to_show).toBe(
      before.product_profile.name_to_show,
    );

    await rename(first, supplier, card.id, 'Nazwa po zmianie');
    // Any reader once the change's notice has reached that server.
    await vi.waitFor(async () => {
      const seen = await show(second, reading(supplier), card.id);
      expect(seen.product_profile.name_to_show).toBe('Nazwa po zmianie');
    });
    // The browser that saved reads the new card at once, whichever server answers.
    const saved = await rename(first, supplier, card.id, 'Druga nazwa');
    const afterWrite = `${reading(supplier)}; ${cookieHeader(saved.cookies)}`;
    expect((await show(second, afterWrite, card.id)).product_profile.name_to_show).toBe('Druga nazwa');
  });

  test('a card changed by any writer, even outside the app, is not shown as it was', async () => {
    const { first, db } = await twoServers();
    const supplier = await loginAs(first, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await show(first, reading(supplier), card.id);
    await db.update(products).set({ nameToShow: 'Zmienione w bazie' }).where(eq(products.id, card.id));
    await vi.waitFor(async () => {
      const seen = await show(first, reading(supplier), card.id);
      expect(seen.product_profile.name_to_show).toBe('Zmienione w bazie');
    });
  });

  test('a logout on one server: a write with the cookie is refused at once on the other, a read once the notice is there', async () => {
    const { first, second, db } = await twoServers();
    const session = await loginAs(first, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const whoAmI = (app: App) =>
      request(app, 'GET', '/api/user-available-methods', { cookie: reading(session) });
    expect((await whoAmI(second)).status).toBe(200);
    expect((await whoAmI(second)).status).toBe(200);
    const logout = await request(first, 'POST', '/api/logout', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(logout.status).toBe(200);
    const write = await request(second, 'PUT', `/api/p1/product/${card.id}/edit?save=draft`, {
      cookie: reading(session),
      csrf: session.csrf,
      body: {},
    });
    expectError(write, 401, 'errors.unauthenticated');
    await vi.waitFor(async () => expectError(await whoAmI(second), 401, 'errors.unauthenticated'));
    expectError(await whoAmI(first), 401, 'errors.unauthenticated');
  });

  test('a deactivated account is refused by every server once the notice is there', async () => {
    const { first, second, db } = await twoServers();
    const session = await loginAs(first, 'supplier@demo.pim');
    const whoAmI = (app: App) =>
      request(app, 'GET', '/api/user-available-methods', { cookie: reading(session) });
    expect((await whoAmI(first)).status).toBe(200);
    expect((await whoAmI(second)).status).toBe(200);
    await db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, demoUser('supplier@demo.pim').email));
    await vi.waitFor(async () => expectError(await whoAmI(first), 401, 'errors.unauthenticated'));
    await vi.waitFor(async () => expectError(await whoAmI(second), 401, 'errors.unauthenticated'));
  });

  test("a kept answer is one user's: another user is answered for themselves", async () => {
    const { first, db } = await twoServers();
    const supplier = await loginAs(first, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await show(first, reading(supplier), card.id);
    await show(first, reading(supplier), card.id);
    const network = await loginAs(first, 'network@demo.pim');
    const asNetwork = await request(first, 'GET', `/api/p1/product/show/${card.id}`, {
      cookie: reading(network),
    });
    const direct = await request(first, 'GET', `/api/p1/product/show/${card.id}`, { cookie: network.cookie });
    expect(asNetwork.status).toBe(direct.status);
    expect(asNetwork.text).toBe(direct.text);
  });

  test('a section asked for is kept apart from the whole card', async () => {
    const { first, db } = await twoServers();
    const supplier = await loginAs(first, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const whole = await show(first, reading(supplier), card.id);
    const [definition] = await db
      .select({ section: attributes.sectionCode })
      .from(attributes)
      .where(eq(attributes.uuid, whole.attributes[0]!.uuid));
    await show(first, reading(supplier), card.id);
    const one = await show(first, reading(supplier), card.id, `?attribute_set=${definition!.section}`);
    expect(one.attributes.length).toBeLessThan(whole.attributes.length);
    expect((await show(first, reading(supplier), card.id)).attributes).toHaveLength(whole.attributes.length);
    // A section the contract refuses is refused, kept card or not.
    const refused = await request(first, 'GET', `/api/p1/product/show/${card.id}?attribute_set=Nie-ma`, {
      cookie: reading(supplier),
    });
    expect(refused.status).toBe(400);
  });
});

test('a kept answer carries the headers and body of one read from the database', async () => {
  const { first, db } = await twoServers();
  const supplier = await loginAs(first, 'supplier@demo.pim');
  const card = await cardOf(db, supplier.answer.user.company_id!);
  const path = `/api/p1/product/show/${card.id}`;
  const read = await request(first, 'GET', path, { cookie: reading(supplier) });
  const kept = await request(first, 'GET', path, { cookie: reading(supplier) });
  const headersOf = (answer: typeof read) =>
    Object.fromEntries([...answer.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date'));
  expect(kept.status).toBe(200);
  expect(kept.text).toBe(read.text);
  expect(headersOf(kept)).toEqual(headersOf(read));
  expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(kept.headers.get('x-request-id')).not.toBe(read.headers.get('x-request-id'));
  expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
});

test('a call with an API token is never answered from what a server kept: it has no write mark to say it just wrote', async () => {
  const { first, db } = await twoServers();
  const { session, secret } = await supplierToken(first);
  const card = await cardOf(db, session.answer.user.company_id!);
  await show(first, reading(session), card.id);
  // A change nobody announces (row triggers off): only a read of the database can see it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ nameToShow: 'Niezapowiedziana' }).where(eq(products.id, card.id));
  });
  expect((await show(first, reading(session), card.id)).product_profile.name_to_show).not.toBe(
    'Niezapowiedziana',
  );
  const byToken = await withToken(first, secret, 'GET', `/api/p1/product/show/${card.id}`);
  expect(byToken.status, byToken.text).toBe(200);
  expect(productShowAnswerSchema.parse(byToken.body).product_profile.name_to_show).toBe('Niezapowiedziana');
});

describe('a server that does not hear the database', () => {
  test('reads it on every request: a change is shown at once', async () => {
    const db = await testDatabase();
    const feed = new ChangeFeed(await testChangeSource());
    await feed.start();
    const app = createApp({
      db,
      config: testConfig(),
      mailer: new RecordingMailer(),
      clientDir: join(tmpdir(), 'pim-server-tests', 'no-client-build'),
      changes: feed,
    });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await show(app, reading(supplier), card.id);
    await feed.close();
    await db.update(products).set({ nameToShow: 'Bez nasłuchu' }).where(eq(products.id, card.id));
    expect((await show(app, reading(supplier), card.id)).product_profile.name_to_show).toBe('Bez nasłuchu');
  });
});
