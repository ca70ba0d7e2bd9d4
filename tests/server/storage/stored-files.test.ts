import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobAnswerSchema } from '@contract/jobs';
import type { ServerConfig } from '@server/config';
import { importUploads, jobFiles, jobs, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { mediaStorageFor } from '@server/media/storage-from-config';
import { FILE_KIND, newFileKey, newMediaKey } from '@server/media/storage';
import { testApp, type TestApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { startTestS3, type TestS3 } from '@tests/server/harness/s3-server';
import { analysed, gtinFor, importFile, start, untilEnded } from '@tests/server/importer/support';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(`files-${newMediaKey().slice(0, 8)}/`);
});
afterAll(async () => {
  await s3.stop();
});

/** Each run on storage of its own: the sweep must meet no other test's files. */
const backends: [string, () => Partial<ServerConfig>][] = [
  ['local disk', () => ({ dataDir: mkdtempSync(join(tmpdir(), 'pim-stored-files-')) })],
  [
    'S3-compatible service',
    () => ({
      mediaStorage: { kind: 's3', settings: { ...s3.settings, prefix: `files-${newMediaKey()}/` } },
    }),
  ],
];

async function runJobs(
  db: TestApp['db'],
  config: ServerConfig,
  session: Session,
  app: TestApp['app'],
  id: number,
) {
  const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
  try {
    return await untilEnded(app, session, id);
  } finally {
    await worker.stop();
  }
}

