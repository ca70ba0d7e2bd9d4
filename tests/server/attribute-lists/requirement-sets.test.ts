import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { attributes, categories, essentialityRows, requirementSets } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { listAt, send } from './support';
import { runQueuedJobs } from '@tests/server/reliability/essentialities-refresh.support';
import { expectNameOrder } from '@tests/server/harness/name-order';

const PATH = '/api/p1/requirement-sets';

async function someReferences(db: Awaited<ReturnType<typeof testApp>>['db']) {
  const [food] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.code, '50000000'));
  const attributeRows = await db.select({ uuid: attributes.uuid }).from(attributes).limit(3);
  return { categoryId: food!.id, attributeUuids: attributeRows.map((row) => row.uuid) };
}

const countSets = async (db: Awaited<ReturnType<typeof testApp>>['db']) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(requirementSets))[0]!.n;

describe('GET /api/p1/requirement-sets (§2, docs/decisions/0019)', () => {
  test('a network user sees its own network’s sets with edit and delete; no network column', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const answer = await listAt(app, session, PATH);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => !('network' in row.cells))).toBe(true);
    expect(answer.info.available_columns.map((column) => column.id)).not.toContain('network');
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['edit', 'delete']);
    expect(answer.sort).toBe('updated_at');
  });

  test('a supplier reads every network’s sets without actions; the created-by filter follows its flag', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const answer = await listAt(app, supplier, PATH, 'sort=name&order=asc');
    const networks = new Set(answer.rows.map((row) => row.cells.network));
    expect(networks.size).toBeGreaterThan(1);
    expect(answer.info.single_actions).toEqual([]);
    expect(answer.info.filters.map((filter) => filter.name)).not.toContain('created_by');
    const names = answer.rows.map((row) => String(row.cells.name));
    expectNameOrder(names);

    const mdm = await loginAs(app, 'mdm@demo.pim');
    const managed = await listAt(app, mdm, PATH);
    const creators = managed.info.filters.find((filter) => filter.name === 'created_by');
    expect(creators?.options.length).toBeGreaterThan(0);
    const filtered = await listAt(app, mdm, PATH, `created_by=${creators!.options[0]!.value}`);
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.every((row) => row.cells.created_by === creators!.options[0]!.label)).toBe(true);
  });

  test('bad query → 400 in the fault shape; no session → 401', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const bad = await request(app, 'GET', `${PATH}?sort=network&category_id=x`, { cookie: session.cookie });
    const faults = expectFaults(bad, 'requirement_sets');
    expect(faults.map((fault) => fault.field).sort()).toEqual(['category_id', 'sort']);
    expectError(await request(app, 'GET', PATH), 401, 'errors.unauthenticated');
  });
});

describe('requirement set writes', () => {
  test('a network user creates a set; its essentiality rows appear; edits and deletes it', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const refs = await someReferences(db);
    const created = await send(app, session, 'POST', PATH, {
      name: 'Nowy zestaw',
      category_ids: [refs.categoryId],
      attribute_uuids: refs.attributeUuids,
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    const [row] = await db.select().from(requirementSets).where(eq(requirementSets.id, id));
    expect(row).toMatchObject({ networkCode: 'selgros', attributeCount: 3, name: 'Nowy zestaw' });

    const one = await request(app, 'GET', `${PATH}/${id}`, { cookie: session.cookie });
    expect(one.body).toMatchObject({ id, category_ids: [refs.categoryId] });

    const updated = await send(app, session, 'PUT', `${PATH}/${id}`, {
      name: 'Zmieniony zestaw',
      category_ids: [refs.categoryId],
      attribute_uuids: refs.attributeUuids.slice(0, 1),
    });
    expect(updated.status, updated.text).toBe(200);
    const [changed] = await db.select().from(requirementSets).where(eq(requirementSets.id, id));
    expect(changed).toMatchObject({ name: 'Zmieniony zestaw', attributeCount: 1 });

    const deleted = await send(app, session, 'DELETE', PATH, { ids: [id] });
    expect(deleted.body).toEqual({ results: [{ id, success: true }] });
    expect(await db.select().from(requirementSets).where(eq(requirementSets.id, id))).toEqual([]);
  });

  test('bad bodies are 400 with translated faults and write nothing', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const refs = await someReferences(db);
    const before = await countSets(db);
    expectFaults(
      await send(app, session, 'POST', PATH, { name: '', category_ids: [], attribute_uuids: ['x'] }),
      'requirement_sets',
    );
    expectFaults(
      await send(app, session, 'POST', PATH, {
        name: 'Zestaw',
        category_ids: [999_999],
        attribute_uuids: ['00000000-0000-4000-8000-000000000000'],
      }),
      'requirement_sets',
    );
    const [existing] = await db
      .select()
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'selgros'));
    const taken = expectFaults(
      await send(app, session, 'POST', PATH, {
        name: existing!.name,
        category_ids: [refs.categoryId],
        attribute_uuids: refs.attributeUuids,
      }),
      'requirement_sets',
    );
    expect(taken.map((fault) => fault.field)).toEqual(['name']);
    const raw = await request(app, 'POST', PATH, {
      cookie: session.cookie,
      csrf: session.csrf,
      raw: '{oops',
    });
    expectFaults(raw, 'requirement_sets');
    expect(await countSets(db)).toBe(before);
  });

  test('suppliers and admins may not write; a network may not touch another network’s set', async () => {
    const { app, db } = await testApp();
    const refs = await someReferences(db);
    const body = { name: 'X', category_ids: [refs.categoryId], attribute_uuids: refs.attributeUuids };
    for (const email of ['supplier@demo.pim', 'admin@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(await send(app, session, 'POST', PATH, body), 403, 'session.forbidden');
    }
    const [metroSet] = await db
      .select()
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'metro'));
    const selgros = await loginAs(app, 'network@demo.pim');
    expectError(
      await send(app, selgros, 'PUT', `${PATH}/${metroSet!.id}`, body),
      404,
      'requirementSets.errors.notFound',
    );
    const refused = await send(app, selgros, 'DELETE', PATH, { ids: [metroSet!.id] });
    expect(refused.body).toMatchObject({ results: [{ id: metroSet!.id, success: false }] });
    expect(await db.select().from(requirementSets).where(eq(requirementSets.id, metroSet!.id))).toHaveLength(
      1,
    );
  });

  test('deleting a network’s sets removes its essentiality rows once the queued refresh has run', async () => {
    const { app, db, config } = await testApp();
    const session = await loginAs(app, 'metro@demo.pim');
    const before = await db.select().from(essentialityRows).where(eq(essentialityRows.networkCode, 'metro'));
    expect(before.length).toBeGreaterThan(0);
    const sets = await db
      .select({ id: requirementSets.id })
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'metro'));
    await send(app, session, 'DELETE', PATH, { ids: sets.map((set) => set.id) });
    // Meanwhile the list keeps the last figures (docs/decisions/0030).
    expect(await db.select().from(essentialityRows).where(eq(essentialityRows.networkCode, 'metro'))).toEqual(
      before,
    );
    await runQueuedJobs(db, config);
    expect(await db.select().from(essentialityRows).where(eq(essentialityRows.networkCode, 'metro'))).toEqual(
      [],
    );
  });
});
