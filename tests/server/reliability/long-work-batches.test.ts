import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import { products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { PRODUCT_LIST_EXPORT, type ProductListExportInput } from '@server/jobs/product-list-export';
import { enqueueJob } from '@server/jobs/queue';
import { testApp } from '@tests/server/harness/app';

/** Cards enough that the admin's export is several batches long. */
const EXTRA_CARDS = 1_600;

describe('long work in steps (docs/decisions/0030): PGlite serves one query at a time', () => {
  test('a large list export advances in steps of at most 500 cards, each reported, so others get their turn between them', async () => {
    const { db, config } = await testApp();
    const [template] = await db.select().from(products).limit(1);
    await db.execute(sql`
      insert into products (company_id, name, name_to_show, status)
      select ${template!.companyId}, 'Masowa', 'Karta masowa ' || n, ${PRODUCT_STATUS.DRAFT}
      from generate_series(1, ${EXTRA_CARDS}) as n`);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pim'));
    const input: ProductListExportInput = { filters: {}, sort: 'id', order: 'asc', language: 'pl' };
    const job = await enqueueJob(db, {
      userId: admin!.id,
      kind: PRODUCT_LIST_EXPORT,
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      jobsKey: 'main',
      input,
    });

    const seen: number[] = [];
    const outcome = await jobHandlers(config)[PRODUCT_LIST_EXPORT]!({
      db,
      job,
      progress: (current) => {
        seen.push(current);
        return Promise.resolve();
      },
    });
    expect(outcome.result).toMatchObject({ message: 'jobs.exportReady' });
    const total = seen.at(-1)!;
    expect(total).toBeGreaterThan(EXTRA_CARDS);
    const steps = seen.slice(1).map((value, index) => value - seen[index]!);
    expect(seen[0]).toBe(0);
    expect(steps.every((step) => step > 0 && step <= 500)).toBe(true);
    expect(steps.length).toBe(Math.ceil(total / 500));
  });
});
