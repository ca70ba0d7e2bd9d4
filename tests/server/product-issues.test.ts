import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { issuesAnswerSchema, modalInfoAnswerSchema, remarksAnswerSchema } from '@contract/product-issues';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { companies, productIssues, productRemarks, products } from '@server/db/schema';
import pl from '@i18n/locales/pl.json';
import { cardInNetwork, cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const path = (id: number, what: string) => `/api/p1/product/${id}/${what}`;

function get(app: App, session: Session | null, id: number, what: string) {
  return request(app, 'GET', path(id, what), session === null ? {} : { cookie: session.cookie });
}

function send(
  app: App,
  session: Session | null,
  method: 'PUT' | 'POST',
  id: number,
  what: string,
  body: unknown,
) {
  return request(
    app,
    method,
    path(id, what),
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

async function openIssuesOf(db: Db, productId: number) {
  return db
    .select({
      type: productIssues.type,
      ns: productIssues.ns,
      identify: productIssues.identify,
      header: productIssues.header,
      message: productIssues.message,
    })
    .from(productIssues)
    .where(and(eq(productIssues.productId, productId), eq(productIssues.status, 'open')))
    .orderBy(asc(productIssues.id));
}

async function issueRows(db: Db) {
  return (await db.select({ n: count() }).from(productIssues))[0]!.n;
}

/** The first card the selgros network sees: the seed puts issues and remarks on it. */
function seededCard(db: Db) {
  return cardInNetwork(db, 'selgros', true);
}

const REPORT = {
  type: 'qc' as const,
  ns: 'attributes',
  identify: 'country',
  header: 'Kraj pochodzenia',
  message: 'Kraj pochodzenia nie zgadza się z etykietą.',
};

describe('GET /api/p1/product/{id}/issues, /remarks, /modal-info', () => {
  test('the open issues of a card the user sees, in the §3 issue shape', async () => {
    const { app, db, errors } = await testApp();
    const card = await seededCard(db);
    const expected = await openIssuesOf(db, card.id);
    expect(expected.length).toBeGreaterThan(0);
    const network = await loginAs(app, 'network@demo.pim');
    const response = await get(app, network, card.id, 'issues');
    expect(response.status, response.text).toBe(200);
    expect(issuesAnswerSchema.parse(response.body)).toEqual({ issues: expected });
    expect(response.body).toEqual({ issues: expected });
    expect(errors).toEqual([]);
  });

  test('the remarks of a card, newest first, with author and network', async () => {
    const { app, db } = await testApp();
    const card = await seededCard(db);
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await get(app, admin, card.id, 'remarks');
    expect(response.status, response.text).toBe(200);
    const { remarks } = remarksAnswerSchema.parse(response.body);
    const stored = await db
      .select()
      .from(productRemarks)
      .where(eq(productRemarks.productId, card.id))
      .orderBy(desc(productRemarks.createdAt), desc(productRemarks.id));
    expect(remarks.map((remark) => remark.id)).toEqual(stored.map((row) => row.id));
    expect(remarks).toContainEqual(
      expect.objectContaining({
        author: { id: expect.any(Number), name: 'Natalia Sieciowa' },
        network: { code: 'selgros', name: 'Selgros' },
      }),
    );
  });

  test('the info modal summary: names, dates, counts of open issues and remarks', async () => {
    const { app, db } = await testApp();
    const card = await seededCard(db);
    const [company] = await db.select().from(companies).where(eq(companies.id, card.companyId));
    const network = await loginAs(app, 'network@demo.pim');
    const response = await get(app, network, card.id, 'modal-info');
    expect(response.status, response.text).toBe(200);
    const info = modalInfoAnswerSchema.parse(response.body);
    const remarks = await db
      .select({ n: count() })
      .from(productRemarks)
      .where(eq(productRemarks.productId, card.id));
    expect(info).toMatchObject({
      id: card.id,
      name_to_show: card.nameToShow,
      gtin: card.gtin,
      status: card.status,
      supplier: { company_id: card.companyId, company_name: company!.name },
      created_at: card.createdAt.toISOString(),
      updated_at: card.updatedAt.toISOString(),
      open_issues: (await openIssuesOf(db, card.id)).length,
      remarks: remarks[0]!.n,
    });
  });

  test.each(['issues', 'remarks', 'modal-info'])(
    '%s: 404 for a card the user may not see or that does not exist, 401 without a session',
    async (what) => {
      const { app, db } = await testApp();
      const supplier = await loginAs(app, 'supplier@demo.pim');
      const foreign = await cardOf(db, supplier.answer.user.company_id!, true);
      expectError(await get(app, supplier, foreign.id, what), 404, 'errors.productNotFound');
      expectError(await get(app, supplier, 99_999_999, what), 404, 'errors.productNotFound');
      expectError(await get(app, supplier, 99_999_999_999, what), 404, 'errors.productNotFound');
      const hidden = await cardInNetwork(db, 'selgros', false);
      expectError(
        await get(app, await loginAs(app, 'network@demo.pim'), hidden.id, what),
        404,
        'errors.productNotFound',
      );
      expectError(await get(app, null, foreign.id, what), 401, 'errors.unauthenticated');
      // The card's own supplier sees it.
      expect(
        (await get(app, supplier, (await cardOf(db, supplier.answer.user.company_id!)).id, what)).status,
      ).toBe(200);
    },
  );
});

describe('POST /api/p1/product/{id}/report-issues', () => {
  test('a network user reports issues (201, the open issues); a repeated finding replaces its text', async () => {
    const { app, db } = await testApp();
    const card = await seededCard(db);
    const network = await loginAs(app, 'network@demo.pim');
    const before = await openIssuesOf(db, card.id);
    const response = await send(app, network, 'POST', card.id, 'report-issues', { issues: [REPORT] });
    expect(response.status, response.text).toBe(201);
    expect(issuesAnswerSchema.parse(response.body).issues).toEqual([...before, REPORT]);
    const again = await send(app, network, 'POST', card.id, 'report-issues', {
      issues: [{ ...REPORT, message: 'Poprawiony opis.' }],
    });
    expect(again.status, again.text).toBe(201);
    expect(await openIssuesOf(db, card.id)).toEqual([...before, { ...REPORT, message: 'Poprawiony opis.' }]);
    const [row] = await db
      .select()
      .from(productIssues)
      .where(and(eq(productIssues.productId, card.id), eq(productIssues.identify, 'country')));
    expect(row!.createdBy).toBe(network.answer.user.id);
  });

  test('roles: a supplier 403, no session 401, a network that does not see the card 404', async () => {
    const { app, db } = await testApp();
    const card = await seededCard(db);
    const before = await issueRows(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const own = await cardOf(db, supplier.answer.user.company_id!);
    expectError(
      await send(app, supplier, 'POST', own.id, 'report-issues', { issues: [REPORT] }),
      403,
      'session.forbidden',
    );
    expectError(
      await send(app, null, 'POST', card.id, 'report-issues', { issues: [REPORT] }),
      401,
      'errors.unauthenticated',
    );
    const hidden = await cardInNetwork(db, 'selgros', false);
    expectError(
      await send(app, await loginAs(app, 'network@demo.pim'), 'POST', hidden.id, 'report-issues', {
        issues: [REPORT],
      }),
      404,
      'errors.productNotFound',
    );
    expect(await issueRows(db)).toBe(before);
  });

  test.each([
    ['an empty object', {}],
    ['no issues', { issues: [] }],
    ['issues not a list', { issues: REPORT }],
    ['an unknown type', { issues: [{ ...REPORT, type: 'validation' }] }],
    ['a missing header', { issues: [{ ...REPORT, header: undefined }] }],
    ['an empty message', { issues: [{ ...REPORT, message: '   ' }] }],
    ['a header too long', { issues: [{ ...REPORT, header: 'x'.repeat(256) }] }],
    [
      'too many issues',
      { issues: Array.from({ length: 101 }, (_, i) => ({ ...REPORT, identify: `a${i}` })) },
    ],
    ['a number as ns', { issues: [{ ...REPORT, ns: 5 }] }],
  ])('bad input (%s) is a 400 in namespace issues and writes nothing', async (_case, body) => {
    const { app, db, errors } = await testApp();
    const card = await seededCard(db);
    const before = await issueRows(db);
    const response = await send(
      app,
      await loginAs(app, 'network@demo.pim'),
      'POST',
      card.id,
      'report-issues',
      body,
    );
    expectFaults(response, 'issues');
    expect(await issueRows(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('a body that is not JSON is a 400', async () => {
    const { app, db } = await testApp();
    const card = await seededCard(db);
    const network = await loginAs(app, 'network@demo.pim');
    const response = await request(app, 'POST', path(card.id, 'report-issues'), {
      raw: '{"issues": [',
      cookie: network.cookie,
      csrf: network.csrf,
    });
    expect(expectFaults(response, 'issues')[0]!.message).toBe(pl.errors.badJson);
  });
});

/** A card of the demo supplier with open issues the seed put on it (reported by the QC manager). */
async function supplierCardWithIssues(app: App, db: Db) {
  const supplier = await loginAs(app, 'supplier@demo.pim');
  const own = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplier.answer.user.company_id!))
    .orderBy(asc(products.id))
    .limit(3);
  for (const { id } of own) {
    const open = await openIssuesOf(db, id);
    if (open.length > 0) return { supplier, card: { id }, open };
  }
  throw new Error('The seed put no issue on the supplier cards');
}

describe('PUT /api/p1/product/{id}/resolve-issue and /cancel-issue by ns and identify (§7)', () => {
  test.each([
    ['resolve-issue', 'resolved', 'supplier@demo.pim'],
    ['cancel-issue', 'cancelled', 'admin@demo.pim'],
  ] as const)(
    '%s moves the open issue (ns, identify) and answers the open ones',
    async (what, status, email) => {
      const { app, db } = await testApp();
      const { card, open } = await supplierCardWithIssues(app, db);
      const [first, ...rest] = open;
      const session = await loginAs(app, email);
      const response = await send(app, session, 'PUT', card.id, what, {
        identify: first!.identify,
        ns: first!.ns,
      });
      expect(response.status, response.text).toBe(200);
      expect(issuesAnswerSchema.parse(response.body).issues).toEqual(rest);
      const [row] = await db
        .select()
        .from(productIssues)
        .where(
          and(
            eq(productIssues.productId, card.id),
            eq(productIssues.ns, first!.ns),
            eq(productIssues.identify, first!.identify),
          ),
        );
      expect(row).toMatchObject({ status, closedBy: session.answer.user.id });
      // Nothing open of that ns and identify is left to resolve.
      if (what === 'resolve-issue')
        expectError(
          await send(app, session, 'PUT', card.id, what, { identify: first!.identify, ns: first!.ns }),
          404,
          'issues.notFound',
        );
    },
  );

  test('roles: networks and the master-data manager do not resolve, a supplier does not cancel; no session 401', async () => {
    const { app, db } = await testApp();
    const { supplier, card, open } = await supplierCardWithIssues(app, db);
    const ref = { identify: open[0]!.identify, ns: open[0]!.ns };
    for (const email of ['network@demo.pim', 'metro@demo.pim', 'mdm@demo.pim'])
      expectError(
        await send(app, await loginAs(app, email), 'PUT', card.id, 'resolve-issue', ref),
        403,
        'session.forbidden',
      );
    expectError(await send(app, supplier, 'PUT', card.id, 'cancel-issue', ref), 403, 'session.forbidden');
    expectError(await send(app, null, 'PUT', card.id, 'resolve-issue', ref), 401, 'errors.unauthenticated');
    expect(await openIssuesOf(db, card.id)).toEqual(open);
  });

  test.each([
    ['an empty object', {}],
    ['no ns', { identify: 'name_to_show' }],
    ['an empty identify', { identify: ' ', ns: 'product_profile' }],
    ['numbers', { identify: 1, ns: 2 }],
    ['a list', [{ identify: 'a', ns: 'b' }]],
    ['null', null],
  ])('bad input (%s) is a 400 and closes nothing', async (_case, body) => {
    const { app, db } = await testApp();
    const { supplier, card, open } = await supplierCardWithIssues(app, db);
    const response = await send(app, supplier, 'PUT', card.id, 'resolve-issue', body);
    expectFaults(response, 'issues');
    expect(await openIssuesOf(db, card.id)).toEqual(open);
  });
});

test('the demo data has open issues on a few cards only, and one issue in each later status', async () => {
  const { db } = await testApp();
  const cards = await db
    .select({ id: productIssues.productId })
    .from(productIssues)
    .where(eq(productIssues.status, 'open'))
    .groupBy(productIssues.productId);
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.length).toBeLessThanOrEqual(6);
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .where(sql`true`);
  expect(total!.n).toBeGreaterThan(cards.length);
  // The issue screens have a resolved, an accepted and a cancelled issue to show (docs/decisions/0060).
  const statuses = await db
    .select({ status: productIssues.status, n: count() })
    .from(productIssues)
    .where(sql`${productIssues.status} <> 'open'`)
    .groupBy(productIssues.status)
    .orderBy(productIssues.status);
  expect(statuses).toEqual([
    { status: 'accepted', n: 1 },
    { status: 'cancelled', n: 1 },
    { status: 'resolved', n: 1 },
  ]);
});
