import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, totalmem } from 'node:os';
import { benchClientSize } from './client-size.bench';
import { benchProductForm } from './product-form.bench';
import { benchProductValidation } from './product-validation.bench';
import type { BenchResult } from './result';
import { benchServerStart } from './server-start.bench';
import { benchStatecharts } from './statecharts.bench';

/** `npm run bench`: every benchmark, printed and written to docs/benchmarks.md with its command. */
const suites: { title: string; run: () => Promise<BenchResult[]>; note?: string }[] = [
  {
    title: 'Client bundle',
    run: benchClientSize,
    note:
      'The login entry carries what every page needs before its first paint: React DOM, i18next with ' +
      'react-i18next, XState with the session and login machines, ky and the zod/mini contract schemas. ' +
      'Those libraries alone come to about 1.6 × the hello page before any code of ours, so the ' +
      '1.5 × goal is out of reach with this stack; docs/decisions/0006 lists what was moved out of the ' +
      'first load (class merging, Radix menus and dialogs, classic zod).',
  },
  { title: 'Server start', run: benchServerStart },
  { title: 'Statecharts: path generation and replay', run: benchStatecharts },
  { title: 'Product validation (§5, ready)', run: benchProductValidation },
  {
    title: 'Product card in Chromium (§9: 3,750 and 1,000 attributes)',
    run: benchProductForm,
    note:
      'Headless Chromium (software rendering) against the real server on a fixture database ' +
      '(bench/form-fixture.ts: two bricks under "Mleko i napoje mleczne" with 3,750 and 1,000 attributes of ' +
      'all 25 types over the demo sections, and a draft card of the demo supplier in each). Load times run ' +
      "from the schema answer's responseEnd (Resource Timing of OPTIONS /api/p1/product/schema/{id}) to the " +
      'first animation frame with attribute rows in the DOM, to the frame with every row ' +
      '(`[data-attribute]` count = visible attributes), and to interactive: the first rows and the end of the ' +
      "last long task after them (PerformanceObserver 'longtask'; from there on no task holds input over " +
      '50 ms). Keystrokes: 60 keys, 50 ms apart, into the first text ' +
      'attribute; from the keydown `timeStamp` to a `setTimeout(0)` queued in the next ' +
      '`requestAnimationFrame`, i.e. just after that frame is painted. The Event Timing API works in headless ' +
      'Chromium but reports only events of 16 ms or more, rounded to 8 ms, so it gives the count of ' +
      'keystrokes over a frame, not percentiles. The bare-input row is the same typing into an empty page: ' +
      "the floor this Chromium's frame clock sets on this machine. The machine is shared (2 vCPUs); these " +
      'figures move with its load. The rows are main-thread JavaScript: about 1.6 s of CPU for 3,750 rows ' +
      "here, spread over React's work for the dozen or more components of each row (the kit's field, Radix " +
      'label, popover, radio and checkbox parts), so the 1.5 s goal is out of reach on this machine without ' +
      'rendering fewer rows up front. The rows after the first 120 come as React transitions of 360 rows; ' +
      'smaller steps (48 and 24 rows) were measured and made the whole card two to three times slower while ' +
      'the longest task hardly shrank, because every step also lays out the growing page. On a quiet run ' +
      'of this machine the figures were 2.3 s to interactive and a keystroke p95 of 22.9 ms (bare input ' +
      '5.8 ms); under load they move as the bare-input row shows.',
  },
];

const sections: string[] = [];
let failures = 0;
for (const suite of suites) {
  console.log(`\n${suite.title}`);
  const results = await suite.run();
  const rows = results.map((r) => {
    if (!r.ok) failures += 1;
    console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${r.value} ${r.unit} (goal ${r.goal})`);
    return `| ${r.name} | ${r.value} ${r.unit} | ${r.goal} | ${r.ok ? 'met' : '**not met**'} |`;
  });
  const note = suite.note === undefined ? '' : `\n${suite.note}\n`;
  sections.push(
    `## ${suite.title}\n\n| measure | value | goal | |\n|---|---|---|---|\n${rows.join('\n')}\n${note}`,
  );
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const markdown =
  `# Benchmarks\n\nProduced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).\n` +
  `Speed and size goals are checked here, never in timed tests.\n\n${sections.join('\n')}`;
// Written as Prettier would, so `npm run check` stays green after a bench run.
const options = (await resolveConfig('docs/benchmarks.md')) ?? {};
writeFileSync('docs/benchmarks.md', await format(markdown, { ...options, parser: 'markdown' }));
console.log(`\nWritten to docs/benchmarks.md${failures ? ` — ${failures} goal(s) not met` : ''}.`);
