import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Db } from '@server/db/client';
import { attributes, bulkEditCards, users } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { call, companyCardIds, openSession } from './support';

/** The Selgros private attributes of the demo by code: trade 26, group 27, sub_group 28, is_offer. */
async function selgrosAttributes(db: Db) {
  const rows = await db
    .select({ uuid: attributes.uuid, code: attributes.code })
    .from(attributes)
    .where(inArray(attributes.code, ['26', '27', '28', 'is_offer']));
  const byCode = new Map(rows.map((row) => [row.code, row.uuid]));
  return {
    trade: byCode.get('26')!,
    group: byCode.get('27')!,
    subGroup: byCode.get('28')!,
    isOffer: byCode.get('is_offer')!,
  };
}

const yes = [{ value: ['1'], value_uuid: null, unit_uuid: null }];

describe('bulk edit: Selgros private attributes follow the user flags (§6, docs/decisions/0043)', () => {
  test('the limited flag is offered trade/group/sub_group only; an edit of another one is refused and nothing written', async () => {
    const { app, db, errors } = await testApp();
    const selgros = await selgrosAttributes(db);
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const ids = await companyCardIds(db, supplier2.answer.user.company_id!, 2);
    const grid = await openSession(app, supplier2, ids);
    const offered = grid.available_columns.map((column) => column.key);
    for (const uuid of [selgros.trade, selgros.group, selgros.subGroup]) expect(offered).toContain(uuid);
    expect(offered).not.toContain(selgros.isOffer);

    const chosen = await call(app, supplier2, 'POST', `/api/bulk-edit/${grid.id}/columns`, {
      columns: ['name', selgros.isOffer],
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect((chosen.body as { columns: string[] }).columns).toEqual(['name']);

    const edit = await call(app, supplier2, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: selgros.isOffer, data: yes }],
    });
    expect(edit.status).toBe(400);
    const change = await call(app, supplier2, 'POST', `/api/bulk-edit/${grid.id}/change`, {
      field: selgros.isOffer,
      data: yes,
    });
    expect(change.status).toBe(400);
    const cards = await db.select().from(bulkEditCards).where(eq(bulkEditCards.bulkEditId, grid.id));
    expect(cards.every((card) => JSON.stringify(card.edits) === '{}')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('without either flag no Selgros private column is offered and an edit of one is refused', async () => {
    const { app, db, errors } = await testApp();
    const selgros = await selgrosAttributes(db);
    await db.update(users).set({ extraFlags: {} }).where(eq(users.email, 'supplier2@demo.pim'));
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const ids = await companyCardIds(db, supplier2.answer.user.company_id!, 2);
    const grid = await openSession(app, supplier2, ids);
    const offered = grid.available_columns.map((column) => column.key);
    for (const uuid of Object.values(selgros)) expect(offered).not.toContain(uuid);
    const change = await call(app, supplier2, 'POST', `/api/bulk-edit/${grid.id}/change`, {
      field: selgros.trade,
      data: null,
    });
    expect(change.status).toBe(400);
    const cards = await db.select().from(bulkEditCards).where(eq(bulkEditCards.bulkEditId, grid.id));
    expect(cards.every((card) => JSON.stringify(card.edits) === '{}')).toBe(true);
    expect(errors).toEqual([]);
  });
});
