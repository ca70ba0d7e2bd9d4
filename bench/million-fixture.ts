import { spawn } from 'node:child_process';
import { desc, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Db } from '@server/db/client';
import { seedRuns } from '@server/db/schema';

/** The catalogue size of the large benches on PostgreSQL (docs/decisions/0064). */
export const MILLION = 1_000_000;
const root = new URL('..', import.meta.url).pathname;

export interface SeedRun {
  products: number;
  seconds: number;
  loadAverage: string;
  finishedAt: Date;
}

/** The last seed the database records (table seed_runs), or null when none finished there. */
async function lastSeed(db: Db): Promise<SeedRun | null> {
  const [exists] = rowsOf<{ table: string | null }>(
    await db.execute(sql`select to_regclass('public.seed_runs')::text as table`),
  );
  if (exists?.table === null || exists?.table === undefined) return null;
  const [run] = await db.select().from(seedRuns).orderBy(desc(seedRuns.id)).limit(1);
  return run ?? null;
}

/** `npm run seed -- --products 1000000 --reset` on the database, its progress shown on stderr. */
function seedMillion(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/seed/cli.ts', '--products', String(MILLION), '--reset'],
      { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

/**
 * The 1,000,000-card database at `url`: used as it is when its last seed was of that size (seed_runs),
 * else seeded first (some minutes). Answers that seed and the busiest brick of the demo supplier.
 */
export async function millionDatabase(url: string): Promise<{ seed: SeedRun; category: number }> {
  const open = () => openDatabase({ url, dataDir: null });
  let database = await open();
  try {
    if ((await lastSeed(database.db))?.products !== MILLION) {
      await database.close();
      await seedMillion(url);
      database = await open();
    }
    const seed = (await lastSeed(database.db))!;
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select category_id as id from lists.product_rows group by 1 order by count(*) desc limit 1`,
      ),
    );
    return { seed, category: row!.id };
  } finally {
    await database.close();
  }
}
