import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type ServerProcess } from '../../bench/server-process';
import { xlsxBomb } from '../../tests/server/harness/zip-bomb';
import { writeReliabilitySection } from './report';

/**
 * R6 files: what an oversized body and a zip bomb cost the real server (`npm start`'s program on its own
 * port and data dir). Per attack: the answer and how long it took, the server's resident memory growth
 * (sampled from /proc every 20 ms) and the latency of GET /react/login requests sent one after another
 * while the attack runs.
 */

const MB = 1024 * 1024;
const SUPPLIER = { email: 'supplier@demo.pim', password: 'demo-supplier-pass' };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Figures {
  status: number | string;
  answerMs: number;
  rssGrowthMb: number;
  probeCount: number;
  probeFailures: number;
  probeMaxMs: number;
  probeP50Ms: number;
}

/** Runs `attack` while sampling memory and probing latency; both stop when the attack settles. */
async function measure(server: ServerProcess, attack: () => Promise<number | string>): Promise<Figures> {
  const pid = server.child.pid!;
  if (server.child.exitCode !== null) throw new Error('the server has exited');
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) peak = Math.max(peak, rssMb(pid));
  }, 20);
  let done = false;
  let failures = 0;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const t0 = performance.now();
      try {
        await (await fetch(`${server.origin}/react/login`)).arrayBuffer();
        latencies.push(performance.now() - t0);
      } catch {
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  const t0 = performance.now();
  const status = await attack().catch((error: unknown) => String(error));
  const answerMs = performance.now() - t0;
  done = true;
  await probing;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    status,
    answerMs: Math.round(answerMs),
    rssGrowthMb: Math.round(peak - before),
    probeCount: latencies.length,
    probeFailures: failures,
    probeMaxMs: Math.round(latencies.at(-1) ?? 0),
    probeP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
  };
}

/** POSTs `size` bytes of JSON in 1 MiB chunks; chunked unless `withLength`. Resolves at the answer. */
function hugeJson(origin: string, path: string, size: number, withLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const head = Buffer.from('{"email":"');
    const tail = Buffer.from('","password":"x"}');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (withLength) headers['content-length'] = String(size);
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(MB, 'a');
    let left = size - head.length - tail.length;
    req.write(head);
    const pump = () => {
      while (left > 0 && !req.destroyed) {
        const piece = left >= MB ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end(tail);
    };
    pump();
  });
}

async function supplierSession(origin: string) {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPPLIER),
  });
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, 'x-csrf-token': csrf };
}

async function upload(origin: string, headers: Record<string, string>, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.set('for_update', '0');
  form.set('file', new Blob([new Uint8Array(bytes)]), 'bomb.xlsx');
  const answer = await fetch(`${origin}/product-excel/api/import/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  await answer.arrayBuffer();
  return answer.status;
}

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.status} | ${f.answerMs} ms | +${f.rssGrowthMb} MB | ${f.probeCount} (${f.probeFailures} failed) | ${f.probeP50Ms} ms | ${f.probeMaxMs} ms |`;

const dataDir = mkdtempSync(join(tmpdir(), 'pim-stress-edges-'));
const port = await freePort();

/** Each attack meets a server just started, so one attack's memory is not the next one's baseline. */
async function onFreshServer(attack: (server: ServerProcess) => Promise<Figures>): Promise<Figures> {
  const server = await startServer(dataDir, port, { SEED_PRODUCTS: '20' });
  try {
    if (!server.ok) throw new Error('the server did not start');
    return await attack(server);
  } finally {
    await server.stop();
  }
}

try {
  const size = 256 * MB;
  const rows: string[] = [];
  for (const withLength of [false, true]) {
    const figures = await onFreshServer((server) =>
      measure(server, () => hugeJson(server.origin, '/api/login', size, withLength)),
    );
    rows.push(
      row(`anonymous POST /api/login, 256 MB, ${withLength ? 'Content-Length' : 'chunked'}`, figures),
    );
  }
  for (const inflated of [150 * MB, 1024 * MB]) {
    for (const lying of [false, true]) {
      const bomb = await xlsxBomb({ inflatedBytes: inflated, ...(lying ? { declaredBytes: 1000 } : {}) });
      const figures = await onFreshServer(async (server) => {
        const session = await supplierSession(server.origin);
        return measure(server, () => upload(server.origin, session, bomb));
      });
      const name = `importer upload: ${Math.round(bomb.length / 1024)} KB xlsx inflating to ${inflated / MB} MB`;
      rows.push(row(lying ? `${name}, its headers declaring 1,000 bytes` : name, figures));
    }
  }
  const table = [
    '| attack | answer | time to answer | server RSS growth (peak) | GET /react/login meanwhile | p50 | max |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  await writeReliabilitySection(
    'R6 files: oversized bodies and zip bombs',
    'npm run stress -- body-limits',
    `${table}\n\nEach attack meets a server just started on its own data dir (20 demo cards); the GET requests go ` +
      'one after another for as long as the attack runs. Memory is the resident set of the server process.',
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
