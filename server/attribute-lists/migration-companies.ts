import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { attributeMigrationCompanies } from '../db/schema';

/**
 * The cards holding a filled value of the attribute, per company. One pass over the cards (jsonb
 * containment first, then the same "filled" rule as the essentialities): an administrator's action, rare.
 */
export async function affectedCompanies(db: Db, attributeUuid: string) {
  const result = await db.execute(sql`
    select company_id, count(*)::int as cards from products
    where attributes @> ${JSON.stringify([{ uuid: attributeUuid }])}::jsonb
      and lists.filled_attribute_set(attributes) ? ${attributeUuid}
    group by company_id order by company_id`);
  return rowsOf<{ company_id: number; cards: number }>(result);
}

/** Writes who is affected afresh: a saved (or changed) migration asks every company again. */
export async function resetAgreements(db: Db, migrationId: number, attributeUuid: string): Promise<number> {
  const companies = await affectedCompanies(db, attributeUuid);
  await db
    .delete(attributeMigrationCompanies)
    .where(eq(attributeMigrationCompanies.migrationId, migrationId));
  if (companies.length > 0)
    await db
      .insert(attributeMigrationCompanies)
      .values(companies.map((row) => ({ migrationId, companyId: row.company_id, affectedCards: row.cards })));
  return companies.reduce((sum, row) => sum + row.cards, 0);
}