async function download(app: TestApp['app'], session: Session, id: number) {
  const response = await app.request(`/api/jobs/${id}/file`, { headers: { cookie: session.cookie } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** docs/decisions/0057: import uploads and job files live in the file storage, on either backend. */
describe.each(backends)('stored files on %s', (_name, settings) => {
  test('an import upload is kept in the storage until its job ends; the report is a stored, streamed file', async () => {
    const { app, db, config, errors } = await testApp(settings());
    const storage = mediaStorageFor(config);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const file = await importFile(['gtin'], [{ gtin: gtinFor(901) }, { gtin: gtinFor(902) }]);
    const analysis = await analysed(app, supplier, file, '1');

    const [upload] = await db.select().from(importUploads).where(eq(importUploads.id, analysis.upload_id));
    expect(upload!.bytes).toBeNull();
    expect(upload!.storageKey).toMatch(/^import-uploads\/[0-9a-f]{32}$/);
    expect(await storage.get(upload!.storageKey!)).toEqual(new Uint8Array(file));

    const job = await start(app, supplier, analysis.upload_id);
    const ended = await runJobs(db, config, supplier, app, job.id);
    expect(ended.status).toBe('finished');
    // The import has run: its upload's file is gone, the row (file name for the report) stays.
    const [after] = await db.select().from(importUploads).where(eq(importUploads.id, analysis.upload_id));
    expect(after!.storageKey).toBeNull();
    expect(await storage.get(upload!.storageKey!)).toBeNull();

    const [stored] = await db.select().from(jobFiles).where(eq(jobFiles.jobId, job.id));
    expect(stored!.bytes).toBeNull();
    expect(stored!.storageKey).toMatch(/^job-files\/[0-9a-f]{32}$/);
    const { response, bytes } = await download(app, supplier, job.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes).toEqual(await storage.get(stored!.storageKey!));
    expect(errors).toEqual([]);
  });

  test('the sweep moves old rows into the storage, keeps a fresh orphan, reports a missing file, then removes the old orphan', async () => {
    const { app, db, config, errors } = await testApp(settings());
    const storage = mediaStorageFor(config);
    const admin = await loginAs(app, 'admin@demo.pim');
    const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pim'));

    // A job file from before 0044 (bytes in the row), one whose stored file went missing, and an orphan.
    const legacy = await oldExport(db, adminRow!.id, 'old.xlsx');
    await db.insert(jobFiles).values({
      jobId: legacy,
      filename: 'old.xlsx',
      contentType: 'application/octet-stream',
      bytes: sql`decode('0a0b0c', 'hex')`,
    });
    const lost = await oldExport(db, adminRow!.id, 'lost.xlsx');
    const lostKey = newFileKey(FILE_KIND.JOB_FILE);
    await db.insert(jobFiles).values({
      jobId: lost,
      filename: 'lost.xlsx',
      contentType: 'application/octet-stream',
      storageKey: lostKey,
      size: 3,
    });
    const orphan = newFileKey(FILE_KIND.IMPORT_UPLOAD);
    await storage.put(orphan, new Uint8Array([9, 9]));
    // Downloaded before the sweep: served from the old row's bytes.
    expect((await download(app, admin, legacy)).bytes).toEqual(new Uint8Array([10, 11, 12]));

    const sweep = async (graceMs: number) => {
      const response = await request(app, 'POST', '/api/storage/sweep', {
        cookie: admin.cookie,
        csrf: admin.csrf,
        body: {},
      });
      expect(response.status, response.text).toBe(202);
      const { job } = response.body as { job: { id: number } };
      const ended = await runJobs(db, { ...config, storageSweepGraceMs: graceMs }, admin, app, job.id);
      expect(ended.status).toBe('finished');
      const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      return { ended, result: row!.result as { values: Record<string, number>; findings: Finding[] } };
    };

    const first = await sweep(3_600_000);
    expect(first.result.findings).toContainEqual(expect.objectContaining({ key: orphan, status: 'kept' }));
    expect(first.result.findings).toContainEqual(
      expect.objectContaining({ key: lostKey, status: 'missing', where: `job_files ${lost}` }),
    );
    expect(first.result.values.moved).toBeGreaterThanOrEqual(1);
    expect(await storage.get(orphan)).toEqual(new Uint8Array([9, 9]));
    const [moved] = await db.select().from(jobFiles).where(eq(jobFiles.jobId, legacy));
    expect(moved).toMatchObject({ bytes: null, size: 3 });
    expect(await storage.get(moved!.storageKey!)).toEqual(new Uint8Array([10, 11, 12]));
    expect((await download(app, admin, legacy)).bytes).toEqual(new Uint8Array([10, 11, 12]));
    // The report is the sweep's own stored file, listed in the jobs panel's answer.
    expect(first.ended.result?.download).toBe(`/api/jobs/${first.ended.id}/file`);
    expect((await download(app, admin, first.ended.id)).response.status).toBe(200);

    const second = await sweep(0);
    expect(second.result.findings).toContainEqual(
      expect.objectContaining({ key: orphan, status: 'removed' }),
    );
    expect(await storage.get(orphan)).toBeNull();
    // Files rows name are never removed, however old.
    expect(await storage.get(moved!.storageKey!)).toEqual(new Uint8Array([10, 11, 12]));
    expect(errors).toEqual([]);
  });
});

interface Finding {
  key: string;
  status: string;
  where: string;
}

async function oldExport(db: TestApp['db'], userId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ userId, kind: 'product_list_export', title, jobsKey: 'main', input: {}, status: 'finished' })
    .returning({ id: jobs.id });
  return row!.id;
}

describe('starting the storage sweep', () => {
  test('is for admins: others are refused, a body that is not an empty object is a 400, and neither queues a job', async () => {
    const { app, db } = await testApp();
    const count = async () => (await db.select({ id: jobs.id }).from(jobs)).length;
    const before = await count();
    for (const email of ['supplier@demo.pim', 'network@demo.pim', 'qc@demo.pim']) {
      const session = await loginAs(app, email);
      const response = await request(app, 'POST', '/api/storage/sweep', {
        cookie: session.cookie,
        csrf: session.csrf,
        body: {},
      });
      expect(response.status).toBe(403);
    }
    const admin = await loginAs(app, 'admin@demo.pim');
    for (const body of [{ grace: 0 }, [], 'x']) {
      const response = await request(app, 'POST', '/api/storage/sweep', {
        cookie: admin.cookie,
        csrf: admin.csrf,
        body,
      });
      expect(response.status).toBe(400);
    }
    expect(await count()).toBe(before);
    const started = await request(app, 'POST', '/api/storage/sweep', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: {},
    });
    expect(started.status).toBe(202);
    expect(jobAnswerSchema.parse((started.body as { job: unknown }).job)).toMatchObject({
      title: 'Przegląd plików w magazynie',
      status: 'pending',
    });
    expect(await count()).toBe(before + 1);
  });
});
