import type { ServerType } from '@hono/node-server';
import type { ChangeFeed } from '../cache/change-feed';
import type { Database } from '../db/client';
import type { JobWorker } from '../jobs/worker';
import type { Lifecycle } from './lifecycle';

/**
 * SIGTERM (docs/decisions/0056): /readyz says draining, no new connections are accepted, requests in
 * flight are answered, the job in hand finishes or — past the grace — goes back to the queue for another
 * process, and the database is closed last. Idle keep-alive connections are closed at once so a client
 * reconnects to another process instead of waiting on this one.
 */
export async function shutDownGracefully(parts: {
  server: ServerType;
  worker: JobWorker | null;
  database: Database;
  lifecycle: Lifecycle;
  graceMs: number;
  changes?: ChangeFeed | null;
}): Promise<void> {
  const { server, worker, database, lifecycle, graceMs, changes } = parts;
  lifecycle.draining = true;
  const deadline = Date.now() + graceMs;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.all([
    Promise.race([closed, late]),
    worker?.stop({ graceMs: Math.max(0, deadline - Date.now()) }),
  ]);
  clearTimeout(timer);
  // Whatever is still open past the grace is cut: the client retries elsewhere.
  if ('closeAllConnections' in server) server.closeAllConnections();
  await changes?.close();
  await database.close();
}
