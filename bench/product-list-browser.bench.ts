import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';
import { seededDataDir, startApi } from './product-list-fixture';
import type { BenchResult } from './result';
import { freePort } from './server-process';

/** Issue goals for the products list in the browser, at 100,000 cards. */
const RENDER_GOAL_MS = 150;
const ROUND_TRIP_GOAL_MS = 300;
// As many loads as round trips: with 15, the p95 was the single slowest load of the run.
const LOADS = Number(process.env.BENCH_LIST_LOADS ?? 30);
const CHANGES = Number(process.env.BENCH_LIST_CHANGES ?? 30);

interface Probe {
  /** performance.now() just after each frame that first showed a new set of rows was painted. */
  painted: { at: number; signature: string }[];
  /** The timeStamp of the last click or change the user made. */
  lastInput: number;
}

/**
 * Runs in the page before any script. Each frame it reads what the grid shows (first row, row count,
 * busy); when that changed and the grid is not busy, a `setTimeout(0)` queued in the frame's callback
 * runs just after the frame is painted, and that time is recorded.
 */
function installProbe() {
  const probe: Probe = { painted: [], lastInput: 0 };
  (window as unknown as { __probe: Probe }).__probe = probe;
  for (const type of ['click', 'change'])
    document.addEventListener(type, (event) => (probe.lastInput = event.timeStamp), true);
  let last = '';
  const tick = () => {
    const grid = document.querySelector('[role="grid"]');
    const rows = grid?.querySelectorAll('[role="row"][data-row-id]') ?? [];
    const signature =
      grid && grid.getAttribute('aria-busy') !== 'true' && rows.length > 0
        ? `${rows.length}:${rows[0]!.getAttribute('data-row-id')}:${rows[rows.length - 1]!.getAttribute('data-row-id')}`
        : '';
    if (signature !== '' && signature !== last)
      setTimeout(() => probe.painted.push({ at: performance.now(), signature }), 0);
    last = signature;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
const PROBE_SCRIPT = `globalThis.__name ??= (f) => f; (${installProbe.toString()})();`;

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

/** The responseEnd of the newest list request (Resource Timing). */
const lastListResponseEnd = (page: Page) =>
  page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/p1/products?') || entry.name.endsWith('/api/p1/products'));
    return (entries[entries.length - 1] as PerformanceResourceTiming | undefined)?.responseEnd ?? 0;
  });

/** Waits until the probe recorded a paint after `since` with a signature other than `before`. */
async function nextPaint(page: Page, since: number, before: string) {
  await page.waitForFunction(
    ([after, previous]) =>
      (window as unknown as { __probe: Probe }).__probe.painted.some(
        (entry) => entry.at > after && entry.signature !== previous,
      ),
    [since, before] as const,
    { timeout: 30_000, polling: 50 },
  );
  const probe = await readProbe(page);
  return probe.painted.find((entry) => entry.at > since && entry.signature !== before)!;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

function result(name: string, values: number[], goal: number): BenchResult {
  const p95 = Number(percentile(values, 0.95).toFixed(1));
  return {
    name: `${name}: p95 (p50 ${percentile(values, 0.5).toFixed(1)} ms, ${values.length} runs)`,
    value: p95,
    unit: 'ms',
    goal: `≤ ${goal}`,
    ok: p95 <= goal,
  };
}

/** Loads the list LOADS times: from the list answer's responseEnd to the paint of its rows. */
async function measureLoads(page: Page, path: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    await page.goto(path);
    const painted = await nextPaint(page, 0, '');
    times.push(painted.at - (await lastListResponseEnd(page)));
  }
  return times;
}

/** The signature the probe saw last (what the grid shows now). */
const shown = async (page: Page) => (await readProbe(page)).painted.at(-1)?.signature ?? '';

/**
 * CHANGES times `act` (a click or a choice the user makes): from that input's event timeStamp to the
 * paint of the new rows, i.e. the request, the answer and the render.
 */
async function measureRoundTrips(page: Page, act: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < CHANGES; run += 1) {
    const before = await shown(page);
    const since = await page.evaluate(() => performance.now());
    await act(run);
    const painted = await nextPaint(page, since, before);
    const input = (await readProbe(page)).lastInput;
    times.push(painted.at - input);
    await page.waitForTimeout(100);
  }
  return times;
}

/**
 * §2 issue goals in Chromium with 100,000 cards: list data → rendered ≤ 150 ms; a sort or filter round
 * trip ≤ 300 ms. The admin sees every card; a page holds 50 rows.
 */
export async function benchProductListBrowser(): Promise<BenchResult[]> {
  await seededDataDir();
  const api = await startApi(await freePort());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pl-PL' });
    const login = await context.request.post(`${api.origin}/api/login`, {
      data: { email: 'admin@demo.pim', password: 'demo-admin-pass' },
    });
    if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    const list = `${api.origin}/react/product/list`;
    // One load to warm the server's caches and the browser's chunk cache, not measured.
    await page.goto(list);
    await nextPaint(page, 0, '');
    const loads = await measureLoads(page, list);

    await page.goto(list);
    await nextPaint(page, 0, '');
    const nameHeader = page.getByRole('columnheader', { name: /Nazwa/ }).getByRole('button');
    const sorts = await measureRoundTrips(page, () => nameHeader.click());

    await page.goto(list);
    await nextPaint(page, 0, '');
    // A single-choice filter (the status filter is a multi-choice popover): its first range, then all.
    const completeness = page.getByLabel('Kompletność', { exact: true });
    const filters = await measureRoundTrips(page, (run) =>
      completeness.selectOption({ index: run % 2 === 0 ? 1 : 0 }),
    );
    return [
      result('list answer → rows painted (page of 50, admin, 100,000 cards)', loads, RENDER_GOAL_MS),
      result('sort by name, click → new rows painted', sorts, ROUND_TRIP_GOAL_MS),
      result('completeness filter on and off, choice → new rows painted', filters, ROUND_TRIP_GOAL_MS),
    ];
  } finally {
    await browser.close();
    await api.stop();
  }
}

// `npx tsx bench/product-list-browser.bench.ts`: this suite alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const item of await benchProductListBrowser())
    console.log(`${item.ok ? '✓' : '✗'} ${item.name}: ${item.value} ${item.unit} (goal ${item.goal})`);
}
