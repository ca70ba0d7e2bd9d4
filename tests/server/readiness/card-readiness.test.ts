import { describe, expect, test } from 'vitest';
import { cardReadinessSchema, type CardReadiness } from '@contract/readiness';
import { eq } from 'drizzle-orm';
import { productIssues, users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { expectedReadiness, storedRows, type StoredRows } from './expected';

type App = Awaited<ReturnType<typeof testApp>>['app'];

async function readinessOf(app: App, session: Session, id: number): Promise<CardReadiness> {
  const response = await request(app, 'GET', `/api/p1/product/${id}/readiness`, { cookie: session.cookie });
  expect(response.status).toBe(200);
  return cardReadinessSchema.parse(response.body);
}

/** The answer's figures beside those counted from the rows, network by network. */
function figures(answer: CardReadiness) {
  return answer.networks
    .map((readiness) => ({
      network: readiness.network,
      state: readiness.state,
      completeness: readiness.completeness,
      missing: readiness.missing.map((attribute) => attribute.uuid),
      qc: readiness.qc,
      qc_comment: readiness.qc_comment,
      offer: readiness.offer,
      open_issues: readiness.open_issues,
    }))
    .sort((a, b) => a.network.localeCompare(b.network));
}
function expected(rows: StoredRows, id: number, networks: readonly string[]) {
  return [...networks].sort().map((network) => expectedReadiness(rows, id, network));
}

describe('GET /api/p1/product/{id}/readiness', () => {
  test('a supplier sees every network of each of its cards, with figures that match the rows', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const rows = await storedRows(db);
    const own = rows.cards.filter((card) => card.companyId === session.answer.user.company_id);
    expect(own.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const card of own) {
      const answer = await readinessOf(app, session, card.id);
      expect(figures(answer)).toEqual(expected(rows, card.id, card.networks));
      for (const readiness of answer.networks) for (const blocker of readiness.blockers) seen.add(blocker);
    }
    // The demo data puts every kind of blocker in front of the supplier.
    expect([...seen].sort()).toEqual(['missing_attributes', 'offer_rejected', 'open_issues', 'qc_failed']);
  });

  test('a network’s QC verdict and its reason reach the supplier', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const rows = await storedRows(db);
    const card = rows.cards.find(
      (candidate) =>
        candidate.companyId === supplier.answer.user.company_id && candidate.visibleIn.includes('selgros'),
    )!;
    const network = await loginAs(app, 'network@demo.pim');
    const verdict = await request(app, 'POST', `/api/p1/product/qc/${card.id}`, {
      cookie: network.cookie,
      csrf: network.csrf,
      body: { chain: 'selgros', status: 2, comment: 'Etykieta nieczytelna na zdjęciu.' },
    });
    expect(verdict.status).toBe(200);
    const selgros = (await readinessOf(app, supplier, card.id)).networks.find(
      (n) => n.network === 'selgros',
    )!;
    expect(selgros).toMatchObject({
      qc: 'failed',
      qc_comment: 'Etykieta nieczytelna na zdjęciu.',
      state: 'todo',
    });
    expect(selgros.blockers).toContain('qc_failed');
  });

  test.each([
    ['network@demo.pim', 'selgros'],
    ['metro@demo.pim', 'metro'],
    ['qc@demo.pim', 'markant'],
  ])('%s sees only its own network (%s) of the cards visible in it', async (email, network) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const rows = await storedRows(db);
    const visible = rows.cards.filter((card) => card.visibleIn.includes(network));
    expect(visible.length).toBeGreaterThan(0);
    for (const card of visible)
      expect(figures(await readinessOf(app, session, card.id))).toEqual(expected(rows, card.id, [network]));
    const hidden = rows.cards.find((card) => !card.visibleIn.includes(network))!;
    expectError(
      await request(app, 'GET', `/api/p1/product/${hidden.id}/readiness`, { cookie: session.cookie }),
      404,
      'errors.productNotFound',
    );
  });

  test('an administrator sees every network; an issue it reports concerns each of them', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const rows = await storedRows(db);
    const card = rows.cards.find((candidate) => candidate.networks.length > 1)!;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pim'));
    const before = await readinessOf(app, session, card.id);
    await db.insert(productIssues).values({
      productId: card.id,
      type: 'qc',
      ns: 'product_profile',
      identify: 'name',
      header: 'Nazwa',
      message: 'Nazwa zbyt krótka.',
      createdBy: admin!.id,
    });
    const after = await readinessOf(app, session, card.id);
    expect(figures(after)).toEqual(expected(await storedRows(db), card.id, card.networks));
    expect(after.networks.map((n) => n.open_issues)).toEqual(before.networks.map((n) => n.open_issues + 1));
    expect(after.state).toBe('todo');
  });

  test('another company’s card is 404 to a supplier; without a session 401', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier2@demo.pim');
    const rows = await storedRows(db);
    const foreign = rows.cards.find((card) => card.companyId !== session.answer.user.company_id)!;
    expectError(
      await request(app, 'GET', `/api/p1/product/${foreign.id}/readiness`, { cookie: session.cookie }),
      404,
      'errors.productNotFound',
    );
    expectError(
      await request(app, 'GET', `/api/p1/product/${foreign.id}/readiness`),
      401,
      'errors.unauthenticated',
    );
  });
});
