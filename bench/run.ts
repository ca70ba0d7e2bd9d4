import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, totalmem } from 'node:os';
import { benchClientSize } from './client-size.bench';
import { benchJobsTyping } from './jobs-typing.bench';
import { benchLogistics } from './logistics.bench';
import { benchImporter } from './importer.bench';
import { benchProductForm } from './product-form.bench';
import { benchProductListBrowser } from './product-list-browser.bench';
import { benchProductList } from './product-list.bench';
import { benchProductValidation } from './product-validation.bench';
import type { BenchResult } from './result';
import { benchServerStart } from './server-start.bench';
import { benchStatecharts } from './statecharts.bench';
import { benchModelRun } from './model-run.bench';
import { benchBulkValidation } from './bulk-validation.bench';
import { benchBulkProducts } from './bulk-products.bench';
import { benchAuditTrail } from './audit-trail.bench';
import { benchEditors } from './editors.bench';
import { benchShowRps } from './show-rps.bench';
import { benchMediaStorage } from './media-storage.bench';
import { benchMillionCards, benchSeedingAtScale } from './million-cards.bench';

const LOGISTICS_NOTE =
  'A card of 50 packages: the basic structure of 20 (consumer, 18 collective levels, pallet) and three ' +
  'network structures of 10, every package with weights, dimensions, two recycling materials and its own ' +
  'GTIN (bench/logistics.bench.ts). One edit changes the consumer net weight of each structure (§4: the ' +
  "other levels' net weights are recalculated, then volumes, the pallet layer weight and the recycling " +
  'values) and validates the whole block as the ready save and POST /api/p1/logistic/validate do, with no ' +
  "fault. Volumes, material figures and each field's verdict are kept while the package holds the same " +
  'data array (edits replace arrays), so an edit judges again only what changed; the fresh-copy row is ' +
  'the same work with nothing kept, as for a card just loaded. Alone: `npx tsx bench/logistics.bench.ts`.';

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
  {
    title: 'Server start',
    run: benchServerStart,
    note:
      "`npm start`'s program (scripts/start.ts) in one node process, started twice on a new data dir: the " +
      'cold start creates, migrates and seeds the database, the warm one opens it. RSS is read from ' +
      '/proc at the first 200. Most of it is PGlite: its WebAssembly heap and its page cache, which it takes ' +
      'whole at start (96 MB, `PGLITE_SHARED_BUFFERS_MB`; with PostgreSQL’s 128 MB the server took ' +
      '410–413 MB; docs/decisions/0026). Alone: `npm run bench -- "server start"`.',
  },
  {
    title: 'Products list on PGlite (100,000 cards, page of 50)',
    run: benchProductList,
    note:
      'Real HTTP requests to the API server (server/main.ts) on a PGlite data dir seeded with ' +
      '`seedDemo` (100,000 cards, then VACUUM ANALYZE; kept in bench/.tmp and rebuilt when migrations or ' +
      'the seed change). Each figure covers the whole request: session, query parsing, the page, the ' +
      'capped count and the filter options. After half a minute of untimed requests (a server just started is still compiling its hot paths), the queries take turns, 200 rounds after 20 of warm-up; the ' +
      '"after a change" rows run in a phase of their own, each request right after a write to one card, ' +
      'so the total is counted again (as after a filter change) unless it is past the cap by more rows than ' +
      'changed (docs/decisions/0026: the 10,000 cards of "jogurt" are). The floor row is an ' +
      'authenticated request with no list work: the machine is shared, and what it costs at the moment ' +
      'shows how much of each figure is the machine. docs/decisions/0012 explains the list table, the ' +
      'indexes and the count cap.',
  },
  {
    title: 'Seeding at scale',
    run: benchSeedingAtScale,
    note:
      '`time DATABASE_URL=postgres://… npm run seed -- --products 1000000 --reset` on PostgreSQL 15 (fsync off, ' +
      'shared_buffers 512MB, max_wal_size 4GB), as recorded by the seed itself in `seed_runs` of the database ' +
      'BENCH_DATABASE_URL names (seeded there first when its last seed was of another size). 3,000 cards of ' +
      'the demo generator, 997,000 generated in the database from them, list rows, indexes, essentialities, ' +
      'QC verdicts, then VACUUM ANALYZE; the load average is the 1, 5 and 15 minutes of `uptime` at its end ' +
      '(2 cores, shared). Where the time goes: docs/decisions/0064. Alone: ' +
      '`BENCH_DATABASE_URL=postgres://… npm run bench -- "seeding at scale"`.',
  },
  {
    title: 'Products at 1,000,000 cards on PostgreSQL',
    run: benchMillionCards,
    note:
      'The database of "Seeding at scale" (reused, not seeded again) and the API server (server/main.ts) on ' +
      'it. The list rows are the queries of the 100,000-card PGlite suite above, as its `listTimes` runs them ' +
      '(same warm-up, phases and order). Card show: GET /api/p1/product/show/{id} of 100 of the demo ' +
      "supplier's cards spread over the id range, as the supplier and as the admin, 4 rounds after 10 of " +
      'warm-up. Ready save: PUT /api/p1/product/{id}/edit (no `save=draft`) of a ready card of the demo ' +
      'supplier moved to a copy of its brick with 1,000 optional text attributes more (made once in the ' +
      'database), 20 values changed each time, 60 saves after 10; the read before each save is not timed. ' +
      'The last row is the machine load before and after the run. Alone: ' +
      '`BENCH_DATABASE_URL=postgres://… npx tsx bench/million-cards.bench.ts`.',
  },
  {
    title: 'Products list in Chromium (100,000 cards, page of 50)',
    run: benchProductListBrowser,
    note:
      'Headless Chromium against the API server on the same 100,000-card data dir, logged in as the ' +
      'admin (every card). A probe in the page reads the grid each animation frame (first and last row id, ' +
      'row count, aria-busy) and records, through a `setTimeout(0)` queued in that frame, when a new set of ' +
      'rows was painted. Load: from the responseEnd of the list request (Resource Timing) to that paint, ' +
      'after a reload of the page. Round trips: from the `timeStamp` of the click on the name header, or of ' +
      'the change of the completeness filter, to the paint of the new rows (request, answer, machine, render). ' +
      'Alone: `npx tsx bench/product-list-browser.bench.ts`.',
  },
  { title: 'Statecharts: path generation and replay', run: benchStatecharts },
  {
    title: 'Statecharts: the whole model run, machines and screens',
    run: benchModelRun,
    note:
      'Every path of every catalog machine replayed on the machine (what `npm run test:model` adds to the ' +
      'screen tests), every `tests/machines/*.screen.test.tsx` (`vitest run --project machines .screen.test.`, ' +
      "wall time with vitest's start and jsdom), and the Chromium replay of the registered view contracts " +
      '(`npx tsx scripts/e2e.ts tests/e2e/contract-replay.spec.ts`; the figure is its tests, the last row ' +
      'adds the client build and the server start). Every catalog machine has a view contract and a jsdom ' +
      'screen replay; the Chromium replay walks the main flows (login, products list, jobs panel, bulk edit, ' +
      'importer, card save, category change). Taken with nothing else running on the machine. Alone: ' +
      '`npm run bench -- "whole model run"`.',
  },
  {
    title: 'Products importer on PGlite (10,000 rows)',
    run: benchImporter,
    note:
      'A fresh PGlite data dir with the demo seed (200 cards); 10,000 generated rows of the demo brick ' +
      'template (GTIN, names, producer, brand, category, a select), one in fifty with a wrong check digit. ' +
      'Timed from the upload (column check and the check of every row) through the start, the job (rows ' +
      'checked again, written in batches of 250 with their import_rows records, the xlsx report) to the ' +
      'report answer, all in process (app.request), one worker. Alone: `npx tsx bench/importer.bench.ts`.',
  },
  {
    title: 'Bulk edit: validation of 1,000 cards (issue 7)',
    run: benchBulkValidation,
    note:
      'In-memory PGlite with the demo data; a bulk-edit session over 1,000 cards of the demo supplier, ' +
      "each with a pending bulk product change, validated with the cards' own ready rules " +
      '(server/bulk-edit/validate-cards.ts; docs/decisions/0023). Alone: `npx tsx bench/bulk-validation.bench.ts`.',
  },
  {
    title: 'Mass modals of the products list at their limits (issue 7)',
    run: benchBulkProducts,
    note:
      'In-memory PGlite with the demo data: bulk numbers of 500 cards, bulk assign of 500 cards and create ' +
      'many of 200 rows, each the whole transaction of its endpoint (docs/decisions/0024). Alone: ' +
      '`npx tsx bench/bulk-products.bench.ts`.',
  },
  {
    title: 'Audit trail: save overhead and history pages',
    run: benchAuditTrail,
    note:
      'bench/audit-trail.bench.ts on an empty migrated database with the demo data (20 cards) and a brick ' +
      'of 1,000 text attributes. **The save** is `PUT /api/p1/product/{id}/edit?save=draft` of the demo ' +
      "supplier's 1,000-attribute card through the app in process (session, parsing, validation, " +
      'reference checks, the write and every trigger), 20 attributes and the name changed each time; only ' +
      'the PUT is timed. Three modes take turns save by save in one run: the trail on, the trail off ' +
      '(`pim.audit`, the setting the test harness uses), and the trail and card versions off ' +
      '(`pim.versions`); 6 rounds of warm-up, then 60 saves per mode. The goal is the trail-on ÷ trail-off ' +
      "ratio of p50 and of p95. The card's bare UPDATE (the review's measure) is timed the same way for " +
      'reference. **The history:** 100,000 cards with 20 versions and 20 trail entries each (2,000,000 ' +
      'rows in `product_versions` and in `audit_entries`, inserted set-based with triggers off), then 60 ' +
      'reads after 5 of warm-up of each page with the functions the routes call: the versions timeline ' +
      '(versionPage, first page of 20, and the 5 oldest below version 6) and the change log of the card ' +
      '(readTrail, first page of 50, and the 5 oldest below the 15 newest, keyset). The plans: ' +
      '`Index Scan Backward using product_versions_pk on product_versions` and `Index Scan Backward using ' +
      'audit_entries_product_idx on audit_entries` on both engines; a Seq Scan fails the row. PGlite on ' +
      'disk in bench/.tmp, and PostgreSQL 15 with BENCH_DATABASE_URL (BENCH_ONLY=pglite or postgres runs ' +
      'one); docs/decisions/0052 and 0053. ' +
      'Alone: `BENCH_DATABASE_URL=postgres://… npm run bench -- "audit trail"`.',
  },
  {
    title: 'Scale: 50 editors on two app servers behind haproxy and on one',
    run: benchEditors,
    note:
      'bench/editors.bench.ts: a fresh PostgreSQL database `pim_scale_bench` on the server of ' +
      'BENCH_DATABASE_URL, seeded with the demo data and 20,000 cards (`BENCH_SCALE_PRODUCTS`; the cards’ ' +
      'photo rows are there, their bytes are not: the mix reads no file), then the deployment of ' +
      'docs/deploy.md as the cluster journey runs it: two API servers (server/main.ts, production mode, the ' +
      'first with the job worker) on that database and one s3rver bucket, behind haproxy with ' +
      'deploy/haproxy.cfg (ports 4601–4604, `BENCH_SCALE_PORT`). 50 editors log in through haproxy, the ' +
      'demo supplier, supplier2, network (Selgros) and metro taking turns (13, 13, 12 and 12 sessions), and ' +
      'each goes on alone with a pause of 0.5–1.5 s after every answer (`BENCH_THINK_MS`, mean 1 s): a ' +
      'supplier lists (30 %: a page of 50 of the first three, default order or by name), filters (20 %: a ' +
      'search word, half of the time with status ready), opens a card of the last page seen (33 %) and saves ' +
      'the card it opened last (17 %: `PUT …/edit?save=draft` with the version it read and a new name); a ' +
      'network lists (35 %), filters (25 %) and opens cards (40 %). Editors of one account pick among the ' +
      'first 20 rows of their list, where the cards just saved come up, so two may save the same card: the ' +
      'second gets 409 (stale version), counted apart, not as an error. Timed from sending to the last byte ' +
      'of the answer with fetch over keep-alive connections. A second haproxy (port 4604) has the first ' +
      'server in both of its slots: one server through the same hop. After 15 s of the mix untimed, the same ' +
      'editors run 60 s against each setup, in slices of 15 s taking turns (two, one, one, two, two, one, ' +
      'one, two), so that the drift of the machine falls on both alike. The machine is shared (2 vCPUs, its load ' +
      'is given beside each run), and the load generator, haproxy, PostgreSQL and both servers share it. ' +
      'Skipped without BENCH_DATABASE_URL or haproxy. Alone: ' +
      '`BENCH_DATABASE_URL=postgres://… npm run bench -- "50 editors"`.',
  },
  {
    title: 'Scale: show of a card next to a bare Hono endpoint',
    run: benchShowRps,
    note:
      'bench/show-rps.bench.ts: the API server (server/main.ts, production mode) on a new database with the ' +
      'demo data (200 cards), and a Hono app of a few lines (bench/bare-hono-server.ts) answering with `c.json` ' +
      "the show answer of the demo supplier's first card, read once; each its own process on this Node. A " +
      'client of node:http keeps 8 connections busy (the next request as soon as an answer is read) on ' +
      '`GET /api/p1/product/show/{id}` as the supplier, on the bare app, and on an authenticated request ' +
      'with no card work (`/api/user-available-methods`: what the middleware and the session cost), taking ' +
      'turns in 3 rounds of 8 s after 5 s of warm-up each. On PGlite, and on PostgreSQL when ' +
      'BENCH_DATABASE_URL is set. The server hears the database’s changes (docs/decisions/0068): after the ' +
      'first request it answers the session and the card from what it keeps, so a show asks the database ' +
      'nothing until the card, the user or the session changes; `/api/user-available-methods` goes through ' +
      'every middleware and the routes. Alone: `npm run bench -- "scale: show"`.',
  },
  {
    title: 'Scale: media storage in S3 (s3rver) and on the local disk',
    run: benchMediaStorage,
    note:
      'bench/media-storage.bench.ts: 1,000 uploads of 150 KB (the size of a demo card photo), then 1,000 ' +
      "downloads of them, one at a time, through the product's storage interface (server/media/storage.ts: " +
      '`put`, `get`): `diskMediaStorage` in a fresh folder, then `s3MediaStorage` on a bucket of s3rver on ' +
      'loopback (the S3-compatible server of the cluster journey and CI), in one run. Each operation is ' +
      'timed; the totals are the 1,000 operations end to end. Alone: `npm run bench -- "scale: media"`.',
  },
  { title: 'Product validation (§5, ready)', run: benchProductValidation },
  {
    title: 'Logistics (§4, §5): recompute and validate',
    run: benchLogistics,
    note: LOGISTICS_NOTE,
  },
  {
    title: 'Typing while 50 jobs are polled (issue 7)',
    run: benchJobsTyping,
    note:
      'The demo supplier queues 50 exports of the products list from its "Eksportuj listę" button on a ' +
      'server that runs no job worker (JOB_WORKER=off, EXPORT_DIRECT_ROWS=0), so all 50 stay pending in ' +
      'the jobs panel, each polled every 2 s; the app then goes to the 1,000-attribute card of the form ' +
      'fixture without a reload and 60 keys are typed into its first text attribute, timed as in the ' +
      'product card suite below. The yardstick is the same typing in a fresh session with no job. Alone: ' +
      '`npx tsx bench/jobs-typing.bench.ts`.',
  },
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
      '50 ms). Keystrokes: 60 keys, 50 ms apart, into the first text attribute, and 60 into the consumer ' +
      "package's net weight (four times '1234,567' and seven backspaces: each key changes the weight and the " +
      "other levels' net weights are recomputed), the first key 250 ms after the click into the field, as a " +
      'person types; from the keydown `timeStamp` to a `setTimeout(0)` queued in the next ' +
      '`requestAnimationFrame`, i.e. just after that frame is painted. The Event Timing API works in headless ' +
      'Chromium but reports only events of 16 ms or more, rounded to 8 ms, so it gives the count of ' +
      'keystrokes over a frame, not percentiles. The bare-input row is the same typing into an empty page: ' +
      "the floor this Chromium's frame clock sets on this machine. The machine is shared (2 vCPUs); these " +
      'figures move with its load. The first 120 rows mount with the card; the others mount by chunks of 16 ' +
      'when they enter the viewport and otherwise while the browser is idle, at most ~16 ms of each idle ' +
      'period (docs/decisions/0011), so the card answers input as soon as its first fields show and is ' +
      'complete some seconds later ("every row rendered"). Radio choices are native radios: Radix radio ' +
      'items each listened to every keydown and keyup of the document, some 300 listener calls per ' +
      'keystroke on the 1,000-attribute card. Each section of the card reads only its own part of the form, ' +
      'so a weight typed in a package re-renders the logistics section and not the attribute sections ' +
      "beside it, and every section contains its layout and paint (CSS `contain`): a keystroke's frame lays " +
      'out and repaints one section. A Chromium trace (devtools.timeline) gives a keystroke about 2 ms of ' +
      'key event handling and 2 ms of paint and compositing in a typical frame, text or weight; the ' +
      "weight's recomputation follows after the frame is painted (about 3 ms). The slowest few keystrokes of " +
      'a run are the machine: their every phase, down to the browser’s own key handling, takes two to ' +
      'three times as long.',
  },
];

