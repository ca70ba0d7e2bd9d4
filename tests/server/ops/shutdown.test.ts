import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, test, vi } from 'vitest';
import type { Database } from '@server/db/client';
import { jobs, users } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { startJobWorker, type JobHandler } from '@server/jobs/worker';
import { newLifecycle } from '@server/ops/lifecycle';
import { currentRequestId, withRequestId } from '@server/ops/request-context';
import { shutDownGracefully } from '@server/ops/shutdown';
import { testDatabase } from '@tests/server/harness/database';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function someUserId(db: Awaited<ReturnType<typeof testDatabase>>): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user!.id;
}

describe('jobs carry their request id; SIGTERM drains (docs/decisions/0056)', () => {
  test('a job queued by a request carries its id, and the job runs under it', async () => {
    const db = await testDatabase();
    const userId = await someUserId(db);
    const job = await withRequestId('req-queued-42', () =>
      enqueueJob(db, {
        userId,
        kind: 'probe',
        title: { language: 'pl', key: 'jobs.titles.productListExport' },
        jobsKey: 'main',
        input: {},
      }),
    );
    expect(job.requestId).toBe('req-queued-42');
    const seen: (string | null)[] = [];
    const handlers: Record<string, JobHandler> = {
      probe: () => {
        seen.push(currentRequestId());
        return Promise.resolve({ result: {} });
      },
    };
    const worker = startJobWorker(db, handlers, { idleMs: 10 });
    await vi.waitFor(async () => {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row?.status).toBe('finished');
    });
    await worker.stop();
    expect(seen).toEqual(['req-queued-42']);
  });

  test('a worker stopped with a grace hands a job it cannot finish back to the queue', async () => {
    const db = await testDatabase();
    const userId = await someUserId(db);
    const started = gate();
    const never = gate();
    const handlers: Record<string, JobHandler> = {
      slow: async () => {
        started.open();
        await never.opened;
        return { result: {} };
      },
    };
    const job = await enqueueJob(db, {
      userId,
      kind: 'slow',
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input: {},
    });
    const worker = startJobWorker(db, handlers, { idleMs: 10 });
    await started.opened;
    await worker.stop({ graceMs: 50 });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'pending', lockedBy: null });
    never.open();
  });

  test('on shutdown a request in flight is answered, new connections are refused, the database closes', async () => {
    const release = gate();
    const arrived = gate();
    const app = new Hono().get('/slow', async (c) => {
      arrived.open();
      await release.opened;
      return c.text('done');
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;

    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await arrived.opened;
    const lifecycle = newLifecycle();
    let closed = false;
    const database = { close: () => Promise.resolve(void (closed = true)) } as unknown as Database;
    const stopping = shutDownGracefully({ server, worker: null, database, lifecycle, graceMs: 30_000 });
    expect(lifecycle.draining).toBe(true);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(closed).toBe(false);
    release.open();
    expect(await inFlight).toBe('done');
    await stopping;
    expect(closed).toBe(true);
  });
});
