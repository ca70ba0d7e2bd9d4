import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { buildDetailsCard, type DetailsCard } from '@domain/product-details-card';
import type { AppEnv } from '../app-env';
import { companies } from '../db/schema';
import { cardDocuments, findReadableCard, peopleNames, showAnswer } from './card';
import { categoryChains } from './category-chain';
import { sanitizeHtml } from './sanitize-html';
import { buildProductSchema } from './schema-builder';

/** Every html_textarea value made safe to show (stored values are sanitised on save; older ones too). */
async function sanitized(card: DetailsCard): Promise<DetailsCard> {
  const rich = card.attributes.some(
    (attribute) => attribute.type === 'html_textarea' && attribute.data.length > 0,
  );
  if (!rich) return card;
  const attributes = await Promise.all(
    card.attributes.map(async (attribute) =>
      attribute.type !== 'html_textarea'
        ? attribute
        : {
            ...attribute,
            data: await Promise.all(
              attribute.data.map(async (entry) => ({
                ...entry,
                value: await Promise.all(entry.value.map((html) => sanitizeHtml(html))),
              })),
            ),
          },
    ),
  );
  return { ...card, attributes };
}

/**
 * §7 print links and get-as-xlsx: the card as the details screen reads it (the same schema, with the
 * card's values, in the user's language; private attributes as the user may see them, §6), or null when
 * the card does not exist or the user may not read it (404, as for show; an offered card is read by its
 * chain, 0041). Issues are not exported.
 */
export async function loadExportCard(c: Context<AppEnv>, id: number): Promise<DetailsCard | null> {
  const db = c.get('db');
  const config = c.get('config');
  const language = c.get('language');
  const user = c.get('user')!;
  const row = await findReadableCard(db, user, id);
  if (row === null) return null;
  const documents = cardDocuments(row);
  const categoryIds = row.categoryId === null ? [] : [row.categoryId];
  const chains = await categoryChains(db, categoryIds);
  const [schema, names, company] = await Promise.all([
    buildProductSchema(db, {
      categoryIds,
      chains,
      user,
      language,
      recyclingFraction: featuresForInstance(config.instance, config.disabledFeatures).includes(
        FEATURE.RECYCLING_FRACTION,
      ),
      companyId: row.companyId,
      card: { row, documents },
    }),
    peopleNames(db, [row.supplierUserId, row.lastEditorId]),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)),
  ]);
  // The attribute values come from the schema, which holds only the private attributes the user may see.
  const card = buildDetailsCard(schema, showAnswer(row, documents, names), {
    companyName: company[0]?.name ?? '',
    remarkCount: 0,
    issues: [],
    validation: false,
  });
  return sanitized(card);
}
