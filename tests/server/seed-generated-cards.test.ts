import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PACKAGE_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { isValidGtin } from '@domain/gtin';
import { rowsOf, type Db } from '@server/db/client';
import { resetSchema } from '@server/db/reset';
import { completenessOf } from '@server/products/completeness';
import { seedDemo } from '@server/seed/demo';
import type { AttributeData } from '@domain/product';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { call, gridOf } from '@tests/server/bulk-edit/support';

/**
 * A large catalogue is the demo generator's cards and the rest generated in the database from them
 * (docs/decisions/0064). Here 500 + 1,500 cards: the generated ones must be what the generator's path
 * leaves — list rows, GTIN table, essentialities, valid GTINs and package UUIDs, cards true to their status —
 * and must leave neither trail entries nor versions. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
const GENERATOR = 500;
/** §5 UUIDs are version 4. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TOTAL = 2000;

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
}

interface Card {
  id: number;
  company_id: number;
  gtin: string;
  name: string;
  status: number;
  category_id: number;
  completeness: number;
  attributes: { uuid: string; data: AttributeData[] }[];
  availability: { code: string; product_number?: string | null }[];
  logistic: { structures: { packages: { uuid: string; eans: { uuid: string; ean: string }[] }[] }[] };
  created_at: string;
  updated_at: string;
}

describe('generated cards of a large catalogue', () => {
  test('500 generator cards and 1,500 generated: list rows, GTINs, essentialities and statuses hold', async () => {
    const { db } = await testApp();
    await resetSchema(db);
    const lines: string[] = [];
    await seedDemo(db, {
      products: TOTAL,
      generatedFrom: GENERATOR,
      bulkLoad: true,
      progress: (line) => lines.push(line),
    });
    expect(lines.some((line) => /^cards 2,000 \/ 2,000: [\d,]+ cards\/s$/.test(line))).toBe(true);

    const cards = rowsOf<Card>(
      await db.execute(sql`select id, company_id, gtin, name, status, category_id, completeness, attributes,
        availability, logistic, created_at::text, updated_at::text from products order by id`),
    );
    expect(cards).toHaveLength(TOTAL);
    const generated = cards.slice(GENERATOR);
    const firstGenerated = generated[0]!.id;

    // Every GTIN valid and unique, in the GTIN table as its card's consumer EAN, and on its consumer package.
    expect(cards.filter((card) => !isValidGtin(card.gtin)).map((card) => card.gtin)).toEqual([]);
    expect(new Set(cards.map((card) => card.gtin)).size).toBe(TOTAL);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from products p
            where (select count(*) from product_eans e where e.product_id = p.id) <> 1
               or not exists (select 1 from product_eans e where e.product_id = p.id and e.ean = p.gtin
                                and e.package_type = ${PACKAGE_TYPE.CONSUMER})`,
      ),
    ).toBe(0);
    const packageUuids = generated.flatMap((card) =>
      card.logistic.structures.flatMap((structure) =>
        structure.packages.flatMap((pack) => [pack.uuid, ...pack.eans.map((ean) => ean.uuid)]),
      ),
    );
    expect(packageUuids.filter((uuid) => !UUID_V4.test(uuid))).toEqual([]);
    expect(new Set(packageUuids).size).toBe(packageUuids.length);
    expect(
      generated.filter((card) => card.logistic.structures[0]!.packages[0]!.eans[0]!.ean !== card.gtin),
    ).toEqual([]);

    // The list table holds exactly what its trigger would write for each card (migration 0003).
    expect(
      await count(
        db,
        sql`select count(*)::int as n from products p full join lists.product_rows r on r.id = p.id
            where r.id is null or p.id is null
               or (r.company_id, r.status, r.sales_status, r.qc_status, r.completeness, r.category_id,
                   r.brand_id, r.producer_id, r.gtin, r.name_to_show, r.network_codes, r.search, r.updated_at)
                  is distinct from
                  (p.company_id, p.status, p.sales_status, p.qc_status, p.completeness, p.category_id,
                   p.brand_id, p.producer_id, p.gtin, p.name_to_show, lists.visible_network_codes(p.availability),
                   lists.search_document(p.name_to_show, p.name, p.gtin), p.updated_at)`,
      ),
    ).toBe(0);

    // The essentiality rows are those a recomputation writes (docs/decisions/0019).
    const essentialities = sql`select coalesce(string_agg(concat_ws(':', product_id, network_code, required,
      filled, fill_rate, missing_uuids::text), ',' order by product_id, network_code), '') as rows
      from lists.essentiality_rows`;
    const [seeded] = rowsOf<{ rows: string }>(await db.execute(essentialities));
    expect(
      await count(
        db,
        sql`select count(*)::int as n from lists.essentiality_rows where product_id >= ${firstGenerated}`,
      ),
    ).toBeGreaterThan(500);
    await db.execute(sql`select lists.refresh_essentialities(null, null)`);
    const [recomputed] = rowsOf<{ rows: string }>(await db.execute(essentialities));
    expect(seeded!.rows).toBe(recomputed!.rows);

    // True to its status: completeness as a save computes it, ready and retired cards complete, every date
    // in the past and no change before the card was made.
    const now = Date.now();
    const misfits: string[] = [];
    for (const card of generated) {
      const completeness = await completenessOf(db, card.category_id, card);
      if (completeness !== card.completeness) misfits.push(`${card.id}: completeness ${card.completeness}`);
      if (card.status !== PRODUCT_STATUS.DRAFT && card.completeness !== 100)
        misfits.push(`${card.id}: status ${card.status} at ${card.completeness} %`);
      if (!(Date.parse(card.created_at) <= Date.parse(card.updated_at) && Date.parse(card.updated_at) < now))
        misfits.push(`${card.id}: dates ${card.created_at} ${card.updated_at}`);
    }
    expect(misfits).toEqual([]);
    expect(new Set(generated.map((card) => card.status))).toEqual(
      new Set([PRODUCT_STATUS.READY, PRODUCT_STATUS.DRAFT, PRODUCT_STATUS.RETIRED]),
    );

    // The generator's cards are on the trail and have their first version; generated ones have neither.
    expect(
      await count(
        db,
        sql`select count(*)::int as n from product_versions where product_id < ${firstGenerated}`,
      ),
    ).toBe(GENERATOR);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from audit_entries where entity = 'card' and product_id < ${firstGenerated}`,
      ),
    ).toBe(GENERATOR);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from (
              select product_id from product_versions union all select product_id from audit_entries
            ) written where product_id >= ${firstGenerated}`,
      ),
    ).toBe(0);

    // The supplier's generated ready cards pass the ready validation its save runs (bulk edit, §4).
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [supplier] = rowsOf<{ company_id: number }>(
      await db.execute(sql`select company_id from users where email = 'supplier@demo.pim'`),
    );
    const ready = generated
      .filter((card) => card.company_id === supplier!.company_id && card.status === PRODUCT_STATUS.READY)
      .slice(0, 60)
      .map((card) => card.id);
    expect(ready.length).toBe(60);
    const created = await call(app, session, 'POST', '/api/bulk-edit', { ids: ready });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body as { id: number };
    const validated = await call(app, session, 'POST', `/api/bulk-edit/${id}/validate`, {});
    expect(validated.status, validated.text).toBe(200);
    const faulty = (await gridOf(app, session, id)).cards.filter(
      (card) => card.faults === null || card.faults.length > 0,
    );
    expect(faulty.map((card) => `${card.name_to_show}: ${JSON.stringify(card.faults)}`)).toEqual([]);
  }, 240_000);
});
