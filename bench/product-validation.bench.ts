import { validateReady } from '@domain/product-validation';
import { makeCard, type Card } from '@tests/unit/fixtures/product-card';
import type { BenchResult } from './result';

const GOAL_MS = 1;
const SIZES = [1_000, 2_000, 5_000, 10_000] as const;
const PACKAGES = 20;
/** Per-attribute time at 10,000 attributes may be at most this multiple of the time at 1,000. */
const LINEARITY_GOAL = 2;

const validate = (card: Card) => validateReady(card.payload, card.attributes, card.media, card.context);

/** Median of single-run times after a warm-up, run until both a count and a time budget are spent. */
function medianMs(card: Card, minRuns: number, budgetMs: number): number {
  for (let i = 0; i < 50; i += 1) validate(card); // let the JIT settle on the hot paths
  const times: number[] = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < budgetMs) {
    const t0 = performance.now();
    const faults = validate(card);
    times.push(performance.now() - t0);
    // A card that stopped being valid would measure a different path.
    if (faults.length > 0) throw new Error(`bench card has ${faults.length} faults`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const round = (ms: number, digits = 4) => Number(ms.toFixed(digits));

/**
 * §5 Product ready validation runs on every ready save in the browser and again on the server: a card of
 * 1,000 attributes of all 25 types and 20 packages within 1 ms (median), and linear up to 10,000.
 */
export async function benchProductValidation(): Promise<BenchResult[]> {
  const medians = new Map<number, number>();
  for (const size of SIZES) medians.set(size, medianMs(makeCard(size, PACKAGES), 300, 500));
  const base = medians.get(1_000) ?? Number.NaN;
  const largest = medians.get(10_000) ?? Number.NaN;
  const ratio = largest / 10_000 / (base / 1_000);
  return [
    {
      name: `product validation: ready, 1,000 attributes of all 25 types and ${PACKAGES} packages (median)`,
      value: round(base),
      unit: 'ms',
      goal: `≤ ${GOAL_MS} ms`,
      ok: base <= GOAL_MS,
    },
    ...SIZES.map((size) => ({
      name: `product validation: ready, ${size.toLocaleString('en')} attributes (median)`,
      value: round(medians.get(size) ?? Number.NaN),
      unit: 'ms',
      goal: 'linear in the attribute count',
      ok: true,
    })),
    {
      name: 'product validation: time per attribute at 10,000 ÷ at 1,000',
      value: round(ratio, 2),
      unit: '×',
      goal: `≤ ${LINEARITY_GOAL} ×`,
      ok: ratio <= LINEARITY_GOAL,
    },
  ];
}
