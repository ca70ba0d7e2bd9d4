import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './result';

const root = new URL('..', import.meta.url).pathname;

async function waitFor200(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One start of `npm start`'s program in a single node process (tsx as a loader), on a given data dir. */
async function startOnce(dataDir: string, port: number) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', SEED_PRODUCTS: '3000' },
    stdio: 'ignore',
  });
  const ok = await waitFor200(`http://127.0.0.1:${port}/react/login`, started + 180_000);
  const ms = Date.now() - started;
  const rss = rssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { ok, ms, rss };
}

/** §2 issue goals: warm `npm start` to the first 200 on /react/login ≤ 5 s; server RSS after start ≤ 400 MB. */
export async function benchServerStart(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pim-bench-start-'));
  try {
    const cold = await startOnce(dataDir, 4391); // creates, migrates and seeds the database
    const warm = await startOnce(dataDir, 4392);
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
