import { spawnSync } from 'node:child_process';

/** Drops the journey's database (its connections with it). */
export default function teardown() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const url = process.env.CLUSTER_DATABASE_URL;
  if (adminUrl === '' || url === undefined) return;
  const name = new URL(url).pathname.slice(1);
  spawnSync('psql', [adminUrl, '-q', '-c', `drop database if exists ${name} with (force)`], {
    stdio: 'inherit',
  });
}
