import { logInEditors, runEditors, type Editor } from './editors-load';
import { summarize, type LoadSummary, type Sample } from './load-mix';
import { machineLoad, type BenchResult } from './result';
import { clusterUnavailable, seededDatabase, startCluster } from './scale-cluster';
import type { Service } from './server-process';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_EDITORS_SECONDS ?? 60);
/** A person reads before the next click: one second on average (0.5–1.5 s). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1_000);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
export const SCALE_PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 20_000);
const P99_GOAL_MS = 250;
/** The ports of this bench: haproxy of two servers, the two app servers, haproxy of one server. */
const BASE_PORT = Number(process.env.BENCH_SCALE_PORT ?? 4601);

/** Each setup runs in slices, taking turns two, one, one, two…: the machine's drift falls on both. */
const SLICES = 4;
const TURNS = [0, 1, 1, 0];

/** Both setups for SECONDS each, in turns of SECONDS / SLICES; answers each setup's summary. */
async function measure(origins: [string, string], editors: Editor[]) {
  const runs = origins.map(() => ({ samples: [] as Sample[], seconds: 0 }));
  const before = machineLoad();
  for (let slice = 0; slice < SLICES * 2; slice += 1) {
    const turn = TURNS[slice % TURNS.length]!;
    const started = performance.now();
    runs[turn]!.samples.push(...(await runEditors(origins[turn]!, editors, SECONDS / SLICES, THINK_MS)));
    runs[turn]!.seconds += (performance.now() - started) / 1000;
  }
  const load = `load ${before} → ${machineLoad()}`;
  return runs.map((run) => ({ summary: summarize(run.samples, run.seconds), load }));
}

interface Run {
  summary: LoadSummary;
  load: string;
}

function rows(label: string, run: Run): BenchResult[] {
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
    const [first, second] = cluster.apps as [Service, Service];
    const both = await cluster.balance(BASE_PORT, first, second);
    // The same haproxy hop, with the first server in both of its slots.
    const one = await cluster.balance(BASE_PORT + 3, first, first);
    const editors = await logInEditors(both.origin, EDITORS);
    console.error(`warming up both servers for ${WARM_UP_SECONDS} s…`);
    await runEditors(both.origin, editors, WARM_UP_SECONDS, THINK_MS);
    console.error(`${EDITORS} editors, two servers and one taking turns, ${SECONDS} s each…`);
    const [two, single] = (await measure([both.origin, one.origin], editors)) as [Run, Run];
    return [
      ...rows('two servers behind haproxy', two),
      ...rows('one server behind haproxy', single),
      {
        name: 'p99, one server ÷ two servers',
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
