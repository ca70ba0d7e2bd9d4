import { describe, expect, test } from 'vitest';
import { categoriesAnswerSchema, type CategoryNode } from '@contract/categories';
import type { App } from '@server/app';
import { categories } from '@server/db/schema';
import { DEMO_CATEGORIES } from '@server/seed/demo-categories';
import { GPC, withCookies } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

async function tree(app: App, session: Session, query = '', cookie = '') {
  const response = await request(app, 'GET', `/api/p1/categories${query}`, {
    cookie: withCookies(session.cookie, cookie),
  });
  expect(response.status, response.text).toBe(200);
  return categoriesAnswerSchema.parse(response.body).categories;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function codes(nodes: CategoryNode[]): string[] {
  return flatten(nodes).map((node) => node.code);
}

describe('GET /api/p1/categories', () => {
  test('the whole GPC tree: segments at the top, bricks at level 4, every stored category once', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const nodes = await tree(app, session);
    const stored = await db.select().from(categories);
    expect(codes(nodes).sort()).toEqual(stored.map((row) => row.code).sort());
    expect(nodes.map((node) => node.code).sort()).toEqual(DEMO_CATEGORIES.map((node) => node.code).sort());
    for (const node of flatten(nodes)) {
      for (const child of node.children) {
        expect(child.parent_id).toBe(node.id);
        expect(child.level).toBe(node.level + 1);
      }
      if (node.children.length === 0) expect(node.level).toBe(4);
    }
    // Children come sorted by name.
    const food = nodes.find((node) => node.code === GPC.FOOD)!;
    const names = food.children.map((node) => node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  test.each([
    ['pl', 'Mleko (pasteryzowane)'],
    ['de', 'Milch (pasteurisiert)'],
    ['ro', 'Lapte (pasteurizat)'],
  ])('names in the request language (%s)', async (language, milk) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const nodes = flatten(await tree(app, session, '', `pim_lang=${language}`));
    expect(nodes.find((node) => node.code === GPC.MILK)?.name).toBe(milk);
  });

  test('q finds names (case and accents aside) with the path above and everything below', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    // The milk class matches: both its bricks come along, and the path up to the food segment.
    expect(codes(await tree(app, session, `?q=${encodeURIComponent('NAPOJE MLECZNE')}`))).toEqual([
      GPC.FOOD,
      GPC.DAIRY,
      GPC.MILK_CLASS,
      GPC.MILK,
      '10000026',
    ]);
    expect(codes(await tree(app, session, `?q=${encodeURIComponent('jogurt owocowy')}`))).toEqual([
      GPC.FOOD,
      GPC.DAIRY,
      '50131800',
      '10000029',
    ]);
    const food = await tree(app, session, `?q=${encodeURIComponent('zywnosc')}`);
    expect(food.map((node) => node.code)).toEqual([GPC.FOOD]);
    expect(codes(food)).toContain(GPC.MILK);
    expect(codes(await tree(app, session, '?q=Bier', 'pim_lang=de'))).toEqual([
      GPC.FOOD,
      GPC.DRINKS,
      GPC.ALCOHOL,
      GPC.BEER,
    ]);
  });

  test('q finds codes by their beginning; no match is an empty list', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    expect(codes(await tree(app, session, `?q=${GPC.BEER}`))).toEqual([
      GPC.FOOD,
      GPC.DRINKS,
      GPC.ALCOHOL,
      GPC.BEER,
    ]);
    expect(codes(await tree(app, session, '?q=5313')).slice(0, 2)).toEqual([GPC.COSMETICS, '53130000']);
    expect(await tree(app, session, '?q=nothing-like-this')).toEqual([]);
    expect(codes(await tree(app, session, '?q=%20%20'))).toHaveLength(codes(await tree(app, session)).length);
  });

  test('a too long q is a 400 fault; without a session is 401', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const long = await request(app, 'GET', `/api/p1/categories?q=${'x'.repeat(101)}`, {
      cookie: session.cookie,
    });
    expectFaults(long, 'categories');
    expectError(await request(app, 'GET', '/api/p1/categories'), 401, 'errors.unauthenticated');
  });
});
