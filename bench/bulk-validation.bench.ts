import { asc, eq } from 'drizzle-orm';
import { BULK_STATUS } from '@domain/constants';
import { changeForAll } from '../server/bulk-edit/apply-edits';
import type { BulkContext } from '../server/bulk-edit/card-schemas';
import { createSession, moveStatus } from '../server/bulk-edit/session';
import { validateSession } from '../server/bulk-edit/validate-cards';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { products } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { loadCurrentUser } from '../server/users/current-user';
import { users } from '../server/db/schema';
import type { BenchResult } from './result';

const GOAL_MS = 2_000;
const CARDS = 1_000;
const RUNS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * Issue 7 goal: bulk validation of 1,000 cards ≤ 2 s. In-memory PGlite seeded with the demo data
 * (enough cards for the demo supplier to own 1,000); a session over 1,000 of its cards with a bulk
 * product change pending on each; then POST /validate's work (validateSession: read the cards, build
 * the schema once per category, run the card's ready rules on each, store the faults in one statement),
 * timed end to end, median and worst of a few runs after one warm-up.
 */
export async function benchBulkValidation(): Promise<BenchResult[]> {
  const database = await openDatabase({ url: null, dataDir: null });
  try {
    const { db } = database;
    await migrate(db);
    await seedDemo(db, { products: 2_600 });
    const [supplierRow] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const user = (await loadCurrentUser(db, supplierRow!.id))!;
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, user.company_id!))
        .orderBy(asc(products.id))
        .limit(CARDS)
    ).map((row) => row.id);
    if (ids.length < CARDS) throw new Error(`the demo supplier owns only ${ids.length} cards`);
    const context: BulkContext = {
      db,
      user,
      language: 'pl',
      config: configFromEnv({}),
      companyId: user.company_id!,
    };
    const session = await createSession(db, user, ids);
    const changed = await changeForAll(context, session, 'name_to_show', [
      { value: ['Nazwa z edycji zbiorczej'], value_uuid: null, unit_uuid: null },
    ]);
    if (!changed.ok || changed.cards !== CARDS) throw new Error('the bulk change did not reach every card');
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await moveStatus(db, session, [BULK_STATUS.EDITED, BULK_STATUS.VALIDATED], BULK_STATUS.VALIDATING);
      const started = performance.now();
      await validateSession(context, session);
      if (run > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times.at(-1)!;
    return [
      {
        name: `bulk validation: ${CARDS.toLocaleString('en')} cards (median of ${RUNS})`,
        value: Math.round(median),
        unit: 'ms',
        goal: `≤ ${GOAL_MS} ms`,
        ok: median <= GOAL_MS,
      },
      {
        name: `bulk validation: ${CARDS.toLocaleString('en')} cards (worst of ${RUNS})`,
        value: Math.round(worst),
        unit: 'ms',
        goal: `≤ ${GOAL_MS} ms`,
        ok: worst <= GOAL_MS,
      },
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchBulkValidation();
  for (const result of results)
    console.log(
      `${result.ok ? 'ok ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (${result.goal})`,
    );
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}
