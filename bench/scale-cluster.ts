import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/seed/demo';
import { startTestS3, type TestS3 } from '@tests/server/harness/s3-server';
import { clusterAppEnv } from '../scripts/cluster-env';
import { startApiServer, startService, type Service } from './server-process';

/**
 * The scaled deployment of docs/deploy.md for the load benches, as the cluster journey
 * (playwright.cluster.config.ts) sets it up: app servers of this build on one PostgreSQL database and one
 * S3-compatible bucket (s3rver), behind haproxy with the sample config deploy/haproxy.cfg.
 */

/** Why the cluster cannot be set up here, or null when PostgreSQL and haproxy are both at hand. */
export function clusterUnavailable(): string | null {
  const url = process.env.BENCH_DATABASE_URL ?? '';
  if (url === '')
    return 'BENCH_DATABASE_URL is not set (a PostgreSQL server to create the bench database on)';
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) return 'haproxy is not installed';
  return null;
}

/** A fresh database `name` on the server of `adminUrl`, migrated and seeded with `products` demo cards. */
export async function seededDatabase(adminUrl: string, name: string, products: number): Promise<string> {
  const admin = await openDatabase({ url: adminUrl, dataDir: null });
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  try {
    await migrate(database.db);
    // The cards' photos get their rows; their bytes are not stored: the editors' mix reads no file.
    await seedDemo(database.db, { products });
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  return url.toString();
}

export interface Cluster {
  s3: TestS3;
  apps: Service[];
  /** The haproxy processes `balance` started. */
  balancers: Service[];
  /**
   * Starts haproxy with deploy/haproxy.cfg on `port` in front of these app servers: the same one twice is
   * a one-server cluster behind the same hop.
   */
  balance(port: number, first: Service, second: Service): Promise<Service>;
  stop(): Promise<void>;
}

/**
 * s3rver, then `ports.apps.length` app servers on `databaseUrl` (the first runs the job worker, as in the
 * cluster journey), each with its own data dir for the mail outbox only.
 */
export async function startCluster(
  databaseUrl: string,
  ports: { balancer: number; apps: number[] },
): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pim-scale-bench-'));
  const s3 = await startTestS3(`scale-bench-${process.pid}/`);
  const apps: Service[] = [];
  const cluster: Cluster = {
    s3,
    apps,
    balancers: [],
    async balance(port, first, second) {
      const lb = `127.0.0.1:${port}`;
      const balancer = await startService(
        'haproxy',
        'haproxy',
        ['-db', '-f', 'deploy/haproxy.cfg'],
        {
          PIM_LB_BIND: lb,
          PIM_APP1: new URL(first.origin).host,
          PIM_APP2: new URL(second.origin).host,
        },
        `http://${lb}/readyz`,
        30_000,
      );
      cluster.balancers.push(balancer);
      return balancer;
    },
    async stop() {
      await Promise.all(cluster.balancers.map((balancer) => balancer.stop()));
      await Promise.all(apps.map((app) => app.stop()));
      await s3.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    for (const [index, port] of ports.apps.entries()) {
      apps.push(
        await startApiServer(port, {
          ...clusterAppEnv({
            port,
            databaseUrl,
            dataDir: join(dir, `app-${port}`),
            publicUrl: `http://127.0.0.1:${ports.balancer}`,
            s3: s3.settings,
          }),
          LOG_LEVEL: 'warn',
          ...(index === 0 ? {} : { JOB_WORKER: 'off' }),
        }),
      );
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
