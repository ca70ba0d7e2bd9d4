import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { resetSchema } from '../server/db/reset';
import { historyReads } from './audit-trail-history';
import { saveOverhead } from './audit-trail-save';
import type { BenchResult } from './result';

const root = new URL('..', import.meta.url).pathname;
/** PGlite on disk (bench/.tmp is gitignored): 4,000,000 rows do not fit its in-memory heap comfortably. */
const DATA_DIR = join(root, 'bench/.tmp/audit-trail');

async function benchOn(label: string, url: string | null): Promise<BenchResult[]> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const database = await openDatabase({ url, dataDir: url === null ? join(DATA_DIR, 'pglite') : null });
  try {
    if (url !== null) await resetSchema(database.db);
    else await migrate(database.db);
    // Progress on stderr: on a busy machine a run takes many minutes.
    console.error(`${label}: saves of the 1,000-attribute card…`);
    const save = await saveOverhead(label, database.db, DATA_DIR);
    console.error(`${label}: 100,000 cards of 20 versions, then history reads…`);
    const reads = await historyReads(label, database.db);
    return [...save, ...reads];
  } finally {
    await database.close();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/**
 * The audit trail (docs/decisions/0052): what its triggers add to the save of a 1,000-attribute card
 * through the app, and how fast a card's history pages read at 100,000 cards of 20 versions, on PGlite
 * and, with BENCH_DATABASE_URL, on PostgreSQL. BENCH_ONLY=pglite or =postgres runs one of them.
 */
export async function benchAuditTrail(): Promise<BenchResult[]> {
  const only = process.env['BENCH_ONLY'] ?? '';
  const results = only === 'postgres' ? [] : await benchOn('PGlite', null);
  const url = process.env['BENCH_DATABASE_URL'];
  if (url !== undefined && url !== '' && only !== 'pglite')
    results.push(...(await benchOn('PostgreSQL', url)));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchAuditTrail())
    console.log(
      `${result.name}: ${result.value} ${result.unit} (${result.goal}) ${result.ok ? 'ok' : 'MISSED'}`,
    );
}
