import type { ProductSchemaAnswer } from '@contract/product-schema';
import type { Language } from '@domain/constants';
import { FEATURE, featuresForInstance, type FeatureId } from '@domain/feature-flags';
import type { CurrentUser } from '@domain/user';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { categoryChains } from '../products/category-chain';
import { buildProductSchema } from '../products/schema-builder';

/** Who asks and how the server is set up: what a schema and the validation depend on. */
export interface BulkContext {
  db: Db;
  user: CurrentUser;
  language: Language;
  config: ServerConfig;
  companyId: number;
}

export function featureOn(config: ServerConfig, id: FeatureId): boolean {
  return featuresForInstance(config.instance, config.disabledFeatures).includes(id);
}

/** The key of a card's category in the schema map (no category: the schema of none). */
export const categoryKey = (categoryId: number | null) => categoryId ?? 0;

/**
 * The product schema (docs/decisions/0008) of every category the session's cards are in, built once per
 * category with the same builder the form's `OPTIONS /schema` uses, as the save route builds it for a
 * new card (card: null). A session of 1,000 cards spans a few categories, so this is a few builds.
 */
export async function schemasByCategory(
  context: BulkContext,
  categoryIds: readonly (number | null)[],
): Promise<Map<number, ProductSchemaAnswer>> {
  const distinct = [...new Set(categoryIds.map(categoryKey))];
  const chains = await categoryChains(
    context.db,
    distinct.filter((id) => id !== 0),
  );
  const recyclingFraction = featureOn(context.config, FEATURE.RECYCLING_FRACTION);
  const built = await Promise.all(
    distinct.map(async (id) => {
      const known = id !== 0 && chains.has(id);
      const schema = await buildProductSchema(context.db, {
        categoryIds: known ? [id] : [],
        chains: known ? new Map([[id, chains.get(id)!]]) : new Map(),
        user: context.user,
        language: context.language,
        recyclingFraction,
        companyId: context.companyId,
        card: null,
      });
      return [id, schema] as const;
    }),
  );
  return new Map(built);
}
