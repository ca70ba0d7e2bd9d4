import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchClientSize } from './client-size.bench';
import type { BenchResult } from './result';
import { benchServerStart } from './server-start.bench';
import { benchStatecharts } from './statecharts.bench';

/** `npm run bench`: every benchmark, printed and written to docs/benchmarks.md with its command. */
const suites: { title: string; run: () => Promise<BenchResult[]> }[] = [
  { title: 'Client bundle', run: benchClientSize },
  { title: 'Server start', run: benchServerStart },
  { title: 'Statecharts: path generation and replay', run: benchStatecharts },
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
  sections.push(`## ${suite.title}\n\n| measure | value | goal | |\n|---|---|---|---|\n${rows.join('\n')}\n`);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks\n\nProduced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).\n` +
    `Speed and size goals are checked here, never in timed tests.\n\n${sections.join('\n')}`,
);
console.log(`\nWritten to docs/benchmarks.md${failures ? ` — ${failures} goal(s) not met` : ''}.`);
