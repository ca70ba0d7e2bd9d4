import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/seed/demo';
import { startApiServer } from './server-process';

/** The 100,000-card data dir the list benches share (server and browser), and the API server on it. */
const root = new URL('..', import.meta.url).pathname;
export const PRODUCTS = 100_000;
/** Kept between runs: seeding 100,000 cards takes a minute or two, a stamp says when it must be redone. */
const DATA_DIR = join(root, 'bench/.tmp/product-list-100k');

/** What the seeded data depends on: the migrations and the seed's code. */
function fingerprint(): string {
  const hash = createHash('sha256').update(String(PRODUCTS));
  for (const folder of ['server/db/migrations', 'server/db/migrations/meta', 'server/seed']) {
    for (const name of readdirSync(join(root, folder)).sort()) {
      const path = join(root, folder, name);
      if (name.includes('.')) hash.update(name).update(readFileSync(path));
    }
  }
  hash.update(readFileSync(join(root, 'server/products/completeness.ts')));
  return hash.digest('hex');
}

/** The seeded data dir, built when missing or stale; answers the seconds spent seeding (0 when reused). */
export async function seededDataDir(): Promise<number> {
  const stamp = join(DATA_DIR, 'stamp');
  const wanted = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return 0;
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const started = performance.now();
  const database = await openDatabase({ url: null, dataDir: DATA_DIR });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { products: PRODUCTS });
    // As `npm run seed` does: PGlite has no autovacuum, so statistics and the visibility map come from here.
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  writeFileSync(stamp, wanted);
  return (performance.now() - started) / 1000;
}

/** The most used brick of the demo supplier: the status + category filter of the bench. */
export async function busiestCategory(): Promise<number> {
  const database = await openDatabase({ url: null, dataDir: DATA_DIR });
  try {
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select category_id as id from lists.product_rows group by 1 order by count(*) desc limit 1`,
      ),
    );
    return row!.id;
  } finally {
    await database.close();
  }
}

/** The API server alone (server/main.ts, no client build) on the seeded data dir, or on `databaseUrl`. */
export function startApi(port: number, databaseUrl = '') {
  return startApiServer(port, { DATA_DIR, DATABASE_URL: databaseUrl });
}

export interface Session {
  cookie: string;
  csrf: string;
}

export async function login(origin: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, csrf: ((await response.json()) as { csrf_token: string }).csrf_token };
}
