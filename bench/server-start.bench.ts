import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './result';
import { freePort, startServer } from './server-process';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One start of `npm start`'s program on a given data dir, with the server's RSS at its first 200. */
async function startOnce(dataDir: string, port: number) {
  const server = await startServer(dataDir, port, { SEED_PRODUCTS: '3000' });
  const rss = rssMb(server.child.pid!);
  await server.stop();
  return { ok: server.ok, ms: server.ms, rss };
}

/** §2 issue goals: warm `npm start` to the first 200 on /react/login ≤ 5 s; server RSS after start ≤ 400 MB. */
export async function benchServerStart(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pim-bench-start-'));
  try {
    const cold = await startOnce(dataDir, await freePort()); // creates, migrates and seeds the database
    const warm = await startOnce(dataDir, await freePort());
    return [
      {
        name: 'cold start (new database, demo data seeded) to first 200',
        value: cold.ms,
        unit: 'ms',
        goal: '—',
        ok: cold.ok,
      },
      {
        name: 'warm start to first 200 on /react/login',
        value: warm.ms,
        unit: 'ms',
        goal: '≤ 5000',
        ok: warm.ok && warm.ms <= 5000,
      },
      {
        name: 'server RSS after warm start',
        value: warm.rss,
        unit: 'MB',
        goal: '≤ 400',
        ok: warm.rss <= 400,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
