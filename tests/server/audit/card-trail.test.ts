import { describe, expect, test } from 'vitest';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import type { App } from '@server/app';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { entityEntries, lastEntryId } from './trail';

/** The audit trail of a card save (docs/decisions/0052): field-level before/after, in the save's transaction. */

function saveEdit(app: App, session: Session, id: number, body: unknown) {
  return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    body,
    cookie: session.cookie,
    csrf: session.csrf,
  });
}

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

function renamed(card: ProductShowAnswer, nameToShow: string) {
  const { general_info: info, id: _id, ...payload } = card;
  return {
    ...payload,
    product_profile: { ...payload.product_profile, name_to_show: nameToShow },
    version: info.version,
    updated_at: info.updated_at,
  };
}

describe('the audit trail of a card save', () => {
  test('a save records who saved, from the UI, and the field before and after', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const read = await showOf(app, editor, row.id);
    const since = await lastEntryId(db);

    const saved = await saveEdit(app, editor, row.id, renamed(read, 'Nazwa po zmianie'));
    expect(saved.status, saved.text).toBe(200);

    const entries = await entityEntries(db, since, 'card');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: editor.answer.user.id,
      productId: row.id,
      companyId: editor.answer.user.company_id,
      entityId: String(row.id),
      switchedById: null,
    });
    expect(entry?.changes['name_to_show']).toEqual({
      before: read.product_profile.name_to_show,
      after: 'Nazwa po zmianie',
    });
    // Bookkeeping moved by every save is not a change of the card.
    expect(Object.keys(entry?.changes ?? {})).not.toContain('version');
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a refused save (stale version) leaves no entry', async () => {
    const { app, db } = await testApp();
    const editor = await loginAs(app, 'supplier@demo.pim');
    const row = await cardOf(db, editor.answer.user.company_id!);
    const read = await showOf(app, editor, row.id);
    expect((await saveEdit(app, editor, row.id, renamed(read, 'Pierwsza'))).status).toBe(200);
    const since = await lastEntryId(db);

    expectError(await saveEdit(app, editor, row.id, renamed(read, 'Druga')), 409, 'errors.conflict');
    expect(await entityEntries(db, since, 'card')).toEqual([]);
  });
});
