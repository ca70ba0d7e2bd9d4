import { asc, eq, inArray } from 'drizzle-orm';
import { BULK_MAX_CARDS, CREATE_MANY_MAX_ROWS } from '@domain/bulk-products';
import { withCheckDigit } from '@domain/gtin';
import { assignSupplier, findSupplier } from '../server/bulk-products/assign';
import { createMany } from '../server/bulk-products/create-many';
import { saveBulkNumbers } from '../server/bulk-products/numbers';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { categories, products, users } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { loadCurrentUser } from '../server/users/current-user';
import type { BenchResult } from './result';

/** Ours (docs/decisions/0024): the largest batch of each modal in one transaction, well under a second. */
const GOAL_MS = 1_000;
const RUNS = Number(process.env.BENCH_ROUNDS ?? 5);

async function timed(runs: number, work: (run: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    await work(run);
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const result = (name: string, ms: number): BenchResult => ({
  name,
  value: Math.round(ms),
  unit: 'ms',
  goal: `≤ ${GOAL_MS} ms`,
  ok: ms <= GOAL_MS,
});

/**
 * §2 mass modals at their limits, on in-memory PGlite with the demo data: bulk numbers of 500 cards
 * (every card changed, completeness recomputed), bulk assign of 500 cards (admin, moving them back and
 * forth between two suppliers) and create many of 200 rows (new GTINs each run). Each is the endpoint's
 * whole transaction (read with FOR UPDATE, checks, writes, the list rows' trigger), median of a few runs.
 */
export async function benchBulkProducts(): Promise<BenchResult[]> {
  const database = await openDatabase({ url: null, dataDir: null });
  try {
    const { db } = database;
    await migrate(db);
    await seedDemo(db, { products: 1_400 });
    const userOf = async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return (await loadCurrentUser(db, row!.id))!;
    };
    const supplier = await userOf('supplier@demo.pim');
    const admin = await userOf('admin@demo.pim');
    const other = await userOf('supplier2@demo.pim');
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, supplier.company_id!))
        .orderBy(asc(products.id))
        .limit(BULK_MAX_CARDS)
    ).map((row) => row.id);
    if (ids.length < BULK_MAX_CARDS) throw new Error(`the demo supplier owns only ${ids.length} cards`);
    await db
      .update(products)
      .set({ availability: [{ code: 'selgros', visibility: true, product_number: '' }] });

    // Each run sends the versions the cards have now, as the dialog sends those it loaded.
    const versionsNow = async () =>
      db
        .select({ id: products.id, version: products.version })
        .from(products)
        .where(inArray(products.id, ids));
    const numbers = await timed(RUNS, async (run) => {
      const versions = new Map((await versionsNow()).map((row) => [row.id, row.version]));
      return db.transaction((tx) =>
        saveBulkNumbers(tx, supplier, {
          check_only: false,
          cards: ids.map((id) => ({
            id,
            version: versions.get(id)!,
            numbers: { selgros: `S-${run}-${id}` },
          })),
        }),
      );
    });
    const targets = [
      (await findSupplier(db, other.company_id!))!,
      (await findSupplier(db, supplier.company_id!))!,
    ];
    const assign = await timed(RUNS, (run) =>
      versionsNow().then((versions) =>
        db.transaction((tx) =>
          assignSupplier(tx, admin, { ids, versions }, targets[run % 2]!, false, (key) => key),
        ),
      ),
    );
    const [brick] = await db
      .select({ code: categories.code })
      .from(categories)
      .where(eq(categories.level, 4))
      .limit(1);
    const create = await timed(RUNS, (run) =>
      db.transaction(async (tx) => {
        const outcome = await createMany(tx, supplier, supplier.company_id!, {
          check_only: false,
          rows: Array.from({ length: CREATE_MANY_MAX_ROWS }, (_, row) => ({
            gtin: withCheckDigit(`59088${String(run).padStart(2, '0')}${String(row).padStart(5, '0')}`),
            name: `Bench ${run}-${row}`,
            category: brick!.code,
          })),
        });
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.faults.slice(0, 3)));
      }),
    );
    return [
      result(`bulk numbers: ${BULK_MAX_CARDS} cards (median of ${RUNS})`, numbers),
      result(`bulk assign: ${BULK_MAX_CARDS} cards (median of ${RUNS})`, assign),
      result(`create many: ${CREATE_MANY_MAX_ROWS} rows (median of ${RUNS})`, create),
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchBulkProducts();
  for (const line of results)
    console.log(`${line.ok ? 'ok ' : 'FAIL'} ${line.name}: ${line.value} ${line.unit} (${line.goal})`);
  if (results.some((line) => !line.ok)) process.exitCode = 1;
}
