import { and, asc, eq, sql } from 'drizzle-orm';
import type { Fault } from '@contract/fault';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { networks, productRequirementSets, requirementSets } from '../db/schema';

/**
 * §3 The card form's requirement sets (availableRequirementSets, product_requirement_sets;
 * docs/decisions/0019): the sets of every network that cover one of the card's categories (a set covers
 * its categories and everything below them, so it is enough that a set names one of the chain's ids).
 */
export async function availableRequirementSets(db: Db, chainIds: readonly number[]) {
  if (chainIds.length === 0) return [];
  const rows = await db
    .select({ id: requirementSets.id, name: requirementSets.name, network: networks.name })
    .from(requirementSets)
    .innerJoin(networks, eq(networks.code, requirementSets.networkCode))
    .where(
      sql`${requirementSets.categoryIds} && array[${sql.join(
        chainIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`,
    )
    .orderBy(asc(networks.name), asc(requirementSets.name));
  return rows.map((row) => ({ id: row.id, name: `${row.network}: ${row.name}` }));
}

/** The sets a stored card is kept against. */
export async function cardRequirementSetIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productRequirementSets.setId })
    .from(productRequirementSets)
    .where(eq(productRequirementSets.productId, productId))
    .orderBy(asc(productRequirementSets.setId));
  return rows.map((row) => row.id);
}

/** Sets of the payload that do not apply to the card's categories (or do not exist): one fault each. */
export async function requirementSetFaults(
  db: Db,
  language: Language,
  ids: readonly number[],
  chainIds: readonly number[],
): Promise<Fault[]> {
  if (ids.length === 0) return [];
  const available = new Set((await availableRequirementSets(db, chainIds)).map((set) => set.id));
  return ids.flatMap((id, index) =>
    available.has(id)
      ? []
      : [
          {
            namespace: 'product_requirement_sets',
            field: String(index),
            message: translate(language, 'requirementSets.errors.notFound'),
            type: 'validation' as const,
          },
        ],
  );
}

/** Writes the card's sets as the payload gives them (in the save's transaction). */
export async function replaceCardRequirementSets(db: Db, productId: number, ids: readonly number[]) {
  await db.delete(productRequirementSets).where(and(eq(productRequirementSets.productId, productId)));
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await db.insert(productRequirementSets).values(unique.map((setId) => ({ productId, setId })));
}
