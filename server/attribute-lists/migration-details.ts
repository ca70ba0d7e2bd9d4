import { and, asc, eq } from 'drizzle-orm';
import type { MigrationDetails } from '@contract/attribute-migrations';
import type { Db } from '../db/client';
import { attributeMigrationCompanies, attributeMigrations, companies } from '../db/schema';
import type { ProductListContext as Context } from '../products/list-context';
import { attributeNames, peopleNames } from './names';

/** A migration as its screen shows it to this user, or null when the user may not see it. */
export async function migrationDetails(
  context: Context,
  id: number,
  db: Db = context.db,
): Promise<MigrationDetails | null> {
  const [migration] = await db.select().from(attributeMigrations).where(eq(attributeMigrations.id, id));
  if (migration === undefined) return null;
  const parts = await db
    .select({ part: attributeMigrationCompanies, company: companies.name })
    .from(attributeMigrationCompanies)
    .innerJoin(companies, eq(companies.id, attributeMigrationCompanies.companyId))
    .where(
      and(
        eq(attributeMigrationCompanies.migrationId, id),
        context.user.is_supplier
          ? eq(attributeMigrationCompanies.companyId, context.user.company_id ?? -1)
          : undefined,
      ),
    )
    .orderBy(asc(companies.name));
  // A supplier sees a migration only when it touches the supplier's cards.
  if (context.user.is_supplier && parts.length === 0) return null;
  const [names, people] = await Promise.all([
    attributeNames(db, context.language),
    peopleNames(
      db,
      parts.map(({ part }) => part.agreedById),
    ),
  ]);
  const permissions = context.permissions;
  const pending = migration.status === 'pending';
  const everyoneAgreed = context.user.is_supplier ? false : parts.every(({ part }) => part.agreedAt !== null);
  return {
    id: migration.id,
    name: migration.name,
    source_attribute_uuid: migration.sourceAttributeUuid,
    target_attribute_uuid: migration.targetAttributeUuid,
    source: names.get(migration.sourceAttributeUuid) ?? migration.sourceAttributeUuid,
    target: names.get(migration.targetAttributeUuid) ?? migration.targetAttributeUuid,
    value_map: migration.valueMap,
    status: migration.status,
    // A supplier's count is its own cards: other companies' catalogues are not its business.
    affected_cards: context.user.is_supplier
      ? parts.reduce((sum, { part }) => sum + part.affectedCards, 0)
      : migration.affectedCards,
    applied_cards: migration.appliedCards,
    created_at: migration.createdAt.toISOString(),
    applied_at: migration.appliedAt?.toISOString() ?? null,
    companies: parts.map(({ part, company }) => ({
      company_id: part.companyId,
      company,
      affected_cards: part.affectedCards,
      agreed_by: part.agreedById === null ? null : (people.get(part.agreedById) ?? null),
      agreed_at: part.agreedAt?.toISOString() ?? null,
    })),
    can_edit: pending && permissions.has('attribute_migrations.manage'),
    can_agree:
      pending &&
      permissions.has('attribute_migrations.agree') &&
      parts.some(({ part }) => part.agreedAt === null),
    can_apply: pending && permissions.has('attribute_migrations.manage') && everyoneAgreed,
  };
}
