/** One measured figure with its goal, as docs/benchmarks.md lists it. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
}
