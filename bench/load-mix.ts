/**
 * The pure pieces of the load benches (bench/editors.bench.ts, bench/show-rps.bench.ts): a seeded random
 * source, the weighted choice of an editor's next step, and the summary of what the requests answered.
 */

/** A small deterministic random source (mulberry32): the same seed draws the same steps. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One step an editor may take, with its share of the mix (shares need not add up to 1). */
export interface MixEntry<Step extends string> {
  step: Step;
  weight: number;
}

/** The step whose slice of the mix a draw in [0, 1) falls into. */
export function pickStep<Step extends string>(mix: readonly MixEntry<Step>[], draw: number): Step {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  if (mix.length === 0 || total <= 0) throw new Error('The mix needs at least one step with a weight');
  let left = draw * total;
  for (const entry of mix) {
    if (left < entry.weight) return entry.step;
    left -= entry.weight;
  }
  return mix[mix.length - 1]!.step;
}

/** The value at a share (0.5, 0.95, 0.99) of the sorted values: nearest rank, never past the last. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(share * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** One request as the load generator saw it. */
export interface Sample {
  step: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset). */
  status: number;
}

export interface LoadSummary {
  requests: number;
  /** Stale saves: the card changed since it was read, the server refused with 409. Not errors. */
  conflicts: number;
  /** Anything else that was not a 2xx, or no answer at all. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answered requests per second over the run. */
  rps: number;
  /** Requests of each step, with their p50 and p95. */
  perStep: Record<string, { requests: number; p50: number; p95: number }>;
}

/**
 * Counts and latency percentiles of a run. A 409 of the save step is a stale save (counted apart); any
 * other status outside 2xx, a 409 of another step included, is an error.
 */
export function summarize(samples: readonly Sample[], seconds: number, saveStep = 'save'): LoadSummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const byStep = new Map<string, number[]>();
  let conflicts = 0;
  let errors = 0;
  for (const sample of samples) {
    byStep.set(sample.step, [...(byStep.get(sample.step) ?? []), sample.ms]);
    if (sample.status === 409 && sample.step === saveStep) conflicts += 1;
    else if (sample.status < 200 || sample.status >= 300) errors += 1;
  }
  const perStep: LoadSummary['perStep'] = {};
  for (const [step, times] of byStep) {
    const ordered = times.sort((a, b) => a - b);
    perStep[step] = {
      requests: ordered.length,
      p50: percentile(ordered, 0.5),
      p95: percentile(ordered, 0.95),
    };
  }
  return {
    requests: samples.length,
    conflicts,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    rps: seconds > 0 ? samples.length / seconds : 0,
    perStep,
  };
}
