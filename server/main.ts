import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ChangeFeed } from './cache/change-feed';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { jobHandlers } from './jobs/handlers';
import { startJobWorker } from './jobs/worker';
import { createMailer } from './mail/mailer';
import { isEmpty, seedDemo } from './seed/demo';
import { DEMO_USERS } from './seed/demo-users';
import { newLifecycle } from './ops/lifecycle';
import { createLogger } from './ops/logger';
import { shutDownGracefully } from './ops/shutdown';
import { mediaStorageFor } from './media/storage-from-config';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

/** Opens the database, migrates, seeds an empty one, and serves API, translations and SPA on one port. */
export async function startServer() {
  const config = configFromEnv();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  await migrate(database.db);
  if (await isEmpty(database.db)) {
    console.log(`Empty database: loading demo data (${config.seedProducts} products)…`);
    await seedDemo(database.db, { products: config.seedProducts, mediaStorage: mediaStorageFor(config) });
  }
  const logger = createLogger(config.logLevel);
  const lifecycle = newLifecycle();
  // Sessions and card answers are kept while this process hears the database's changes (0068).
  const changes = new ChangeFeed(database.changeSource, {
    onLiveChange: (live, error) => {
      if (live) logger.info('change feed live: sessions and card answers are kept');
      else logger.warn({ err: error }, 'change feed lost: every request reads the database');
    },
  });
  await changes.start();
  const app = createApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    clientDir,
    logger,
    lifecycle,
    poolUse: database.poolUse,
    changes,
  });
  // One worker per process: several processes on one PostgreSQL share the queue (docs/decisions/0020).
  const worker = config.runsJobs
    ? startJobWorker(database.db, jobHandlers(config), {
        reportError: (error) => logger.error({ err: error }, 'background job failed'),
      })
    : null;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));

  const where =
    config.databaseUrl === null ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `\nKarta Produktu (${config.instance}) on http://${config.host}:${config.port}/react/ — ${where}`,
  );
  console.log('Demo logins (e-mail / password):');
  for (const user of DEMO_USERS)
    console.log(`  ${user.role.padEnd(10)} ${user.email.padEnd(20)} ${user.password}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await shutDownGracefully({
      server,
      worker,
      database,
      lifecycle,
      graceMs: config.shutdownGraceMs,
      changes,
    });
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await startServer();
