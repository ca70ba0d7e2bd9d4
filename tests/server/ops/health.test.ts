import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createApp } from '@server/app';
import type { MediaStorage } from '@server/media/storage';
import { newLifecycle } from '@server/ops/lifecycle';
import { createLogger } from '@server/ops/logger';
import { RecordingMailer, testConfig } from '@tests/server/harness/app';
import { testDatabase } from '@tests/server/harness/database';
import { loginAs, request } from '@tests/server/harness/http';

/** Storage whose `ready` fails: what a bucket that went away looks like to /readyz. */
const unreachable: MediaStorage = {
  put: () => Promise.reject(new Error('unreachable')),
  get: () => Promise.reject(new Error('unreachable')),
  open: () => Promise.reject(new Error('unreachable')),
  delete: () => Promise.reject(new Error('unreachable')),
  ready: () => Promise.reject(new Error('connect ECONNREFUSED')),
  list: () => ({
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('unreachable')) }),
  }),
};

async function opsApp(options: { mediaStorage?: MediaStorage; metricsToken?: string } = {}) {
  const db = await testDatabase();
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const lifecycle = newLifecycle();
  const app = createApp({
    db,
    config: testConfig({ metricsToken: options.metricsToken ?? null }),
    mailer: new RecordingMailer(),
    clientDir: '/nonexistent',
    logger: createLogger('info', sink),
    lifecycle,
    ...(options.mediaStorage === undefined ? {} : { mediaStorage: options.mediaStorage }),
  });
  return { app, db, lifecycle, lines };
}

describe('operations: /healthz, /readyz, /metrics, request ids (docs/decisions/0056)', () => {
  test('/healthz answers alive without a session', async () => {
    const { app } = await opsApp();
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  test('/readyz is ready when the database, migrations and storage are', async () => {
    const { app } = await opsApp();
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  test('a load balancer’s probes are logged only at debug, so they do not drown the request lines', async () => {
    const { app, lines } = await opsApp();
    await app.request('/readyz', { headers: { 'X-Request-Id': 'probe-1' } });
    await app.request('/healthz', { headers: { 'X-Request-Id': 'probe-2' } });
    expect(lines.filter((entry) => String(entry.requestId).startsWith('probe-'))).toEqual([]);
  });

  test('/readyz is 503 while storage is unreachable, a migration is missing, or the process drains', async () => {
    const broken = await opsApp({ mediaStorage: unreachable });
    const noStorage = await broken.app.request('/readyz');
    expect(noStorage.status).toBe(503);
    expect(await noStorage.json()).toMatchObject({ status: 'not-ready', checks: { storage: 'failed' } });

    const { app, db, lifecycle } = await opsApp();
    await db.execute(sql`delete from app_migrations where tag = (select max(tag) from app_migrations)`);
    expect(await (await app.request('/readyz')).json()).toMatchObject({
      status: 'not-ready',
      checks: { migrations: 'pending', database: 'ok' },
    });
    lifecycle.draining = true;
    const draining = await app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
  });

  test('/metrics counts requests by route pattern, never by raw path, and reports the job queue', async () => {
    const { app } = await opsApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    await request(app, 'GET', '/api/p1/product/show/1', { cookie: admin.cookie });
    await request(app, 'GET', '/api/p1/product/show/2', { cookie: admin.cookie });
    const text = await (await app.request('/metrics')).text();
    const showLines = text
      .split('\n')
      .filter((line) => line.startsWith('pim_http_request_duration_seconds_count') && line.includes('show'));
    expect(showLines).toHaveLength(1);
    expect(showLines[0]).toContain('route="/api/p1/product/show/:id');
    expect(showLines[0]).toMatch(/ 2$/);
    expect(text).toMatch(/pim_jobs_queued\{status="pending"\} \d+/);
    expect(text).toMatch(/pim_jobs_oldest_pending_age_seconds \d/);
  });

  test('/metrics asks for the token when one is set', async () => {
    const { app } = await opsApp({ metricsToken: 'scrape-secret' });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await app.request('/metrics', { headers: { Authorization: 'Bearer scrape-secret' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('pim_http_request_duration_seconds');
  });

  test('every answer carries a request id, the caller’s when plain, and its log line the same', async () => {
    const { app, lines } = await opsApp();
    const given = await app.request('/api/page-config', { headers: { 'X-Request-Id': 'lb-1234.abc' } });
    expect(given.headers.get('X-Request-Id')).toBe('lb-1234.abc');
    const odd = await app.request('/api/page-config', { headers: { 'X-Request-Id': 'a b<script>' } });
    const made = odd.headers.get('X-Request-Id') ?? '';
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((entry) => entry.requestId === 'lb-1234.abc');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/api/page-config', status: 200 });
    expect(lines.some((entry) => entry.requestId === made)).toBe(true);
  });

  test('the access line never holds a query string (links carry their tokens there)', async () => {
    const { app, lines } = await opsApp();
    await app.request('/api/register/confirm?token=secret-token-value');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});
