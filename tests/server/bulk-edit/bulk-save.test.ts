import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bulkSaveStartedSchema } from '@contract/bulk-edit';
import { BULK_STATUS, PRODUCT_STATUS } from '@domain/constants';
import { bulkEditSaveHandler } from '@server/bulk-edit/save-job';
import { bulkEditCards, jobs, products } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import type { App } from '@server/app';
import type { Session } from '@tests/server/harness/http';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { call, companyCardIds, gridOf, openSession, textColumn, textData } from './support';

async function untilSaved(app: App, session: Session, id: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const grid = await gridOf(app, session, id);
    if (grid.status === BULK_STATUS.SAVED) return grid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the session was not saved');
}

describe('bulk edit: the save job', () => {
  test('draft mode: every card saved like a normal card save; a rerun writes nothing again', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 5);
    const grid = await openSession(app, supplier, ids);
    const column = textColumn(grid);
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: 'name_to_show', data: textData('Sok po edycji zbiorczej') }],
    });
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/change`, {
      field: column.key,
      data: textData('Zbiorczo'),
    });
    expect((await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {})).status).toBe(200);
    const started = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    expect(started.status, started.text).toBe(202);
    const { job } = bulkSaveStartedSchema.parse(started.body);
    expect(job).toMatchObject({ status: 'pending', jobs_key: 'main', output: { total_items: 5 } });
    // Saving 6: the grid takes no more edits.
    expect((await gridOf(app, supplier, grid.id)).status).toBe(BULK_STATUS.SAVING);
    const refused = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: 'name_to_show', data: textData('za późno') }],
    });
    expect(refused.status).toBe(400);

    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const saved = await untilSaved(app, supplier, grid.id);
    await worker.stop();
    expect(saved.cards.every((card) => card.save_state === 'saved')).toBe(true);
    // A saved card's cells are no longer "changed, unsaved".
    expect(saved.cards.map((card) => card.edited)).toEqual(ids.map(() => []));
    expect(saved.job?.status).toBe('finished');
    expect(saved.job?.result?.message).toBe('Zapisane: 5, pominięte: 0, odrzucone: 0.');

    const rows = await db.select().from(products).where(inArray(products.id, ids));
    const first = rows.find((row) => row.id === ids[0])!;
    expect(first.nameToShow).toBe('Sok po edycji zbiorczej');
    expect(rows.every((row) => row.status === PRODUCT_STATUS.DRAFT)).toBe(true);
    for (const row of rows) {
      const attribute = (row.attributes as { uuid: string; data: { value: string[] }[] }[]).find(
        (entry) => entry.uuid === column.key,
      );
      expect(attribute?.data[0]?.value).toEqual(['Zbiorczo']);
      expect(row.lastEditorId).toBe(supplier.answer.user.id);
    }

    // A rerun of the same job (a worker that died after the last card) finds every card done.
    const [jobRow] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    // And a worker that died between a card's save and its mark: the card shows it was written.
    await db.update(bulkEditCards).set({ saveState: 'saving' }).where(eq(bulkEditCards.productId, ids[1]!));
    const handler = bulkEditSaveHandler(config);
    await handler({ db, job: jobRow!, progress: async () => {} });
    const again = await db.select().from(products).where(inArray(products.id, ids));
    expect(again.map((row) => row.updatedAt.getTime()).sort()).toEqual(
      rows.map((row) => row.updatedAt.getTime()).sort(),
    );
    const states = await db.select().from(bulkEditCards).where(eq(bulkEditCards.bulkEditId, grid.id));
    expect(states.every((card) => card.saveState === 'saved')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('ready mode: cards with faults are skipped and keep their stored values', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 3);
    const [before] = await db.select().from(products).where(eq(products.id, ids[0]!));
    const grid = await openSession(app, supplier, ids);
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: 'name_to_show', data: null }],
    });
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {});
    const validated = await gridOf(app, supplier, grid.id);
    const valid = validated.cards.filter((card) => card.faults?.length === 0).map((card) => card.id);
    const started = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'ready' });
    expect(started.status, started.text).toBe(202);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const saved = await untilSaved(app, supplier, grid.id);
    await worker.stop();
    const first = saved.cards.find((card) => card.id === ids[0])!;
    expect(first.save_state).toBe('skipped');
    // A skipped card's edit was not written: its cell still says so.
    expect(first.edited).toEqual(['name_to_show']);
    const [after] = await db.select().from(products).where(eq(products.id, ids[0]!));
    expect(after).toEqual(before);
    for (const card of saved.cards.filter((entry) => valid.includes(entry.id)))
      expect(card.save_state).toBe('saved');
    expect(errors).toEqual([]);
  });

  test('a card changed by someone else after the session read it is refused (§4 conflict), not overwritten', async () => {
    const { app, db, config } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    const grid = await openSession(app, supplier, ids);
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/edits`, {
      edits: [{ product_id: ids[0]!, field: 'name_to_show', data: textData('Z sesji') }],
    });
    await db
      .update(products)
      .set({ nameToShow: 'Ktoś inny', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(products.id, ids[0]!));
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {});
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const saved = await untilSaved(app, supplier, grid.id);
    await worker.stop();
    const card = saved.cards.find((entry) => entry.id === ids[0])!;
    expect(card.save_state).toBe('refused');
    expect(card.save_message).toBe('Karta została zmieniona przez kogoś innego po otwarciu sesji.');
    const [row] = await db.select().from(products).where(eq(products.id, ids[0]!));
    expect(row!.nameToShow).toBe('Ktoś inny');
  });

  test('a save job that failed gives the session back (validated 4) to be saved again', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const grid = await openSession(
      app,
      supplier,
      await companyCardIds(db, supplier.answer.user.company_id!, 2),
    );
    await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/validate`, {});
    const started = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    const { job } = bulkSaveStartedSchema.parse(started.body);
    await db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, job.id));
    expect((await gridOf(app, supplier, grid.id)).status).toBe(BULK_STATUS.VALIDATED);
    const again = await call(app, supplier, 'POST', `/api/bulk-edit/${grid.id}/save`, { mode: 'draft' });
    expect(again.status, again.text).toBe(202);
  });
});
