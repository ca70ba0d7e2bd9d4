import { machineCatalog } from '@machines/index';
import { runModel } from '@tests/machines/harness/run-model';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
}

const TOTAL_GOAL_MS = 10_000;

/**
 * Model-based testing has to stay cheap enough to run on every change: path generation (shortest, simple,
 * transition replays) plus the live replay of every path, for every machine of the catalog, within 10 s.
 */
export async function benchStatecharts(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let paths = 0;
  let failures = 0;
  const started = performance.now();
  for (const entry of machineCatalog) {
    const result = await runModel(entry);
    paths += result.paths.total;
    failures += result.failures.length;
    rows.push({
      name: `statecharts: ${entry.id} (${result.paths.total} paths)`,
      value: result.ms,
      unit: 'ms',
      goal: 'part of the 10 s total',
      ok: result.failures.length === 0,
    });
  }
  const total = Math.round(performance.now() - started);
  return [
    {
      name: `statecharts: generate and replay all paths of ${machineCatalog.length} machines`,
      value: total,
      unit: 'ms',
      goal: `≤ ${TOTAL_GOAL_MS} ms`,
      ok: total <= TOTAL_GOAL_MS,
    },
    {
      name: 'statecharts: paths replayed',
      value: paths,
      unit: 'paths',
      goal: 'every one as the model predicts',
      ok: failures === 0,
    },
    ...rows,
  ];
}
