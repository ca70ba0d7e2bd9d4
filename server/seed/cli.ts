import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { resetSchema } from '../db/reset';
import { seedRuns } from '../db/schema';
import { isEmpty, seedDemo } from './demo';
import { mediaStorageFor } from '../media/storage-from-config';

/** `npm run seed -- --products 100000 [--reset]`: a demo database with a catalogue of the given size. */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--products');
  const count = at >= 0 ? Number(args[at + 1]) : 3000;
  if (!Number.isInteger(count) || count < 0) throw new Error('--products takes a whole number');
  const config = configFromEnv();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    await migrate(database.db);
    if (args.includes('--reset')) await resetSchema(database.db);
    else if (!(await isEmpty(database.db))) {
      console.error('The database already has data. Run again with --reset to replace it.');
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    const progress = (line: string) => console.log(`[${elapsed()}] ${line}`);
    await seedDemo(database.db, { products: count, mediaStorage: mediaStorageFor(config), progress });
    progress('vacuum analyze…');
    // PGlite has no autovacuum: without statistics and a visibility map the planner guesses and index-only
    // scans read the table (docs/decisions/0012). On PostgreSQL it spares the first queries the same.
    await database.db.execute(sql`vacuum analyze`);
    const seconds = (performance.now() - started) / 1000;
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    await database.db.insert(seedRuns).values({ products: count, seconds, loadAverage: load });
    console.log(`Seeded demo data with ${count} products in ${seconds.toFixed(1)} s (load average ${load}).`);
  } finally {
    await database.close();
  }
}

await main();
