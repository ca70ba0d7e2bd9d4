import { asc, eq } from 'drizzle-orm';
import type { BulkCard, BulkColumn, BulkEditAnswer, BulkSaveMode } from '@contract/bulk-edit';
import type { AttributeDataAnswer } from '@contract/product-card';
import type { ProductSchemaAnswer, SchemaAttribute } from '@contract/product-schema';
import { BULK_PROFILE_FIELDS, isProfileField, profileData, type BulkProfileField } from '@domain/bulk-edit';
import { translate } from '@i18n/translate';
import { bulkEditCards, jobs, products } from '../db/schema';
import { jobAnswer } from '../jobs/job-answer';
import { cardDocuments } from '../products/card';
import { readEdits } from './card-payload';
import { categoryKey, schemasByCategory, type BulkContext } from './card-schemas';
import type { BulkEditRow } from './session';
import type { StoredFault } from './validate-cards';

/** Columns shown when the user has not chosen: the display name and the first required attributes. */
const DEFAULT_ATTRIBUTE_COLUMNS = 5;

/** A profile field as a text attribute, so the grid and the bulk change edit it like any attribute. */
function profileColumn(field: BulkProfileField, language: BulkContext['language']): SchemaAttribute {
  return {
    uuid: field,
    code: null,
    name: translate(language, `bulkEdit.columns.${field}`),
    type: 'text',
    section_code: 'identify',
    group_name: null,
    is_required: true,
    is_visible: true,
    is_read_only: false,
    private_network_code: null,
    validation_rules: [],
    available_units: [],
    available_values: [],
    available_validation_values: [],
    custom_values_count: 0,
    description: null,
    data: [],
  };
}

/** Every column the session's cards have: the names, then the attributes of their categories in form order. */
export function availableColumns(
  context: Pick<BulkContext, 'language'>,
  schemas: Map<number, ProductSchemaAnswer>,
  categoryOf: readonly (number | null)[],
): BulkColumn[] {
  const columns = new Map<string, BulkColumn>();
  for (const field of BULK_PROFILE_FIELDS) {
    const attribute = profileColumn(field, context.language);
    columns.set(field, { key: field, name: attribute.name, attribute, cards: categoryOf.length });
  }
  const cardsPerCategory = new Map<number, number>();
  for (const id of categoryOf)
    cardsPerCategory.set(categoryKey(id), (cardsPerCategory.get(categoryKey(id)) ?? 0) + 1);
  for (const [category, schema] of schemas) {
    for (const definition of Object.values(schema.attributes).flat()) {
      if (!definition.is_visible) continue;
      const known = columns.get(definition.uuid);
      const cards = cardsPerCategory.get(category) ?? 0;
      if (known) known.cards += cards;
      else
        columns.set(definition.uuid, {
          key: definition.uuid,
          name: definition.name,
          attribute: definition,
          cards,
        });
    }
  }
  return [...columns.values()];
}

function defaultColumns(columns: readonly BulkColumn[]): string[] {
  const attributes = columns.filter((column) => !isProfileField(column.key));
  const required = attributes.filter((column) => column.attribute.is_required);
  return [
    'name_to_show',
    ...[...required, ...attributes.filter((c) => !c.attribute.is_required)]
      .slice(0, DEFAULT_ATTRIBUTE_COLUMNS)
      .map((column) => column.key),
  ];
}

function storedFaults(value: unknown): StoredFault[] | null {
  return Array.isArray(value) ? (value as StoredFault[]) : null;
}

const SHOWN_STATES = new Set(['pending', 'saved', 'skipped', 'refused']);

/** §4 Bulk edit: the session as the grid shows it — cards × the chosen columns, edits on top of the card. */
export async function gridAnswer(context: BulkContext, session: BulkEditRow): Promise<BulkEditAnswer> {
  const { db, language } = context;
  const rows = await db
    .select({ card: bulkEditCards, product: products })
    .from(bulkEditCards)
    .innerJoin(products, eq(products.id, bulkEditCards.productId))
    .where(eq(bulkEditCards.bulkEditId, session.id))
    .orderBy(asc(bulkEditCards.position));
  const categoryOf = rows.map((row) => row.product.categoryId);
  const schemas = await schemasByCategory(context, categoryOf);
  const available = availableColumns(context, schemas, categoryOf);
  const known = new Set(available.map((column) => column.key));
  const chosen = Array.isArray(session.columns)
    ? (session.columns as unknown[]).filter((key): key is string => typeof key === 'string' && known.has(key))
    : [];
  const columns = chosen.length > 0 ? chosen : defaultColumns(available);
  const cards: BulkCard[] = rows.map(({ card, product }) => {
    const edits = readEdits(card.edits);
    const inCategory = new Set(
      Object.values(schemas.get(categoryKey(product.categoryId))?.attributes ?? {})
        .flat()
        .map((attribute) => attribute.uuid),
    );
    const stored = new Map(
      cardDocuments(product).attributes.map((attribute) => [attribute.uuid, attribute.data]),
    );
    const values: Record<string, AttributeDataAnswer[]> = {};
    for (const key of columns) {
      const edit = Object.hasOwn(edits, key) ? (edits[key] ?? []) : undefined;
      if (key === 'name' || key === 'name_to_show') {
        const text = key === 'name' ? product.name : product.nameToShow;
        values[key] = normalised(edit ?? profileData(text));
      } else if (inCategory.has(key)) values[key] = normalised(edit ?? stored.get(key) ?? []);
    }
    const faults = storedFaults(card.faults);
    return {
      id: product.id,
      version: card.baseVersion,
      name_to_show: product.nameToShow,
      values,
      // A saved card holds its edits now: they are no longer "changed, unsaved" (a skipped or refused one's are).
      edited: card.saveState === 'saved' ? [] : Object.keys(edits),
      faults:
        faults === null
          ? null
          : faults.map((fault) => ({ field: fault.column, message: translate(language, fault.message) })),
      save_state: (SHOWN_STATES.has(card.saveState) ? card.saveState : 'pending') as BulkCard['save_state'],
      save_message: card.saveMessage,
    };
  });
  return {
    id: session.id,
    status: session.status,
    save_mode: (session.saveMode as BulkSaveMode | null) ?? null,
    columns,
    available_columns: available,
    cards,
    job: await sessionJob(context, session.jobId),
  };
}

function normalised(data: readonly Partial<AttributeDataAnswer>[]): AttributeDataAnswer[] {
  return data.map((entry) => ({
    value: entry.value ?? [],
    value_uuid: entry.value_uuid ?? null,
    unit_uuid: entry.unit_uuid ?? null,
    unit: entry.unit ?? null,
    value_name: entry.value_name ?? null,
    filename: entry.filename ?? null,
    is_custom_value: entry.is_custom_value ?? false,
  }));
}

/** The save job as get-job answers it, so a reloaded screen goes on following it (§7 get-job). */
async function sessionJob(context: BulkContext, jobId: number | null) {
  if (jobId === null) return null;
  const [row] = await context.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (row === undefined) return null;
  // The save job leaves no file, only its counts.
  return jobAnswer(row, false, context.language);
}
