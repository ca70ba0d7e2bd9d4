import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { retailGroupPreviewQuerySchema, type RetailGroupPreviewAnswer } from '@contract/retail-group-preview';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { previewForGroup } from '@domain/retail-group-preview';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import type { Db } from '../db/client';
import { networks, requirementSets } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';
import { cardDocuments, findVisibleCard } from '../products/card';
import { categoryChains } from '../products/category-chain';
import { buildProductSchema } from '../products/schema-builder';

const NAMESPACE = 'network';

/** The attributes the group's requirement sets covering one of the card's categories name. */
async function groupRequired(db: Db, network: string, chainIds: readonly number[]): Promise<Set<string>> {
  if (chainIds.length === 0) return new Set();
  const rows = await db
    .select({ uuids: requirementSets.attributeUuids })
    .from(requirementSets)
    .where(
      and(
        eq(requirementSets.networkCode, network),
        sql`${requirementSets.categoryIds} && array[${sql.join(
          chainIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`,
      ),
    );
  return new Set(rows.flatMap((row) => row.uuids));
}

/**
 * §6 GET /api/p1/product/{id}/retail-group-preview(?network=): for the user with the preview flag or an
 * admin (`attributes.preview_retail_group`), the retail groups and, for the chosen one, the card's
 * attributes as its requirements see them with the completeness they give (docs/decisions/0043). The
 * attributes are the user's own schema of the card, so a private attribute the user may not read is not
 * listed either. 404 for a card the user may not see; an unknown group is a 400 on `network`.
 */
export const retailGroupPreviewRoutes = new Hono<AppEnv>().get(
  '/api/p1/product/:id{[0-9]+}/retail-group-preview',
  requirePermission('attributes.preview_retail_group'),
  async (c) => {
    const query = retailGroupPreviewQuerySchema.safeParse(c.req.query());
    if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, NAMESPACE));
    const user = c.get('user')!;
    const db = c.get('db');
    const row = await findVisibleCard(db, user, Number(c.req.param('id')));
    if (row === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const groups = await db
      .select({ code: networks.code, name: networks.name })
      .from(networks)
      .orderBy(asc(networks.name));
    const code = query.data.network;
    if (code === undefined)
      return c.json({ networks: groups, preview: null } satisfies RetailGroupPreviewAnswer);
    const group = groups.find((candidate) => candidate.code === code);
    if (group === undefined)
      return faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field: 'network',
          message: translate(c.get('language'), 'cardRules.errors.unknownNetwork'),
          type: 'validation',
        },
      ]);
    const categoryIds = row.categoryId === null ? [] : [row.categoryId];
    const chains = await categoryChains(db, categoryIds);
    const { instance, disabledFeatures } = c.get('config');
    const [schema, required] = await Promise.all([
      buildProductSchema(db, {
        categoryIds,
        chains,
        user,
        language: c.get('language'),
        recyclingFraction: featuresForInstance(instance, disabledFeatures).includes(
          FEATURE.RECYCLING_FRACTION,
        ),
        companyId: row.companyId,
        card: { row, documents: cardDocuments(row) },
      }),
      groupRequired(db, code, [...new Set([...chains.values()].flat())]),
    ]);
    const sectionNames = new Map(schema.sections.map((section) => [section.code, section.name]));
    const preview = previewForGroup(Object.values(schema.attributes).flat(), code, required);
    return c.json({
      networks: groups,
      preview: {
        network: group,
        ...preview,
        rows: preview.rows.map((entry) => ({
          ...entry,
          section: sectionNames.get(entry.section_code) ?? '',
        })),
      },
    } satisfies RetailGroupPreviewAnswer);
  },
);
