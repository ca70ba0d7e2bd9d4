import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { BULK_STATUS } from '@domain/constants';
import { bulkEditCards, bulkEdits, products } from '@server/db/schema';
import { rowsOf } from '@server/db/client';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { call, companyCardIds, gridOf, openSession, textColumn, textData } from './support';

async function sessionCount(db: Parameters<typeof companyCardIds>[0]) {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bulk_edits`));
  return row!.n;
}

describe('bulk edit: who may', () => {
  test('no session is a 401; a network user and an admin are 403 (§6 product.bulk_edit is a supplier’s)', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    expectError(
      await request(app, 'POST', '/api/bulk-edit', { body: { ids } }),
      401,
      'errors.unauthenticated',
    );
    for (const email of ['network@demo.pim', 'admin@demo.pim']) {
      const other = await loginAs(app, email);
      expectError(await call(app, other, 'POST', '/api/bulk-edit', { ids }), 403, 'session.forbidden');
    }
    expect(await sessionCount(db)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a supplier without flags.bulk_edit (BULK_EDIT=off) is a 403', async () => {
    const { app, db } = await testApp({ bulkEditEnabled: false });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    expectError(await call(app, supplier, 'POST', '/api/bulk-edit', { ids }), 403, 'session.forbidden');
    expect(await sessionCount(db)).toBe(0);
  });

  test('another company’s card is refused (400 on its index) and nothing is created', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const mine = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    const theirs = await companyCardIds(db, other.answer.user.company_id!, 1);
    const response = await call(app, supplier, 'POST', '/api/bulk-edit', { ids: [...mine, ...theirs] });
    const faults = expectFaults(response, 'bulk_edit');
    expect(faults.map((fault) => fault.field)).toEqual(['ids.2']);
    expect(await sessionCount(db)).toBe(0);
  });

  test('another company’s session is a 404 for every route', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const grid = await openSession(
      app,
      supplier,
      await companyCardIds(db, supplier.answer.user.company_id!, 2),
    );
    expectError(await call(app, other, 'GET', `/api/bulk-edit/${grid.id}`), 404, 'bulkEdit.errors.notFound');
    expectError(
      await call(app, other, 'POST', `/api/bulk-edit/${grid.id}/validate`, {}),
      404,
      'bulkEdit.errors.notFound',
    );
    expectError(
      await call(app, supplier, 'GET', '/api/bulk-edit/99999999999'),
      404,
      'bulkEdit.errors.notFound',
    );
  });
});

describe('bulk edit: bad input is a 400 and writes nothing', () => {
  test('create: no ids, too many, not numbers, bad JSON', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    for (const body of [
      {},
      { ids: [] },
      { ids: ['1'] },
      { ids: [-1] },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ])
      expectFaults(await call(app, supplier, 'POST', '/api/bulk-edit', body), 'bulk_edit');
    const raw = await request(app, 'POST', '/api/bulk-edit', {
      raw: '{"ids": [1,',
      cookie: supplier.cookie,
      csrf: supplier.csrf,
    });
    expect(raw.status).toBe(400);
    expect(await sessionCount(db)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('edits: unknown field, card outside the session, bad shape — nothing written', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 3);
    const grid = await openSession(app, supplier, ids.slice(0, 2));
    const column = textColumn(grid);
    const path = `/api/bulk-edit/${grid.id}/edits`;
    const good = { product_id: ids[0]!, field: column.key, data: textData('ok') };
    const bodies = [
      { edits: [] },
      { edits: [good, { product_id: ids[2]!, field: column.key, data: textData('x') }] },
      { edits: [good, { product_id: ids[0]!, field: 'no-such-attribute', data: null }] },
      { edits: [{ ...good, data: 'text' }] },
      { edits: [{ ...good, field: '' }] },
    ];
    for (const body of bodies) expectFaults(await call(app, supplier, 'POST', path, body), 'bulk_edit');
    expectFaults(
      await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/change`, { field: 'nope', data: null }),
      'bulk_edit',
    );
    expectFaults(
      await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'later' }),
      'bulk_edit',
    );
    const cards = await db.select().from(bulkEditCards).where(eq(bulkEditCards.bulkEditId, grid.id));
    expect(cards.every((card) => JSON.stringify(card.edits) === '{}')).toBe(true);
    const [session] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, grid.id));
    expect(session!.status).toBe(BULK_STATUS.CREATED);
    expect(errors).toEqual([]);
  });

  test('save before validation is refused (400) and queues nothing', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const grid = await openSession(
      app,
      supplier,
      await companyCardIds(db, supplier.answer.user.company_id!, 2),
    );
    const response = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    expect(expectFaults(response, 'bulk_edit')[0]!.field).toBe('status');
    // The demo data has ended jobs of its own: none is a bulk save queued by this refused request.
    const [jobs] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from jobs where status = 'pending'`),
    );
    expect(jobs!.n).toBe(0);
  });
});

describe('bulk edit: edits and validation', () => {
  test('cell edits and a bulk change become pending edits (status 2); the cards stay untouched', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 3);
    const before = await db.select().from(products).where(eq(products.id, ids[0]!));
    const grid = await openSession(app, supplier, ids);
    expect(grid.status).toBe(BULK_STATUS.CREATED);
    expect(grid.cards.map((card) => card.id)).toEqual(ids);
    const column = textColumn(grid);
    const chosen = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/columns`, {
      columns: ['name_to_show', column.key],
    });
    expect((chosen.body as { columns: string[] }).columns).toEqual(['name_to_show', column.key]);

    const edited = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: 'name_to_show', data: textData('Nazwa z edycji zbiorczej') }],
    });
    expect(edited.status, edited.text).toBe(200);
    const changed = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/change`, {
      field: column.key,
      data: textData('Wartość dla wszystkich'),
    });
    expect(changed.status, changed.text).toBe(200);
    const after = await gridOf(app, supplier, grid.id);
    expect(after.status).toBe(BULK_STATUS.EDITED);
    expect(after.cards[0]!.values.name_to_show![0]!.value).toEqual(['Nazwa z edycji zbiorczej']);
    expect(
      after.cards.every((card) => card.values[column.key]![0]!.value[0] === 'Wartość dla wszystkich'),
    ).toBe(true);
    expect(after.cards[0]!.edited.sort()).toEqual(['name_to_show', column.key].sort());
    expect(await db.select().from(products).where(eq(products.id, ids[0]!))).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('validate runs the card’s own ready rules and stores the faults per card (status 4)', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 4);
    const grid = await openSession(app, supplier, ids);
    // An emptied display name is a fault of the ready rules (§5 Product: name_to_show required).
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[1]!, field: 'name_to_show', data: null }],
    });
    const validated = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {});
    expect(validated.status, validated.text).toBe(200);
    const answer = await gridOf(app, supplier, grid.id);
    expect(answer.status).toBe(BULK_STATUS.VALIDATED);
    expect(answer.cards.every((card) => card.faults !== null)).toBe(true);
    const fault = answer.cards[1]!.faults!.find((entry) => entry.field === 'name_to_show');
    expect(fault?.message).toBe('Pole wymagane');
    const stored = await db.select().from(bulkEditCards).where(eq(bulkEditCards.bulkEditId, grid.id));
    expect(stored.every((card) => Array.isArray(card.faults))).toBe(true);
    expect(errors).toEqual([]);
  });
});
