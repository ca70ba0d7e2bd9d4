import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hammer } from './http-hammer';
import { login } from './product-list-fixture';
import { machineLoad, type BenchResult } from './result';
import { seededDatabase } from './scale-cluster';
import { freePort, startApiServer, startService, type Service } from './server-process';

const CONNECTIONS = 8;
const ROUNDS = 3;
const ROUND_SECONDS = Number(process.env.BENCH_RPS_SECONDS ?? 8);
const WARM_UP_SECONDS = 5;
const GOAL = 0.5;

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * Requests per second of each target, the targets taking turns round by round so that the machine's load
 * falls on all of them alike; answers the rates in the targets' order and the requests not answered 200.
 */
async function compare(targets: Target[]) {
  for (const target of targets) await hammer(target.url, target.headers, CONNECTIONS, WARM_UP_SECONDS);
  const totals = targets.map(() => ({ requests: 0, errors: 0, seconds: 0 }));
  const before = machineLoad();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      const result = await hammer(target.url, target.headers, CONNECTIONS, ROUND_SECONDS);
      totals[index]!.requests += result.requests;
      totals[index]!.errors += result.errors;
      totals[index]!.seconds += result.requests / result.rps;
    }
  }
  return {
    rates: totals.map((total) => total.requests / total.seconds),
    errors: totals.reduce((sum, total) => sum + total.errors, 0),
    load: `load ${before} → ${machineLoad()}`,
  };
}

async function onEngine(
  label: string,
  env: Record<string, string>,
  bareJson: string,
): Promise<BenchResult[]> {
  let api: Service | null = null;
  let bare: Service | null = null;
  try {
    api = await startApiServer(await freePort(), { ...env, SEED_PRODUCTS: '200', LOG_LEVEL: 'warn' });
    const supplier = await login(api.origin, 'supplier@demo.pim', 'demo-supplier-pass');
    const headers = { cookie: supplier.cookie };
    const list = await fetch(`${api.origin}/api/p1/products?per_page=25`, { headers });
    const id = ((await list.json()) as { rows: { id: number }[] }).rows[0]!.id;
    const show = `${api.origin}/api/p1/product/show/${id}`;
    const answer = await (await fetch(show, { headers })).text();
    writeFileSync(bareJson, answer);
    const port = await freePort();
    bare = await startService(
      'bare Hono app',
      process.execPath,
      ['--import', 'tsx', 'bench/bare-hono-server.ts'],
      { PORT: String(port), BARE_JSON_FILE: bareJson },
      `http://127.0.0.1:${port}/ready`,
      60_000,
    );
    const { rates, errors, load } = await compare([
      { url: show, headers },
      { url: `http://127.0.0.1:${port}/card`, headers: {} },
      { url: `${api.origin}/api/user-available-methods`, headers },
    ]);
    const [showRps, bareRps, floorRps] = rates as [number, number, number];
    const ratio = showRps / bareRps;
    const size = `${(Buffer.byteLength(answer) / 1024).toFixed(1)} KB`;
    const row = (name: string, value: number, unit: string, goal = 'reference', ok = true) => ({
      name: `${label}: ${name}`,
      value,
      unit,
      goal,
      ok,
    });
    return [
      row(
        `GET /api/p1/product/show/{id} (a card of ${size}, ${CONNECTIONS} connections; ${load})`,
        Math.round(showRps),
        'req/s',
      ),
      row('bare Hono answering the same JSON', Math.round(bareRps), 'req/s'),
      row('show ÷ bare Hono', Number(ratio.toFixed(3)), '×', `≥ ${GOAL}`, ratio >= GOAL),
      row(
        'floor: an authenticated request without card work (/api/user-available-methods)',
        Math.round(floorRps),
        'req/s',
      ),
      row('requests not answered 200', errors, 'requests', '0', errors === 0),
    ];
  } finally {
    await bare?.stop();
    await api?.stop();
  }
}

/**
 * What the product's show costs next to Hono itself: requests per second of GET /api/p1/product/show/{id}
 * (session, scope, the card and its references, the answer) against a Hono app answering the same JSON,
 * both servers on this Node, each a process of its own, the same client. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set.
 */
export async function benchShowRps(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pim-show-rps-'));
  const bareJson = join(dir, 'card.json');
  try {
    const results = await onEngine('PGlite', { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: '' }, bareJson);
    const adminUrl = process.env.BENCH_DATABASE_URL ?? '';
    if (adminUrl === '') console.log('  PostgreSQL skipped: BENCH_DATABASE_URL is not set');
    else {
      const databaseUrl = await seededDatabase(adminUrl, 'pim_show_rps_bench', 200);
      const env = { DATA_DIR: join(dir, 'pg'), DATABASE_URL: databaseUrl };
      results.push(...(await onEngine('PostgreSQL', env, bareJson)));
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchShowRps())
    console.log(
      `${result.ok ? '✓' : '✗'} ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})`,
    );
}
