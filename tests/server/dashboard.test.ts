import { describe, expect, test } from 'vitest';
import { dashboardStatsSchema, type DashboardStats } from '@contract/dashboard';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { TEST_PRODUCTS } from '@tests/server/harness/template';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

interface CardRow {
  companyId: number;
  status: number;
  isEditRequired: boolean;
  availability: unknown[];
}

/** Every card read straight from the table; the expected numbers are counted here, not in SQL. */
async function allCards(db: Db): Promise<CardRow[]> {
  return db
    .select({
      companyId: products.companyId,
      status: products.status,
      isEditRequired: products.isEditRequired,
      availability: products.availability,
    })
    .from(products);
}

function statsOf(cards: CardRow[]): DashboardStats {
  const byStatus = new Map<number, number>();
  for (const card of cards) byStatus.set(card.status, (byStatus.get(card.status) ?? 0) + 1);
  return {
    total: cards.length,
    by_status: [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => ({ status, count })),
    edit_required: cards.filter((card) => card.isEditRequired).length,
  };
}

function visibleIn(network: string) {
  return (card: CardRow) =>
    card.availability.some((entry) => {
      const { code, visibility } = entry as { code?: unknown; visibility?: unknown };
      return code === network && visibility === true;
    });
}

async function statsFor(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  email: string,
): Promise<DashboardStats> {
  const session = await loginAs(app, email);
  const response = await request(app, 'GET', '/api/dashboard/stats', { cookie: session.cookie });
  expect(response.status).toBe(200);
  return dashboardStatsSchema.parse(response.body);
}

describe('GET /api/dashboard/stats', () => {
  test('a supplier sees only its own company’s cards', async () => {
    const { app, db } = await testApp();
    const cards = await allCards(db);
    expect(cards).toHaveLength(TEST_PRODUCTS);

    const first = await loginAs(app, 'supplier@demo.pim');
    const stats = await statsFor(app, 'supplier@demo.pim');
    const own = cards.filter((card) => card.companyId === first.answer.user.company_id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(cards.length);
    expect(stats).toEqual(statsOf(own));

    const second = await loginAs(app, 'supplier2@demo.pim');
    const otherStats = await statsFor(app, 'supplier2@demo.pim');
    expect(otherStats).toEqual(
      statsOf(cards.filter((card) => card.companyId === second.answer.user.company_id)),
    );
    // The two demo suppliers own every demo card between them, without overlap.
    expect(stats.total + otherStats.total).toBe(cards.length);
  });

  test('a card added to another company does not change a supplier’s numbers', async () => {
    const { app, db } = await testApp();
    const before = await statsFor(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const [template] = await db.select().from(products).limit(1);
    const { id: _id, ...copy } = template!;
    await db.insert(products).values({ ...copy, companyId: other.answer.user.company_id!, gtin: null });
    expect(await statsFor(app, 'supplier@demo.pim')).toEqual(before);
    expect((await statsFor(app, 'supplier2@demo.pim')).total).toBe(
      (await allCards(db)).filter((card) => card.companyId === other.answer.user.company_id).length,
    );
  });

  test.each([
    ['network@demo.pim', 'selgros'],
    ['metro@demo.pim', 'metro'],
    ['qc@demo.pim', 'markant'],
  ])('%s sees only the cards visible in its network (%s)', async (email, network) => {
    const { app, db } = await testApp();
    const cards = await allCards(db);
    const visible = cards.filter(visibleIn(network));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(cards.length);
    expect(await statsFor(app, email)).toEqual(statsOf(visible));
  });

  test('a card hidden in a network (visibility false) is not counted for that network', async () => {
    const { app, db } = await testApp();
    const before = await statsFor(app, 'network@demo.pim');
    await db.update(products).set({
      availability: [{ code: 'selgros', visibility: false, product_number: '', is_supplier_number: false }],
    });
    expect(before.total).toBeGreaterThan(0);
    expect(await statsFor(app, 'network@demo.pim')).toEqual({ total: 0, by_status: [], edit_required: 0 });
  });

  test.each(['admin@demo.pim', 'mdm@demo.pim', 'cm@demo.pim'])('%s sees every card', async (email) => {
    const { app, db } = await testApp();
    expect(await statsFor(app, email)).toEqual(statsOf(await allCards(db)));
  });

  test('without a session is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', '/api/dashboard/stats'), 401, 'errors.unauthenticated');
  });
});
