import { eq, inArray } from 'drizzle-orm';
import type { AttributeDataAnswer } from '@contract/product-card';
import { validationRuleSchema, type SchemaAttribute } from '@contract/product-schema';
import { isAttributeType } from '@domain/attribute-types';
import type { Language } from '@domain/constants';
import type { Db } from '../db/client';
import { attributes, categoryAttributes } from '../db/schema';
import type { Assignment, AttributeFlags } from './attribute-flags';
import { nameIn, optionalNameIn } from './localize';

export type AttributeRow = typeof attributes.$inferSelect;

/** Definitions of every attribute assigned to any of the categories, and the assignments: one query. */
export async function loadAssignedAttributes(
  db: Db,
  categoryIds: readonly number[],
): Promise<{ definitions: Map<string, AttributeRow>; assignments: Assignment[] }> {
  if (categoryIds.length === 0) return { definitions: new Map(), assignments: [] };
  const rows = await db
    .select({
      attribute: attributes,
      categoryId: categoryAttributes.categoryId,
      isRequired: categoryAttributes.isRequired,
      isVisible: categoryAttributes.isVisible,
    })
    .from(categoryAttributes)
    .innerJoin(attributes, eq(attributes.uuid, categoryAttributes.attributeUuid))
    .where(inArray(categoryAttributes.categoryId, [...categoryIds]));
  const definitions = new Map<string, AttributeRow>();
  const assignments: Assignment[] = [];
  for (const row of rows) {
    definitions.set(row.attribute.uuid, row.attribute);
    assignments.push({
      categoryId: row.categoryId,
      attributeUuid: row.attribute.uuid,
      isRequired: row.isRequired,
      isVisible: row.isVisible,
    });
  }
  return { definitions, assignments };
}

/** Stored validation rules that have the §3 shape; anything else is left out. */
function validationRules(stored: readonly unknown[]) {
  return stored.flatMap((rule) => {
    const result = validationRuleSchema.safeParse(rule);
    return result.success ? [result.data] : [];
  });
}

/** The card's values with the unit and value names filled in, in the request language. */
function namedData(
  data: readonly AttributeDataAnswer[],
  units: ReadonlyMap<string, string>,
  values: ReadonlyMap<string, string>,
): AttributeDataAnswer[] {
  return data.map((entry) => ({
    ...entry,
    unit: entry.unit_uuid ? (units.get(entry.unit_uuid) ?? entry.unit) : entry.unit,
    value_name: entry.value_uuid ? (values.get(entry.value_uuid) ?? entry.value_name) : entry.value_name,
  }));
}

/**
 * §3 One attribute as the form needs it, or null when its stored type is none of the 25 (the form could
 * not render it).
 */
export function schemaAttribute(
  row: AttributeRow,
  flags: AttributeFlags,
  unitNames: ReadonlyMap<string, string>,
  language: Language,
  data: readonly AttributeDataAnswer[],
): SchemaAttribute | null {
  if (!isAttributeType(row.type)) return null;
  const availableValues = row.availableValues.map((value) => ({
    uuid: value.uuid,
    name: nameIn(value.name, language),
  }));
  const availableUnits = row.unitUuids.flatMap((uuid) => {
    const name = unitNames.get(uuid);
    return name === undefined ? [] : [{ uuid, name }];
  });
  return {
    uuid: row.uuid,
    code: row.code,
    name: nameIn(row.name, language),
    type: row.type,
    section_code: row.sectionCode,
    group_name: optionalNameIn(row.groupName, language),
    is_required: flags.isRequired,
    is_visible: flags.isVisible,
    is_read_only: row.isReadOnly,
    private_network_code: row.privateNetworkCode,
    validation_rules: validationRules(row.validationRules),
    available_units: availableUnits,
    available_values: availableValues,
    available_validation_values: row.validationValues.map((name) => ({ name })),
    custom_values_count: row.customValuesCount,
    description: optionalNameIn(row.description, language),
    data: namedData(
      data,
      new Map(availableUnits.map((unit) => [unit.uuid, unit.name])),
      new Map(availableValues.map((value) => [value.uuid, value.name])),
    ),
  };
}

/** Attributes of one section that share a group name, in form order. */
export function attributeGroups(bySection: Record<string, SchemaAttribute[]>) {
  const groups: { section_code: string; name: string; attribute_uuids: string[] }[] = [];
  for (const [sectionCode, list] of Object.entries(bySection)) {
    const bySectionGroup = new Map<string, string[]>();
    for (const attribute of list) {
      if (attribute.group_name === null) continue;
      const uuids = bySectionGroup.get(attribute.group_name);
      if (uuids) uuids.push(attribute.uuid);
      else {
        const created = [attribute.uuid];
        bySectionGroup.set(attribute.group_name, created);
        groups.push({ section_code: sectionCode, name: attribute.group_name, attribute_uuids: created });
      }
    }
  }
  return groups;
}
