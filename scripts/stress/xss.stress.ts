import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args';
import { buildClient } from '../client-build';
import { findChromium } from '../find-chromium';
import { writeReliabilitySection } from './report';
import { freePort, startServer, stopServer } from './server-process';
import { CORPUS } from './xss/corpus';
import type { PageCheck } from './xss/detector';
import { IMPORT_FILE_NAME } from './xss/importer-journey';
import { openPages, pagesToOpen, type Inventory } from './xss/pages';

/**
 * R5 XSS, full form: every payload of the corpus in every text, rich-text and file-name input (stored as
 * the server stores them), then every page that shows them opened in Chromium against the real server:
 * the lists of every role, every card of the demo supplier (form, details, the three print pages), every
 * gallery file's details. Counts the payloads that ran (`__xss(n)` calls and dialogs) and the live markup
 * any of them made; the suite fails on one.
 */
const SEED = '200';
const executable = findChromium();
await buildClient();
const dataDir = mkdtempSync(join(tmpdir(), 'pim-xss-stress-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: SEED };
const planted = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/stress/xss/plant-cli.ts', join(dataDir, 'inventory.json')],
  { env: { ...process.env, ...env }, stdio: 'inherit' },
);
if (planted.status !== 0) throw new Error('storing the corpus failed');
const inventory = JSON.parse(readFileSync(join(dataDir, 'inventory.json'), 'utf8')) as Inventory;
// Every card page of the supplier's cards that carry a distinct payload in their names.
const plan = pagesToOpen({ ...inventory, cards: inventory.cards.slice(0, CORPUS.length) }, true);

const port = await freePort();
const server = await startServer(port, env);
const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
let checks: PageCheck[] = [];
try {
  const total = plan.reduce((sum, role) => sum + role.paths.length, 0);
  checks = await openPages(
    browser,
    `http://127.0.0.1:${port}`,
    plan,
    (check) => {
      if (checks.length % 25 === 0 || check.executions.length > 0 || check.injected.length > 0)
        console.log(
          `${checks.length + 1}/${total} ${check.path}: shown ${check.shown}, ran ${check.executions.length}, dialogs ${check.dialogs}, markup ${check.injected.length}`,
        );
      checks.push(check);
    },
    true,
  );
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const executions = checks.reduce((sum, check) => sum + check.executions.length + check.dialogs, 0);
const injected = checks.reduce((sum, check) => sum + check.injected.length, 0);
const kind = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/\d+(?=\/|$)/g, '/{id}')
    .replace(/^\/react/, '');
const kinds = new Map<string, { pages: number; shown: number }>();
for (const check of checks) {
  const entry = kinds.get(kind(check.path)) ?? { pages: 0, shown: 0 };
  kinds.set(kind(check.path), { pages: entry.pages + 1, shown: Math.max(entry.shown, check.shown) });
}
// The importer's cells and file name are two inputs more, written through the upload itself.
const inputs = inventory.inputs.length + 2;
const pairs = inventory.inputs.reduce((sum, input) => sum + input.payloads, 0) + CORPUS.length + 1;

console.log(`\nR5 XSS: ${CORPUS.length} payloads, ${inputs} inputs (${pairs} payload × input pairs)`);
console.log(`pages opened: ${checks.length}; executions: ${executions}; live markup: ${injected}`);
for (const check of checks.filter((c) => c.executions.length > 0 || c.dialogs > 0 || c.injected.length > 0))
  console.log(
    `  ${check.path}: ran ${check.executions.join(', ')}; dialogs ${check.dialogs}; ${check.injected.join(' ')}`,
  );

const inputRows = [
  ...inventory.inputs.map((input) => `| ${input.name} | ${input.payloads} | ${input.values} |`),
  `| import cells (GTIN, name, producer, brand) | ${CORPUS.length} | ${CORPUS.length * 4} |`,
  '| import file name | 1 | 1 |',
];
const pageRows = [...kinds.entries()].map(
  ([path, entry]) => `| \`${path}\` | ${entry.pages} | ${entry.shown} |`,
);
await writeReliabilitySection(
  'R5 XSS',
  'npm run stress -- xss',
  [
    `**${CORPUS.length} payloads** (scripts/stress/xss/corpus.ts: script tags, event handlers, javascript: and data: URLs, SVG and MathML, mutation XSS, attribute breakers, template-literal and JSON breakers, file names with HTML) stored in **${inputs} inputs** (${pairs} payload × input pairs) on PGlite with ${SEED} demo cards, as the server stores them: rich text after DOMPurify, file names after the upload's name check (${inventory.refusedFileNames} payloads with markup are refused as file names and never stored).`,
    '',
    `**Pages opened in Chromium: ${checks.length}**, as 7 demo logins. **Executions: ${executions}** (\`__xss(n)\` calls caught by a binding in every frame, plus dialogs). **Live markup made by a payload: ${injected}** (handler attributes, payload scripts, javascript: URLs, whether or not the Content-Security-Policy stopped them). Before each login's pages, the detector proves itself on three live payloads.`,
    '',
    '| input | payloads stored | values |',
    '| --- | ---: | ---: |',
    ...inputRows,
    '',
    '| page | opened | most payloads shown as text on one |',
    '| --- | ---: | ---: |',
    ...pageRows,
    '',
    `The importer is walked as the demo supplier with an xlsx whose cells carry every payload (as name, producer and brand; every other one as the GTIN) and whose name breaks out of an attribute (\`${IMPORT_FILE_NAME}\`): the column check, the preview with its problems per cell, the job in the jobs panel (its title names the file) and the report. The print pages are server-rendered HTML with every value escaped, under a policy that runs no script.`,
  ].join('\n'),
);
process.exit(executions === 0 && injected === 0 ? 0 : 1);
