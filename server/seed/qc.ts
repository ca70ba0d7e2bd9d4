import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedingTime } from './clock';

/**
 * Demo QC verdicts (docs/decisions/0016), in three set-based inserts whatever the catalogue size: the card's
 * own verdict for every checked card (products.qc_status) given by the QC manager, with a reason when it
 * failed; and Selgros's and Markant's verdicts on most ready cards visible in those chains, given by the
 * users holding those chains' QC flags. Deterministic by card id, so every demo run shows the same.
 */
export async function seedQcChecks(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['qc@demo.pim', 'network@demo.pim']));
  const qc = people.find((person) => person.email === 'qc@demo.pim')?.id;
  const selgros = people.find((person) => person.email === 'network@demo.pim')?.id;
  if (qc === undefined || selgros === undefined) return;
  // Checked between the card's last change and the seeding time (docs/decisions/0027).
  const at = seedingTime().toISOString();
  await db.execute(sql`
    insert into qc_checks (product_id, chain, status, comment, checked_by, checked_at)
    select id, 'card', qc_status,
      case when qc_status = 2 then 'Zdjęcie frontu nie spełnia wymagań (białe tło, 1200 px).' else '' end,
      ${qc}, updated_at + (${at}::timestamptz - updated_at) * ((1 + id % 5) / 6.0)
    from products where qc_status <> 0`);
  for (const [chain, checker] of [
    ['selgros', selgros],
    ['markant', qc],
  ] as const)
    await db.execute(sql`
      insert into qc_checks (product_id, chain, status, comment, checked_by, checked_at)
      select id, ${chain}, case when id % 7 = 0 then 2 else 1 end,
        case when id % 7 = 0 then 'Brak wymiarów opakowania zbiorczego.' else '' end,
        ${checker}, updated_at + (${at}::timestamptz - updated_at) * ((2 + id % 4) / 6.0)
      from products
      where status = 2 and id % 3 <> 0
        and availability @> ${JSON.stringify([{ code: chain, visibility: true }])}::jsonb`);
}
