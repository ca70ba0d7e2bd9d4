import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env';
import { pendingMigrations } from '../db/migrate';
import type { Lifecycle } from './lifecycle';
import type { Metrics } from './metrics';

type Check = 'ok' | 'failed' | 'pending';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a load balancer and an operator ask of each process (docs/decisions/0056):
 * /healthz — the process answers (no database call, so a slow database does not get it restarted);
 * /readyz — the database answers, this build's migrations are applied, media storage is reachable, and
 * the process is not draining; /metrics — Prometheus text, behind METRICS_TOKEN when one is set.
 */
export function healthRoutes(options: {
  lifecycle: Lifecycle;
  metrics: Metrics;
  metricsToken: string | null;
}) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'alive' }))
    .get('/readyz', async (c) => {
      const checks: Record<'database' | 'migrations' | 'storage', Check> = {
        database: 'failed',
        migrations: 'failed',
        storage: 'failed',
      };
      try {
        await c.get('db').execute(sql`select 1`);
        checks.database = 'ok';
        checks.migrations = (await pendingMigrations(c.get('db'))).length === 0 ? 'ok' : 'pending';
      } catch {
        // Reported as failed below; the reason is the database's, in its own log.
      }
      try {
        await c.get('media').ready();
        checks.storage = 'ok';
      } catch (error) {
        console.error('Media storage not reachable:', error instanceof Error ? error.message : error);
      }
      const ready = !options.lifecycle.draining && Object.values(checks).every((check) => check === 'ok');
      const status = options.lifecycle.draining ? 'draining' : ready ? 'ready' : 'not-ready';
      return c.json({ status, checks }, ready ? 200 : 503);
    })
    .get('/metrics', async (c) => {
      if (options.metricsToken !== null) {
        const given = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '';
        if (!sameSecret(given, options.metricsToken)) return c.text('Unauthorized\n', 401);
      }
      const body = await options.metrics.registry.metrics();
      return c.body(body, 200, { 'Content-Type': options.metrics.registry.contentType });
    });
}
