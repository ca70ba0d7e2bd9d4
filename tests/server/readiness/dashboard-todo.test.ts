import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardTodoSchema, type DashboardTodo } from '@contract/readiness';
import { offers, productIssues, users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { expectedReadiness, storedRows, type StoredRows } from './expected';

type App = Awaited<ReturnType<typeof testApp>>['app'];

async function todoOf(app: App, email: string): Promise<DashboardTodo> {
  const session = await loginAs(app, email);
  const response = await request(app, 'GET', '/api/dashboard/todo', { cookie: session.cookie });
  expect(response.status).toBe(200);
  return dashboardTodoSchema.parse(response.body);
}

/** A supplier's figures counted from the stored rows. */
function supplierFigures(rows: StoredRows, companyId: number) {
  const own = new Set(rows.cards.filter((card) => card.companyId === companyId).map((card) => card.id));
  const latest = new Map<string, (typeof rows.offerRows)[number]>();
  for (const offer of rows.offerRows) {
    const key = `${offer.productId}:${offer.networkCode}`;
    if ((latest.get(key)?.id ?? 0) < offer.id) latest.set(key, offer);
  }
  const missing = rows.requirements.filter((row) => own.has(row.productId) && row.missingUuids.length > 0);
  const byNetwork = new Map<string, { cards: number; attributes: number }>();
  for (const row of missing) {
    const known = byNetwork.get(row.networkCode) ?? { cards: 0, attributes: 0 };
    byNetwork.set(row.networkCode, {
      cards: known.cards + 1,
      attributes: known.attributes + row.missingUuids.length,
    });
  }
  return {
    open_issues: rows.issues.filter((issue) => own.has(issue.productId) && issue.status === 'open').length,
    qc_failed: rows.verdicts.filter((verdict) => own.has(verdict.productId) && verdict.status === 2).length,
    offer_rejected: [...latest.values()].filter(
      (offer) => offer.companyId === companyId && offer.status === 3,
    ).length,
    missing_attributes: missing.length,
    missing_by_network: [...byNetwork.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([network, figures]) => ({ network, ...figures })),
  };
}

function figuresOf(todo: DashboardTodo) {
  if (todo.kind !== 'supplier') throw new Error(`a supplier's to-do expected, got ${todo.kind}`);
  return {
    open_issues: todo.open_issues.count,
    qc_failed: todo.qc_failed.count,
    offer_rejected: todo.offer_rejected.count,
    missing_attributes: todo.missing_attributes.count,
    missing_by_network: todo.missing_by_network.map(({ network, cards, attributes }) => ({
      network,
      cards,
      attributes,
    })),
  };
}

describe('GET /api/dashboard/todo', () => {
  test.each(['supplier@demo.pim', 'supplier2@demo.pim'])(
    '%s gets the figures of its own cards, and items that lead into them',
    async (email) => {
      const { app, db } = await testApp();
      const session = await loginAs(app, email);
      const companyId = session.answer.user.company_id!;
      const rows = await storedRows(db);
      const todo = await todoOf(app, email);
      expect(figuresOf(todo)).toEqual(supplierFigures(rows, companyId));
      if (todo.kind !== 'supplier') return;
      const own = new Set(rows.cards.filter((card) => card.companyId === companyId).map((card) => card.id));
      for (const list of [todo.open_issues, todo.qc_failed, todo.offer_rejected, todo.missing_attributes]) {
        expect(list.items.length).toBe(Math.min(list.count, 10));
        for (const item of list.items) expect(own.has(item.product_id)).toBe(true);
      }
      // The same cards and networks the readiness panel shows as missing attributes.
      const fromReadiness = rows.cards
        .filter((card) => own.has(card.id))
        .flatMap((card) => card.visibleIn.map((network) => expectedReadiness(rows, card.id, network)))
        .filter((readiness) => readiness.missing.length > 0).length;
      expect(todo.missing_attributes.count).toBe(fromReadiness);
      for (const item of todo.missing_attributes.items)
        expect(item.target).toMatch(/^attribute-[0-9a-f-]{36}$/);
    },
  );

  test('the demo supplier has something of every kind to do', async () => {
    const { app } = await testApp();
    const figures = figuresOf(await todoOf(app, 'supplier@demo.pim'));
    expect(figures.open_issues).toBeGreaterThan(0);
    expect(figures.qc_failed).toBeGreaterThan(0);
    expect(figures.offer_rejected).toBeGreaterThan(0);
    expect(figures.missing_attributes).toBeGreaterThan(0);
  });

  test('a rejected offer offered again is no longer to do', async () => {
    const { app, db } = await testApp();
    const before = figuresOf(await todoOf(app, 'supplier@demo.pim'));
    const [rejected] = await db.select().from(offers).where(eq(offers.status, 3));
    const { id: _id, ...copy } = rejected!;
    await db.insert(offers).values({ ...copy, status: 1, decidedAt: null, decidedBy: null });
    const after = figuresOf(await todoOf(app, 'supplier@demo.pim'));
    expect(after.offer_rejected).toBe(before.offer_rejected - 1);
    expect(after).toEqual(supplierFigures(await storedRows(db), rejected!.companyId));
  });

  test.each([
    ['network@demo.pim', 'selgros'],
    ['metro@demo.pim', 'metro'],
    ['qc@demo.pim', 'markant'],
    ['cm@demo.pim', 'selgros'],
  ])('%s sees its network’s side (%s)', async (email, network) => {
    const { app, db } = await testApp();
    const rows = await storedRows(db);
    const ofNetwork = new Set(
      rows.people.filter((person) => person.networkCode === network).map((p) => p.id),
    );
    const todo = await todoOf(app, email);
    if (todo.kind !== 'network') throw new Error(`a network's side expected, got ${todo.kind}`);
    expect(todo.awaiting_decision.count).toBe(
      rows.offerRows.filter((offer) => offer.networkCode === network && offer.status === 1).length,
    );
    expect(todo.issues_awaiting_answer.count).toBe(
      rows.issues.filter(
        (issue) => issue.status === 'open' && issue.createdBy !== null && ofNetwork.has(issue.createdBy),
      ).length,
    );
    expect(todo.awaiting_decision.items.length).toBe(Math.min(todo.awaiting_decision.count, 10));
  });

  test('an issue reported by the network waits for the supplier’s answer until it is resolved', async () => {
    const { app, db } = await testApp();
    const before = await todoOf(app, 'network@demo.pim');
    const [reporter] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'network@demo.pim'));
    const rows = await storedRows(db);
    const card = rows.cards.find((candidate) => candidate.visibleIn.includes('selgros'))!;
    const [issue] = await db
      .insert(productIssues)
      .values({
        productId: card.id,
        type: 'qc',
        ns: 'product_profile',
        identify: 'name_to_show',
        header: 'Nazwa handlowa',
        message: 'Brak gramatury.',
        createdBy: reporter!.id,
      })
      .returning({ id: productIssues.id });
    const after = await todoOf(app, 'network@demo.pim');
    if (before.kind !== 'network' || after.kind !== 'network') throw new Error('a network’s side expected');
    expect(after.issues_awaiting_answer.count).toBe(before.issues_awaiting_answer.count + 1);
    expect(after.issues_awaiting_answer.items).toContainEqual(
      expect.objectContaining({ product_id: card.id, target: 'section-identify', detail: 'Nazwa handlowa' }),
    );
    await db.update(productIssues).set({ status: 'resolved' }).where(eq(productIssues.id, issue!.id));
    const resolved = await todoOf(app, 'network@demo.pim');
    expect(resolved.kind === 'network' && resolved.issues_awaiting_answer.count).toBe(
      before.issues_awaiting_answer.count,
    );
  });

  test('an administrator has neither side; without a session 401', async () => {
    const { app } = await testApp();
    expect(await todoOf(app, 'admin@demo.pim')).toEqual({ kind: 'none' });
    expectError(await request(app, 'GET', '/api/dashboard/todo'), 401, 'errors.unauthenticated');
  });
});
