import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ServerCaches } from '../cache/server-caches';
import { rowsOf, type Db, type PoolUse } from '../db/client';

/** Seconds: from a cached list page to a large export answered at once. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Observes each request's duration under its route pattern (never its raw path: ids would explode it). */
  middleware: MiddlewareHandler;
}

/**
 * Prometheus metrics of one app (prom-client, its own registry so that several apps in one process, as in
 * tests, keep theirs apart): request durations by route, the job queue's depth and oldest waiting job's
 * age (read from the database when scraped: every process sees the shared queue), and the database pool.
 */
export function createMetrics(
  db: Db,
  poolUse: (() => PoolUse) | null,
  caches: ServerCaches | null = null,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'pim_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: 'pim_jobs_queued',
    help: 'Background jobs by status (pending ones wait for a worker).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ status: string; count: number | string }>(
        await db.execute(sql`select status, count(*) as count from jobs
          where status in ('pending', 'running') group by status`),
      );
      this.reset();
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'running' }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });

  new Gauge({
    name: 'pim_jobs_oldest_pending_age_seconds',
    help: 'How long the oldest pending job has waited for a worker; 0 when none waits.',
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ age: number | string | null }>(
        await db.execute(sql`select extract(epoch from now() - min(created_at)) as age
          from jobs where status = 'pending'`),
      );
      this.set(row?.age === null || row?.age === undefined ? 0 : Number(row.age));
    },
  });

  if (caches !== null) {
    new Gauge({
      name: 'pim_change_feed_live',
      help: '1 while this process hears the database’s changes and may answer from what it keeps (0068).',
      registers: [registry],
      collect() {
        this.set(caches.feed.live ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pim_kept_bytes',
      help: 'What this process keeps between requests, by kind: card show answers and sessions.',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        this.set({ kind: 'answers' }, caches.answers.size);
        this.set({ kind: 'sessions' }, caches.sessions.size);
      },
    });
  }

  if (poolUse !== null) {
    new Gauge({
      name: 'pim_db_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting: queries queued for a connection).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    durations.observe(
      { method: c.req.method, route: routePath(c), status: String(c.res.status) },
      (performance.now() - started) / 1000,
    );
  };
  return { registry, middleware };
}
