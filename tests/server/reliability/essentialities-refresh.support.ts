import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerConfig } from '@server/config';
import { rowsOf, type Db } from '@server/db/client';
import { essentialityRows, jobs } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';

/** Runs the job worker until no job is waiting or running any more (every queued refresh has run). */
export async function runQueuedJobs(db: Db, config: ServerConfig): Promise<void> {
  const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
  try {
    for (;;) {
      const [open] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running']));
      if (open!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await worker.stop();
  }
}

const FIGURES = sql`product_id, network_code, company_id, category_id, status, name_to_show, gtin, required,
  filled, fill_rate, missing_uuids::text as missing`;

/** A network's essentiality figures as stored, in a stable order. */
export async function storedFigures(db: Db, networkCode: string) {
  return db
    .select({
      productId: essentialityRows.productId,
      required: essentialityRows.required,
      filled: essentialityRows.filled,
      fillRate: essentialityRows.fillRate,
      missing: sql<string>`${essentialityRows.missingUuids}::text`,
    })
    .from(essentialityRows)
    .where(and(eq(essentialityRows.networkCode, networkCode)))
    .orderBy(essentialityRows.productId);
}

/** What one sequential refresh of the network computes from the cards and sets as they are now. */
export async function sequentialFigures(db: Db, networkCode: string) {
  const rows = rowsOf<{
    product_id: number;
    required: number;
    filled: number;
    fill_rate: number;
    missing: string;
  }>(
    await db.execute(sql`
      select ${FIGURES} from lists.essentiality_candidates(null, array[${networkCode}]::text[])
      order by product_id`),
  );
  return rows.map((row) => ({
    productId: row.product_id,
    required: row.required,
    filled: row.filled,
    fillRate: row.fill_rate,
    missing: row.missing,
  }));
}
