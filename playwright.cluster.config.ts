import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args';
import { clusterAppEnv } from './scripts/cluster-env';

/**
 * The scaled deployment in one journey (docs/deploy.md): two app servers of this build on one PostgreSQL
 * and one S3-compatible bucket (s3rver, a separate process on loopback), behind haproxy with the sample
 * config. Needs TEST_DATABASE_URL (a PostgreSQL server) and haproxy; `npm test` runs it when both exist.
 */
const BASE = Number(process.env.CLUSTER_PORT ?? 4410);
const ports = { lb: BASE, app1: BASE + 1, app2: BASE + 2, s3: BASE + 3 };
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (adminUrl === '') throw new Error('The cluster journey needs TEST_DATABASE_URL (a PostgreSQL server).');

// Evaluated again in each worker: the database and folders are made once, the first time.
if (process.env.CLUSTER_DATABASE_URL === undefined) {
  const name = `pim_cluster_${process.pid}`;
  const made = spawnSync('psql', [adminUrl, '-q', '-c', `create database ${name}`], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`Could not create the cluster database: ${made.stderr}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.CLUSTER_DATABASE_URL = url.toString();
  process.env.CLUSTER_DIR = mkdtempSync(join(tmpdir(), 'pim-cluster-'));
}
const databaseUrl = process.env.CLUSTER_DATABASE_URL;
const dir = process.env.CLUSTER_DIR!;

// The S3-compatible server CI started (.ci/run), else one of the journey's own.
const givenS3 = process.env.TEST_S3_ENDPOINT ?? '';
const s3 = {
  endpoint: givenS3 === '' ? `http://127.0.0.1:${ports.s3}` : givenS3,
  bucket: givenS3 === '' ? 'pim-cluster' : (process.env.TEST_S3_BUCKET ?? 'pim-test'),
  prefix: `cluster-${databaseUrl.split('/').pop()}/`,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
};
const ownS3 = {
  command: `node node_modules/s3rver/bin/s3rver.js --silent -d ${join(dir, 's3')} -a 127.0.0.1 -p ${ports.s3} --configure-bucket pim-cluster`,
  url: `http://127.0.0.1:${ports.s3}/`,
  timeout: 30_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

const app = (port: number, extra: Record<string, string>) => ({
  command: 'npx tsx server/main.ts',
  url: `http://127.0.0.1:${port}/readyz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    ...clusterAppEnv({
      port,
      databaseUrl,
      dataDir: join(dir, `app-${port}`),
      publicUrl: `http://127.0.0.1:${ports.lb}`,
      s3,
    }),
    SEED_PRODUCTS: '200',
    EXPORT_DIRECT_ROWS: '20',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/cluster.json' }]],
  globalTeardown: './tests/cluster/teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${ports.lb}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  // Started in this order, each once the one before answers: the first server migrates and seeds.
  webServer: [
    ...(givenS3 === '' ? [ownS3] : []),
    app(ports.app1, {}),
    // The second only serves: jobs are run by the first, whichever server queued them.
    app(ports.app2, { JOB_WORKER: 'off' }),
    {
      command: 'haproxy -db -f deploy/haproxy.cfg',
      url: `http://127.0.0.1:${ports.lb}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PIM_LB_BIND: `127.0.0.1:${ports.lb}`,
        PIM_APP1: `127.0.0.1:${ports.app1}`,
        PIM_APP2: `127.0.0.1:${ports.app2}`,
      },
    },
  ],
});
