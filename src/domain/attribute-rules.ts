import { autoSelectSingleUnit } from './attribute-validity';
import {
  clearAttributeFaults,
  clearAttributeIssues,
  keepAttributeFaults,
  keepAttributeIssues,
  type FaultMaps,
  type Issue,
} from './faults';
import { unifiedId, type Attribute, type EntityRef, type SavedAttribute } from './product';

/** §3 Unified ids of the private attributes trade, group and sub_group. */
export const PRIVATE_UNIFIED_ID = { TRADE: '26', GROUP: '27', SUB_GROUP: '28' } as const;

/** The attributes of a form with what is said about them. */
export interface AttributeState {
  attributes: Attribute[];
  faults: FaultMaps;
  issues: Issue[];
}

/** The attributes after a change, and the uuids whose value was cleared (their faults must go too). */
export interface AttributeChange {
  attributes: Attribute[];
  reset: string[];
}

function indexByUuid(attributes: readonly Attribute[]): Map<string, number> {
  const index = new Map<string, number>();
  attributes.forEach((attribute, i) => index.set(attribute.uuid, i));
  return index;
}

/** Everything the attribute currently has chosen: value_uuids and values (checkbox 'true'/'false'). */
function chosen(attribute: Attribute): Set<string> {
  const values = new Set<string>();
  for (const entry of attribute.data) {
    if (entry.value_uuid) values.add(entry.value_uuid);
    for (const value of entry.value) if (value !== '') values.add(value);
  }
  return values;
}

/**
 * §4 Form behaviour: a select or checkbox value switches the dependents of its validation_rules on or off;
 * a dependent switched off (it was required, or visible under a visibility rule) loses its value.
 */
export function applyValidationRules(attributes: readonly Attribute[], changedUuid: string): AttributeChange {
  const index = indexByUuid(attributes);
  const changed = attributes[index.get(changedUuid) ?? -1];
  const next = [...attributes];
  const reset: string[] = [];
  if (!changed) return { attributes: next, reset };
  const selected = chosen(changed);
  for (const rule of changed.validation_rules) {
    const i = index.get(rule.dependent_attribute_uuid);
    const dependent = i === undefined ? undefined : next[i];
    if (i === undefined || !dependent) continue;
    const on = rule.data.some((value) => selected.has(value));
    const wasOn = dependent.is_required || (rule.toggle_visibility && dependent.is_visible);
    const switchedOff = !on && wasOn;
    const is_visible = rule.toggle_visibility ? on : dependent.is_visible;
    if (dependent.is_required === on && dependent.is_visible === is_visible) continue;
    next[i] = { ...dependent, is_required: on, is_visible, ...(switchedOff ? { data: [] } : {}) };
    if (switchedOff) reset.push(dependent.uuid);
  }
  return { attributes: next, reset };
}

/** §4 Changing trade resets group and sub_group; changing group resets sub_group. */
export function resetPrivateHierarchy(
  attributes: readonly Attribute[],
  changedUuid: string,
): AttributeChange {
  const changed = attributes.find((attribute) => attribute.uuid === changedUuid);
  const id = changed ? unifiedId(changed) : undefined;
  const below: readonly string[] =
    id === PRIVATE_UNIFIED_ID.TRADE
      ? [PRIVATE_UNIFIED_ID.GROUP, PRIVATE_UNIFIED_ID.SUB_GROUP]
      : id === PRIVATE_UNIFIED_ID.GROUP
        ? [PRIVATE_UNIFIED_ID.SUB_GROUP]
        : [];
  const reset: string[] = [];
  const next = attributes.map((attribute) => {
    if (!below.includes(unifiedId(attribute))) return attribute;
    reset.push(attribute.uuid);
    return attribute.data.length === 0 ? attribute : { ...attribute, data: [] };
  });
  return { attributes: next, reset };
}

/**
 * §4 The user edited one attribute: it replaces the old one, its issues go, validation rules and the
 * trade → group → sub_group chain apply, and whatever they cleared loses its faults.
 */
export function editAttribute(state: AttributeState, edited: Attribute): AttributeState {
  const replaced = state.attributes.map((attribute) => (attribute.uuid === edited.uuid ? edited : attribute));
  const ruled = applyValidationRules(replaced, edited.uuid);
  const chained = resetPrivateHierarchy(ruled.attributes, edited.uuid);
  let faults = state.faults;
  for (const uuid of [...ruled.reset, ...chained.reset]) faults = clearAttributeFaults(faults, uuid);
  return { attributes: chained.attributes, faults, issues: clearAttributeIssues(state.issues, edited) };
}

/** The producer, brand and sub-brand of a card with the lists the form offers for them. */
export interface ProducerChoice {
  producer: EntityRef;
  brand: EntityRef;
  sub_brand: EntityRef;
  brands: readonly unknown[];
  sub_brands: readonly unknown[];
}

function sameEntity(a: EntityRef, b: EntityRef): boolean {
  if (a === null || b === null || typeof a === 'number' || typeof b === 'number') return a === b;
  return a.name === b.name;
}

/** §4 Setting a new producer clears the brand and the brand list (and the sub-brand with its list). */
export function changeProducer<S extends ProducerChoice>(state: S, producer: EntityRef): S {
  if (sameEntity(state.producer, producer)) return state;
  return { ...state, producer, brand: null, sub_brand: null, brands: [], sub_brands: [] };
}

/**
 * §4 A new category's schema merged into the form: attributes matched by unified id keep their values
 * (when the type is unchanged), take the server's flags, and vanished ones lose faults and issues.
 */
export function mergeSchema(state: AttributeState, incoming: readonly Attribute[]): AttributeState {
  const current = new Map<string, Attribute>();
  for (const attribute of state.attributes) current.set(unifiedId(attribute), attribute);
  const attributes = incoming.map((definition) => {
    const survivor = current.get(unifiedId(definition));
    // A value of another type would not fit the new field, so a changed type starts from the schema's.
    const merged =
      survivor && survivor.type === definition.type ? { ...definition, data: survivor.data } : definition;
    return autoSelectSingleUnit(merged);
  });
  const uuids = new Set(attributes.map((attribute) => attribute.uuid));
  return {
    attributes,
    faults: keepAttributeFaults(state.faults, uuids),
    issues: keepAttributeIssues(state.issues, attributes),
  };
}

/** §3 Before saving, UI-only fields are stripped: only uuid, code and value, value_uuid, unit_uuid stay. */
export function toSavedAttribute(attribute: Attribute): SavedAttribute {
  return {
    uuid: attribute.uuid,
    code: attribute.code ?? null,
    // Picked, not omitted: a UI field added later can never leak into the payload.
    data: attribute.data.map((entry) => ({
      value: entry.value,
      value_uuid: entry.value_uuid ?? null,
      unit_uuid: entry.unit_uuid ?? null,
    })),
  };
}

/** §3 Every attribute of the form as the save payload carries it. */
export function toSavedAttributes(attributes: readonly Attribute[]): SavedAttribute[] {
  return attributes.map(toSavedAttribute);
}