/**
 * `npm run bench -- words…` runs only the suites whose title holds one of the words (case ignored) and
 * replaces their sections in docs/benchmarks.md; the other sections stay as their last run left them.
 */
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = (title: string) =>
  wanted.length === 0 || wanted.some((word) => title.toLowerCase().includes(word));

/** The sections of the current docs/benchmarks.md by their title. */
function previousSections(): Map<string, string> {
  const kept = new Map<string, string>();
  if (!existsSync('docs/benchmarks.md')) return kept;
  const text = readFileSync('docs/benchmarks.md', 'utf8');
  // A file from a whole run dates its sections once, in its header.
  const header = /Produced by `npm run bench` on (\S+) \((.*?)\)\./.exec(text);
  for (const part of text.split(/^## /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n')).trim();
    let section = `## ${part.trimEnd()}\n`;
    if (!section.includes('Measured on') && header !== null)
      section = section.replace('\n\n', `\n\nMeasured on ${header[1]} (${header[2]}).\n\n`);
    kept.set(title, section);
  }
  return kept;
}

const previous = previousSections();
const today = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const sections: string[] = [];
let failures = 0;
for (const suite of suites) {
  if (!chosen(suite.title)) {
    const kept = previous.get(suite.title);
    if (kept !== undefined) sections.push(kept);
    continue;
  }
  console.log(`\n${suite.title}`);
  const results = await suite.run();
  // A suite that needs what this run lacks (BENCH_DATABASE_URL) measures nothing: its last figures stay.
  const kept = previous.get(suite.title);
  if (results.length === 0) {
    console.log('  not run here; the section keeps its last figures');
    if (kept !== undefined) sections.push(kept);
    continue;
  }
  const rows = results.map((r) => {
    if (!r.ok) failures += 1;
    console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${r.value} ${r.unit} (goal ${r.goal})`);
    return `| ${r.name} | ${r.value} ${r.unit} | ${r.goal} | ${r.ok ? 'met' : '**not met**'} |`;
  });
  const note = suite.note === undefined ? '' : `\n${suite.note}\n`;
  sections.push(
    `## ${suite.title}\n\nMeasured on ${today} (${machine}).\n\n| measure | value | goal | |\n|---|---|---|---|\n${rows.join('\n')}\n${note}`,
  );
}

const markdown =
  `# Benchmarks\n\nProduced by \`npm run bench\` (every suite), or \`npm run bench -- <words of a title>\` ` +
  `(those suites; the others keep their last run). Each section says when and on what it was measured.\n` +
  `Speed and size goals are checked here, never in timed tests.\n\n${sections.join('\n')}`;
// Written as Prettier would, so `npm run check` stays green after a bench run.
const options = (await resolveConfig('docs/benchmarks.md')) ?? {};
writeFileSync('docs/benchmarks.md', await format(markdown, { ...options, parser: 'markdown' }));
console.log(`\nWritten to docs/benchmarks.md${failures ? ` — ${failures} goal(s) not met` : ''}.`);
