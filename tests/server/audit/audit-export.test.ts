import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { jobAnswerSchema, jobStartedSchema, type JobAnswer } from '@contract/jobs';
import type { App } from '@server/app';
import { jobs, products } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** The change-log report's xlsx export, made by a background job (docs/decisions/0052). */

async function untilEnded(app: App, session: Session, id: number): Promise<JobAnswer> {
  for (let round = 0; round < 400; round += 1) {
    const answer = jobAnswerSchema.parse(
      (await request(app, 'POST', `/api/get-job/${id}`, { cookie: session.cookie, csrf: session.csrf })).body,
    );
    if (answer.status === 'finished' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not end');
}

describe('POST /api/p1/audit-trail/export', () => {
  test('queues a job whose file holds one row per field changed, with before and after', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    await db.update(products).set({ nameToShow: 'Do eksportu' }).where(eq(products.id, card.id));

    const started = await request(app, 'POST', '/api/p1/audit-trail/export', {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      body: { scope: { kind: 'report' }, filters: { product_id: card.id, field: 'name_to_show' } },
    });
    expect(started.status, started.text).toBe(202);
    const { job } = jobStartedSchema.parse(started.body);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, supplier, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');

    const file = await app.request(ended.result!.download!, { headers: { cookie: supplier.cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getRow(2).values as unknown[];
    expect(values.slice(-3)).toEqual(['name_to_show', card.nameToShow, 'Do eksportu']);
    expect(errors).toEqual([]);
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a bad body is a 400 and queues nothing; another company’s history is refused', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const before = (await db.select({ id: jobs.id }).from(jobs)).length;
    for (const body of [
      {},
      { scope: { kind: 'user' }, filters: {} },
      { scope: { kind: 'report' }, filters: { source: 'fax' } },
    ]) {
      expectFaults(
        await request(app, 'POST', '/api/p1/audit-trail/export', {
          cookie: supplier.cookie,
          csrf: supplier.csrf,
          body,
        }),
        'audit_trail',
      );
    }
    const other = await cardOf(db, supplier.answer.user.company_id!, true);
    expectError(
      await request(app, 'POST', '/api/p1/audit-trail/export', {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: { scope: { kind: 'company', id: other.companyId }, filters: {} },
      }),
      403,
      'auditTrail.errors.forbidden',
    );
    expect((await db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });
});
