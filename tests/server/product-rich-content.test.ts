import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { richContentAnswerSchema } from '@contract/rich-content';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productRichContent, users } from '@server/db/schema';
import { cardInNetwork, cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const path = (id: number) => `/api/p1/product/${id}/rich-content`;

/** A card of the demo supplier's company, visible to Selgros. */
async function supplierCard(db: Db) {
  const [supplier] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'supplier@demo.pim'));
  return cardOf(db, supplier!.companyId!);
}

function put(app: App, session: Session, id: number, body: unknown) {
  return request(app, 'PUT', path(id), { cookie: session.cookie, csrf: session.csrf, body });
}

const rows = async (db: Db) => (await db.select({ n: count() }).from(productRichContent))[0]!.n;

// The first save loads DOMPurify and jsdom on a machine shared with other runs: more than the default time.
describe('a card’s rich content (docs/decisions/0054)', () => {
  test('the supplier saves it per language; it is read back as kept, with a new version', async () => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const first = await request(app, 'GET', path(card.id), { cookie: supplier.cookie });
    expect(first.status, first.text).toBe(200);
    expect(richContentAnswerSchema.parse(first.body)).toMatchObject({
      version: 0,
      content: {},
      can_edit: true,
    });
    const saved = await put(app, supplier, card.id, {
      version: 0,
      content: { pl: '<h2>Sok</h2><p>Świeży <strong>sok</strong></p>', de: '<p>Frischer Saft</p>', ro: '' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(richContentAnswerSchema.parse(saved.body)).toMatchObject({
      version: 1,
      content: { pl: '<h2>Sok</h2><p>Świeży <strong>sok</strong></p>', de: '<p>Frischer Saft</p>' },
    });
    const again = await put(app, supplier, card.id, { version: 1, content: { pl: '<p>Nowy</p>' } });
    expect(richContentAnswerSchema.parse(again.body)).toMatchObject({
      version: 2,
      content: { pl: '<p>Nowy</p>' },
    });
  });

  test('every html is sanitised to the allow-list before it is stored', async () => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const answer = await put(app, supplier, card.id, {
      version: 0,
      content: {
        pl:
          '<h1 style="position:fixed">Tytuł</h1><p class="MsoNormal" onclick="x()">a<span style="color:red">b</span></p>' +
          '<script>alert(1)</script><img src="data:image/png;base64,AAAA"><img src="/api/p1/media/3" onerror="x()">' +
          '<a href="javascript:alert(1)">zły</a><a href="https://example.com" target="_blank">dobry</a>' +
          '<iframe src="https://example.com"></iframe><table><tbody><tr><td colspan="2">k</td></tr></tbody></table>',
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await db.select().from(productRichContent).where(eq(productRichContent.productId, card.id));
    expect(row!.content).toEqual({
      pl:
        'Tytuł<p>ab</p><img><img src="/api/p1/media/3"><a>zły</a><a href="https://example.com" target="_blank">dobry</a>' +
        '<table><tbody><tr><td colspan="2">k</td></tr></tbody></table>',
    });
  });

  test('a save based on another version is refused with 409 and changes nothing', async () => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expect((await put(app, supplier, card.id, { version: 0, content: { pl: '<p>A</p>' } })).status).toBe(200);
    expectError(
      await put(app, supplier, card.id, { version: 0, content: { pl: '<p>B</p>' } }),
      409,
      'richContent.conflict',
    );
    const [row] = await db.select().from(productRichContent).where(eq(productRichContent.productId, card.id));
    expect([row!.version, row!.content]).toEqual([1, { pl: '<p>A</p>' }]);
  });

  test.each([
    ['no version', { content: { pl: '<p>x</p>' } }, 'version'],
    ['a version that is no number', { version: 'x', content: {} }, 'version'],
    ['a negative version', { version: -1, content: {} }, 'version'],
    ['a language the product has not', { version: 0, content: { en: '<p>x</p>' } }, 'content'],
    ['html that is no text', { version: 0, content: { pl: 12 } }, 'content.pl'],
    ['html too long', { version: 0, content: { pl: 'x'.repeat(200_001) } }, 'content.pl'],
    ['a field the contract has not', { version: 0, content: {}, status: 2 }, '_'],
    ['no body object', [1, 2], '_'],
  ])('%s is a 400 in the fault shape, nothing stored', async (_name, body, field) => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const faults = expectFaults(await put(app, supplier, card.id, body), 'richContent');
    expect(faults.map((fault) => fault.field)).toContain(field);
    expect(await rows(db)).toBe(0);
  });

  test('a network user reads a card of its chain but may not change it (403); QC neither', async () => {
    const { app, db } = await testApp();
    const card = await cardInNetwork(db, 'selgros', true);
    const network = await loginAs(app, 'network@demo.pim');
    const read = await request(app, 'GET', path(card.id), { cookie: network.cookie });
    expect(read.status, read.text).toBe(200);
    expect(richContentAnswerSchema.parse(read.body).can_edit).toBe(false);
    expectError(
      await put(app, network, card.id, { version: 0, content: { pl: '<p>x</p>' } }),
      403,
      'session.forbidden',
    );
    const qc = await loginAs(app, 'qc@demo.pim');
    expectError(
      await put(app, qc, card.id, { version: 0, content: { pl: '<p>x</p>' } }),
      403,
      'session.forbidden',
    );
    expect(await rows(db)).toBe(0);
  });

  test('another supplier’s card is a 404 to read and to save; the admin may save any card', async () => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    const other = await loginAs(app, 'supplier2@demo.pim');
    expectError(
      await request(app, 'GET', path(card.id), { cookie: other.cookie }),
      404,
      'errors.productNotFound',
    );
    expectError(
      await put(app, other, card.id, { version: 0, content: { pl: '<p>x</p>' } }),
      404,
      'errors.productNotFound',
    );
    expect(await rows(db)).toBe(0);
    const admin = await loginAs(app, 'admin@demo.pim');
    expect((await put(app, admin, card.id, { version: 0, content: { ro: '<p>Suc</p>' } })).status).toBe(200);
  });

  test('without a session: 401', async () => {
    const { app, db } = await testApp();
    const card = await supplierCard(db);
    expectError(await request(app, 'GET', path(card.id)), 401, 'errors.unauthenticated');
  });
});
