import { sql } from 'drizzle-orm';
import { JOB_SOURCE } from '@contract/jobs';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { rowsOf, type Db } from '../db/client';
import type { JobHandler } from '../jobs/worker';
import { yieldToOthers } from '../db/yield';

export const ESSENTIALITIES_REFRESH = 'essentialities_refresh';

/** Cards recomputed per transaction: short enough that card saves and lists are not kept waiting long. */
export const REFRESH_BATCH = 500;

/** The key card writes take shared and a refresh batch takes exclusively (migration 0021). */
const REFRESH_LOCK = 7420030;

export interface EssentialitiesRefreshInput {
  network_code: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * §2 Essentialities (docs/decisions/0030): a requirement set change queues the recomputation of its
 * network's rows, in the same transaction as the change, so it is queued exactly when the change is kept.
 * One waiting refresh per network: a second request while one waits joins it (the waiting job has not
 * read the sets yet, so it will see both changes); a request while one runs queues the next.
 */
export async function queueEssentialitiesRefresh(
  tx: Tx | Db,
  request: { networkCodes: readonly string[]; userId: number; language: Language },
): Promise<void> {
  for (const networkCode of [...new Set(request.networkCodes)].sort()) {
    const input: EssentialitiesRefreshInput = { network_code: networkCode };
    const title = translate(request.language, 'jobs.titles.essentialitiesRefresh', { network: networkCode });
    await tx.execute(sql`
      insert into jobs (user_id, kind, title, jobs_key, input)
      values (${request.userId}, ${ESSENTIALITIES_REFRESH}, ${title}, ${JOB_SOURCE.MAIN},
        ${JSON.stringify(input)}::jsonb)
      on conflict ((input ->> 'network_code'))
        where kind = 'essentialities_refresh' and status = 'pending'
      do nothing`);
  }
}

/** The next batch of cards that are in the network or have a row of it, after `afterId`. */
async function nextCards(db: Db, networkCode: string, afterId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from (
        (select id from lists.product_rows
          where network_codes && array[${networkCode}]::text[] and id > ${afterId}
          order by id limit ${REFRESH_BATCH})
        union
        (select product_id as id from lists.essentiality_rows
          where network_code = ${networkCode} and product_id > ${afterId}
          order by product_id limit ${REFRESH_BATCH})
      ) as ids order by id limit ${REFRESH_BATCH}`),
  );
  return rows.map((row) => Number(row.id));
}

async function countCards(db: Db, networkCode: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select count(*)::int as total from lists.product_rows where network_codes && array[${networkCode}]::text[]`),
  );
  return row?.total ?? 0;
}

/**
 * Recomputes one network's rows batch by batch, each batch in its own short transaction, and gives the
 * connection back between batches (on PGlite the only one) so requests are answered meanwhile. A worker
 * that dies mid-way leaves some batches new and some old; the job is claimed again and starts over.
 */
export function essentialitiesRefreshHandler(): JobHandler {
  return async ({ db, job, progress }) => {
    const { network_code: networkCode } = job.input as EssentialitiesRefreshInput;
    const total = await countCards(db, networkCode);
    await progress(0, total);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const ids = await nextCards(db, networkCode, afterId);
      if (ids.length === 0) break;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
        await tx.execute(
          sql`select lists.refresh_essentialities(${`{${ids.join(',')}}`}::int[], array[${networkCode}]::text[])`,
        );
      });
      afterId = ids.at(-1)!;
      done += ids.length;
      await progress(Math.min(done, total), Math.max(done, total));
      await yieldToOthers();
    }
    return { result: { message: 'jobs.essentialitiesRefreshed', values: { count: done } } };
  };
}
