import { loadavg } from 'node:os';

/** One measured figure with its goal, as docs/benchmarks.md lists it. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them: set beside shared-machine figures. */
export function machineLoad(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
