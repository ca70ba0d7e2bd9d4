import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeReliabilitySection } from './report';

/**
 * R4 two-editor races under stress: tests/server/reliability/card-races.test.ts with STRESS=1, which races
 * two writers CARD_RACES times (100 unless given) per write path, at once and one after the other, on
 * PGlite and, when TEST_DATABASE_URL names one, on PostgreSQL. Prints the counts and keeps them in
 * docs/reliability.md ("R4 two-editor races"), the products importer's update (a form save between its
 * row check and its write) among them. Exits non-zero when a race let both writers win.
 */
type Tally = { races: number; refused: number; silent: number };

const TITLE = 'R4 two-editor races';
const races = process.env.CARD_RACES ?? '100';
const engines: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const folder = mkdtempSync(join(tmpdir(), 'card-races-'));
const results: [string, Record<string, Tally> | null][] = [];
for (const [engine, url] of engines) {
  const report = join(folder, `${engine}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRESS: '1',
    CARD_RACES: races,
    CARD_RACES_REPORT: report,
  };
  if (url === undefined) delete env.TEST_DATABASE_URL;
  else env.TEST_DATABASE_URL = url;
  console.log(`\n${engine}: ${races} races per path and form`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', 'tests/server/reliability/card-races.test.ts'],
    { stdio: 'inherit', env },
  );
  let tallies: Record<string, Tally> | null = null;
  try {
    tallies = JSON.parse(readFileSync(report, 'utf8')) as Record<string, Tally>;
  } catch {
    tallies = null;
  }
  results.push([engine, run.status === 0 ? tallies : null]);
}
rmSync(folder, { recursive: true, force: true });

const rows = results.flatMap(([engine, tallies]) =>
  tallies === null
    ? [`| ${engine} | (run failed) | | | |`]
    : Object.entries(tallies).map(
        ([path, t]) => `| ${engine} | ${path} | ${t.races} | ${t.refused} | ${t.silent} |`,
      ),
);
const table = [
  '| database | write path (form of the race) | races | refused (409 or listed) | silent overwrites |',
  '|---|---|--:|--:|--:|',
  ...rows,
].join('\n');
console.log(`\n${table}`);
const body =
  'Two writers based on the same read of a card, at once (`Promise.all`) and one after the other (the ' +
  'second stale): exactly one wins, the other is refused, and the stored card holds the winner’s data ' +
  '(docs/decisions/0027). "form after …" is a card form read before another write path changed the card; ' +
  '"importer update …" is an import whose row check read the card before a form save wrote it, so the ' +
  'row is refused as changed meanwhile and the form’s data stays.\n\n' +
  table;
const command = `CARD_RACES=${races} ${engines.length > 1 ? 'TEST_DATABASE_URL=… ' : ''}npx tsx scripts/stress/card-races.stress.ts`;
await writeReliabilitySection(TITLE, command, body);
const failed = results.some(
  ([, tallies]) => tallies === null || Object.values(tallies).some((t) => t.silent > 0),
);
process.exit(failed ? 1 : 0);
