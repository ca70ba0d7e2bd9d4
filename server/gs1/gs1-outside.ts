import { sql, type SQL } from 'drizzle-orm';
import { GS1_OUTSIDE_LISTED, type Gs1OutsideCard } from '@contract/gs1-prefixes';
import { EMPTY_EAN } from '@domain/constants';
import { rowsOf, type Db } from '../db/client';
import { productRows } from '../db/schema';
import type { Tx } from '../products/company-scope';

/**
 * The codes of a card: its GTIN and every package EAN, not set ones (§9: empty or 13 zeros) left out.
 * `product` and `company` are SQL of the card's id and its company's id in the outer query.
 */
const codesOf = (product: SQL) => sql`(
  select pe.ean as code from product_eans pe where pe.product_id = ${product}
  union select p.gtin from products p where p.id = ${product} and p.gtin is not null
)`;

/**
 * A code no prefix of the company covers: compared as prefixKey does (src/domain/gs1-prefixes.ts), the code
 * as a GTIN-14 without its indicator digit. Prefixes are digits only (a check in migration 0031), so LIKE
 * reads them literally.
 */
const outsideCode = (code: SQL, company: SQL) => sql`${code} not in ('', ${EMPTY_EAN})
  and not exists (select 1 from company_gs1_prefixes g where g.company_id = ${company}
    and substr(lpad(${code}, 14, '0'), 2) like g.prefix || '%')`;

/**
 * docs/decisions/0050: a card with a GTIN or package EAN outside every GS1 prefix of its company. A
 * company without prefixes has none outside: there is nothing to judge against.
 */
export function gs1OutsideCondition(product: SQL, company: SQL): SQL {
  return sql`exists (select 1 from company_gs1_prefixes g0 where g0.company_id = ${company})
    and exists (select 1 from ${codesOf(product)} as c where ${outsideCode(sql`c.code`, company)})`;
}

/** The products list filter `gs1=outside` (server/products/list-filters.ts). */
export const gs1ListCondition = () =>
  gs1OutsideCondition(sql`${productRows.id}`, sql`${productRows.companyId}`);

/** The company's cards outside its prefixes: how many, and the first ones with the codes outside. */
export async function outsideCards(
  db: Db | Tx,
  companyId: number,
): Promise<{ total: number; cards: Gs1OutsideCard[] }> {
  const condition = gs1OutsideCondition(sql`r.id`, sql`r.company_id`);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from lists.product_rows r where r.company_id = ${companyId} and ${condition}`,
    ),
  );
  const rows = rowsOf<{ id: number; name_to_show: string; gtin: string | null; outside: string[] }>(
    await db.execute(sql`
      select r.id, r.name_to_show, r.gtin,
        array(select c.code from ${codesOf(sql`r.id`)} as c
          where ${outsideCode(sql`c.code`, sql`r.company_id`)} order by c.code) as outside
      from lists.product_rows r
      where r.company_id = ${companyId} and ${condition}
      order by r.id
      limit ${GS1_OUTSIDE_LISTED}`),
  );
  return {
    total: count?.total ?? 0,
    cards: rows.map((row) => ({
      id: Number(row.id),
      name_to_show: row.name_to_show,
      gtin: row.gtin,
      outside: row.outside,
    })),
  };
}
