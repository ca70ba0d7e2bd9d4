import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { jobAnswerSchema, jobListAnswerSchema, jobStartedSchema, type JobAnswer } from '@contract/jobs';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import { rowsOf, type Db } from '@server/db/client';
import { jobs, products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { claimJob, enqueueJob } from '@server/jobs/queue';
import { startJobWorker, type JobHandler } from '@server/jobs/worker';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** Cards enough that the admin's whole list is over what an export answers at once. */
async function addCards(db: Db, count: number) {
  const [template] = await db.select().from(products).limit(1);
  await db.execute(sql`
    insert into products (company_id, name, name_to_show, status)
    select ${template!.companyId}, 'Masowa', 'Karta masowa ' || n, ${PRODUCT_STATUS.DRAFT}
    from generate_series(1, ${count}) as n`);
}

async function getJob(app: App, session: Session, id: number | string) {
  return request(app, 'POST', `/api/get-job/${id}`, { cookie: session.cookie, csrf: session.csrf });
}

/** Polls get-job as the jobs panel does until the job has ended. */
async function untilEnded(app: App, session: Session, id: number): Promise<JobAnswer> {
  for (let round = 0; round < 400; round += 1) {
    const answer = jobAnswerSchema.parse((await getJob(app, session, id)).body);
    if (answer.status === 'finished' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not end');
}

describe('background jobs (§3 Job, §7 get-job)', () => {
  test('a large list export is a job: 202, progress, finished at 100 %, the file holds every row', async () => {
    const { app, db, config, errors } = await testApp({ exportDirectRows: 40 });
    await addCards(db, 20);
    const admin = await loginAs(app, 'admin@demo.pim');
    const [{ total }] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from products`),
    ) as [{ total: number }];

    const started = await app.request('/api/p1/products/export?sort=id', {
      headers: { cookie: admin.cookie },
    });
    expect(started.status).toBe(202);
    const { job } = jobStartedSchema.parse(await started.json());
    expect(job).toMatchObject({ status: 'pending', jobs_key: 'main', title: 'Eksport listy produktów' });
    expect(job.output.percentage).toBe(0);

    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, admin, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');
    expect(ended.output).toEqual({ current_item: total, total_items: total, percentage: 100 });
    expect(ended.result?.message).toContain(String(total));
    expect(ended.result?.download).toBe(`/api/jobs/${job.id}/file`);

    const file = await app.request(ended.result!.download!, { headers: { cookie: admin.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="products-[\d-]+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);

    // Started in Polish, read in German: the title and the message are said in the reader's language, and
    // given as catalogue texts for a screen that keeps the job (docs/decisions/0060).
    const inGerman = jobAnswerSchema.parse(
      (
        await request(app, 'POST', `/api/get-job/${job.id}`, {
          // The login set the account's own language cookie: this reader has switched to German since.
          cookie: [
            ...admin.cookie.split('; ').filter((part) => !part.startsWith('pim_lang=')),
            'pim_lang=de',
          ].join('; '),
          csrf: admin.csrf,
        })
      ).body,
    );
    expect(inGerman.title).toBe('Export der Produktliste');
    expect(inGerman.title_text).toEqual({ key: 'jobs.titles.productListExport' });
    expect(inGerman.result?.message).toBe(
      `Exportierte Karten: ${total}. Die Datei steht zum Herunterladen bereit.`,
    );
    expect(inGerman.result?.message_text).toEqual({ key: 'jobs.exportReady', values: { count: total } });
    expect(errors).toEqual([]);
  });

  test('another user’s job, a job that does not exist and a malformed id are all 404; no session is 401', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const job = await enqueueJob(db, {
      userId: admin.answer.user.id,
      kind: 'product_list_export',
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input: {},
    });
    expect((await getJob(app, admin, job.id)).status).toBe(200);
    expect((await getJob(app, supplier, job.id)).status).toBe(404);
    expect((await getJob(app, admin, 999_999)).status).toBe(404);
    expect((await getJob(app, admin, 'abc')).status).toBe(404);
    expect((await getJob(app, admin, '1 or 1=1')).status).toBe(404);
    const file = await app.request(`/api/jobs/${job.id}/file`, { headers: { cookie: admin.cookie } });
    expect(file.status).toBe(404);
    expect((await request(app, 'POST', `/api/get-job/${job.id}`)).status).toBe(401);
  });

  test('more rows than the server exports is a 400 that names the limit, and no job is queued', async () => {
    const { app, db } = await testApp({ exportMaxRows: 20 });
    const admin = await loginAs(app, 'admin@demo.pim');
    // The demo data's ended jobs are there before: none is added.
    const before = await db.select().from(jobs);
    const response = await request(app, 'GET', '/api/p1/products/export', { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toContain('20');
    expect(await db.select().from(jobs)).toEqual(before);
  });

  test('two workers on one database never run a job twice', async () => {
    const { db, config } = await testApp();
    const runs: number[] = [];
    const handler: JobHandler = async ({ job, progress }) => {
      runs.push(job.id);
      await progress(1, 1);
      return { result: { message: 'jobs.exportReady', values: { count: 1 } } };
    };
    const [userId] = rowsOf<{ id: number }>(await db.execute(sql`select id from users order by id limit 1`));
    if (userId === undefined) throw new Error('no user');
    for (let index = 0; index < 12; index += 1)
      await enqueueJob(db, {
        userId: userId.id,
        kind: 'test',
        title: { language: 'pl', key: 'jobs.titles.productListExport' },
        jobsKey: 'main',
        input: {},
      });
    const handlers = { ...jobHandlers(config), test: handler };
    const workers = [
      startJobWorker(db, handlers, { idleMs: 10 }),
      startJobWorker(db, handlers, { idleMs: 10 }),
    ];
    for (let round = 0; round < 1000; round += 1) {
      const [row] = rowsOf<{ open: number }>(
        await db.execute(sql`select count(*)::int as open from jobs where status in ('pending', 'running')`),
      );
      if (row!.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...runs].sort((a, b) => a - b)).toEqual([...new Set(runs)].sort((a, b) => a - b));
    expect(runs).toHaveLength(12);
  });

  test('a job whose worker died is claimed again when its lease runs out, and resumed to the end', async () => {
    const { db, config } = await testApp();
    const [userId] = rowsOf<{ id: number }>(await db.execute(sql`select id from users order by id limit 1`));
    if (userId === undefined) throw new Error('no user');
    const job = await enqueueJob(db, {
      userId: userId.id,
      kind: 'test',
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input: {},
    });
    // A worker claims it and dies (never reports again): while its lease runs nobody else takes the job.
    const dead = await claimJob(db, 'dead-worker', 60_000);
    expect(dead?.id).toBe(job.id);
    expect(await claimJob(db, 'other', 60_000)).toBeNull();
    // The lease runs out: moved into the past rather than waited for, so a slow machine changes nothing.
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    const handler: JobHandler = async ({ progress }) => {
      await progress(3, 3);
      return { result: { message: 'jobs.exportReady', values: { count: 3 } } };
    };
    const worker = startJobWorker(db, { ...jobHandlers(config), test: handler }, { idleMs: 10 });
    for (let round = 0; round < 1000; round += 1) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      if (row!.status === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'finished', attempts: 2, currentItem: 3, lockedBy: null });
  });

  test('a failing handler fails its job with a message, and the worker goes on with the next', async () => {
    const { app, db, config } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const reported: unknown[] = [];
    const failing = await enqueueJob(db, {
      userId: admin.answer.user.id,
      kind: 'broken',
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input: {},
    });
    const unknown = await enqueueJob(db, {
      userId: admin.answer.user.id,
      kind: 'no-such-kind',
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input: {},
    });
    const broken: JobHandler = () => Promise.reject(new Error('boom'));
    const worker = startJobWorker(
      db,
      { ...jobHandlers(config), broken },
      {
        idleMs: 10,
        reportError: (error) => reported.push(error),
      },
    );
    const failed = await untilEnded(app, admin, failing.id);
    const unknownEnded = await untilEnded(app, admin, unknown.id);
    await worker.stop();
    expect(failed).toMatchObject({ status: 'failed', output: { percentage: 100 } });
    expect(failed.result?.message).toBe('Zadanie nie powiodło się.');
    expect(unknownEnded.status).toBe('failed');
    expect(reported).toHaveLength(1);
  });
});

describe("GET /api/jobs: the user's own recent jobs (§4 Jobs, docs/decisions/0060)", () => {
  const listOf = async (app: App, session: Session) => {
    const response = await request(app, 'GET', '/api/jobs', { cookie: session.cookie });
    expect(response.status, response.text).toBe(200);
    return jobListAnswerSchema.parse(response.body).jobs;
  };

  test('each signed-in user gets their own jobs, newest first, in their language; anonymous gets 401', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const own = await listOf(app, supplier);
    // The demo data's ended jobs of the supplier: an export, a bulk save and a failed import.
    expect(own.map((job) => job.status).sort()).toEqual(['failed', 'finished', 'finished']);
    expect(own.map((job) => job.id)).toEqual([...own.map((job) => job.id)].sort((a, b) => b - a));
    expect(own.find((job) => job.status === 'failed')?.result?.message).toBe(
      'Zadanie przerywało pracę serwera zbyt wiele razy i zostało zatrzymane.',
    );
    const [supplierRow] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const mine = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, supplierRow!.id));
    expect(new Set(own.map((job) => job.id))).toEqual(new Set(mine.map((row) => row.id)));
    // Another user sees none of them; a user without jobs gets an empty list.
    const other = await listOf(app, await loginAs(app, 'supplier2@demo.pim'));
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((job) => own.some((mineJob) => mineJob.id === job.id))).toBe(false);
    expect(await listOf(app, await loginAs(app, 'qc@demo.pim'))).toEqual([]);
    expect((await request(app, 'GET', '/api/jobs')).status).toBe(401);
  });
});
