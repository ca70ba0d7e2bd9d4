import { logInEditors, runEditors, type Editor } from './editors-load';
import { summarize, type LoadSummary } from './load-mix';
import { machineLoad, type BenchResult } from './result';
import { clusterUnavailable, seededDatabase, startCluster } from './scale-cluster';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_EDITORS_SECONDS ?? 60);
/** A person reads before the next click: one second on average (0.5–1.5 s). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1_000);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
export const SCALE_PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 20_000);
const P99_GOAL_MS = 250;
/** The ports of the benches of this kind: haproxy on the first, the app servers on the next ones. */
const BASE_PORT = Number(process.env.BENCH_SCALE_PORT ?? 4601);

async function measure(origin: string, editors: Editor[]) {
  const before = machineLoad();
  const started = performance.now();
  const samples = await runEditors(origin, editors, SECONDS, THINK_MS);
  const summary = summarize(samples, (performance.now() - started) / 1000);
  return { summary, load: `load ${before} → ${machineLoad()}` };
}

function rows(label: string, run: { summary: LoadSummary; load: string }): BenchResult[] {
  const { summary } = run;
  const row = (name: string, value: number, unit: string, goal = 'reference', ok = true): BenchResult => ({
    name: `${label}: ${name}`,
    value: Number(value.toFixed(unit === 'ms' || unit === 'req/s' ? 1 : 0)),
    unit,
    goal,
    ok,
  });
  const entries = Object.entries(summary.perStep).sort(([a], [b]) => a.localeCompare(b));
  const steps = entries.map(([step, { requests }]) => `${step} ${requests}`).join(', ');
  const perStep = entries.map(([step, each]) =>
    row(`p95 of ${step} (p50 ${each.p50.toFixed(1)} ms)`, each.p95, 'ms'),
  );
  return [
    row(`requests in ${SECONDS} s (${steps}; ${run.load})`, summary.requests, 'requests'),
    row('throughput', summary.rps, 'req/s'),
    row('p50', summary.p50, 'ms'),
    row('p95', summary.p95, 'ms'),
    row('p99', summary.p99, 'ms', `≤ ${P99_GOAL_MS}`, summary.p99 <= P99_GOAL_MS),
    ...perStep,
    row('stale saves refused with 409 (not errors)', summary.conflicts, 'saves'),
    row('errors', summary.errors, 'requests', '0', summary.errors === 0),
  ];
}

/**
 * §9 scale: 50 editors for a minute against two app servers behind haproxy on one PostgreSQL and one
 * bucket, then the same editors against one server behind the same haproxy (docs/deploy.md). Needs
 * BENCH_DATABASE_URL and haproxy; skipped with a message otherwise.
 */
export async function benchEditors(): Promise<BenchResult[]> {
  const missing = clusterUnavailable();
  if (missing !== null) {
    console.log(`  skipped: ${missing}`);
    return [];
  }
  console.error(`seeding ${SCALE_PRODUCTS} cards on PostgreSQL…`);
  const seedStarted = performance.now();
  const databaseUrl = await seededDatabase(
    process.env.BENCH_DATABASE_URL!,
    'pim_scale_bench',
    SCALE_PRODUCTS,
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const cluster = await startCluster(databaseUrl, {
    balancer: BASE_PORT,
    apps: [BASE_PORT + 1, BASE_PORT + 2],
  });
  try {
    const [first, second] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
    const both = await cluster.balance(first, second);
    const editors = await logInEditors(both.origin, EDITORS);
    console.error(`warming up both servers for ${WARM_UP_SECONDS} s…`);
    await runEditors(both.origin, editors, WARM_UP_SECONDS, THINK_MS);
    console.error(`${EDITORS} editors, two servers, ${SECONDS} s…`);
    const two = await measure(both.origin, editors);
    // The same haproxy hop, with the first server in both of its slots.
    const one = await cluster.balance(first, first);
    console.error(`${EDITORS} editors, one server, ${SECONDS} s…`);
    const single = await measure(one.origin, editors);
    return [
      ...rows('two servers behind haproxy', two),
      ...rows('one server behind haproxy', single),
      {
        name: `p99, one server ÷ two servers`,
        value: Number((single.summary.p99 / two.summary.p99).toFixed(2)),
        unit: '×',
        goal: 'reference',
        ok: true,
      },
      {
        name: `seeding ${SCALE_PRODUCTS.toLocaleString('en')} demo cards on PostgreSQL (before the runs)`,
        value: Number(seedSeconds.toFixed(1)),
        unit: 's',
        goal: '—',
        ok: true,
      },
    ];
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchEditors())
    console.log(
      `${result.ok ? '✓' : '✗'} ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})`,
    );
}
