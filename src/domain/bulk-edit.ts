import { BULK_STATUS } from './constants';
import { NAMESPACE } from './faults';
import type { Job } from './jobs';
import type { Attribute, AttributeData, SavedAttribute } from './product';
import type { FieldFault } from './refusal';

/**
 * §4 Bulk edit statuses and the rules of a bulk-edit session (docs/decisions/0023-bulk-edit.md). Pure:
 * the server applies them to stored cards, the browser to what it shows.
 */

export type BulkStatus = (typeof BULK_STATUS)[keyof typeof BULK_STATUS];

/** The profile fields a bulk edit may change besides attributes: the card's names (§3 product_profile). */
export const BULK_PROFILE_FIELDS = ['name_to_show', 'name'] as const;
export type BulkProfileField = (typeof BULK_PROFILE_FIELDS)[number];

export function isProfileField(key: string): key is BulkProfileField {
  return (BULK_PROFILE_FIELDS as readonly string[]).includes(key);
}

/** A pending edit: the field's new data, or null (cleared). */
export type PendingEdits = Readonly<Record<string, readonly AttributeData[] | null>>;

/** What of a card a bulk edit touches. */
export interface EditableCard {
  name: string;
  name_to_show: string;
  attributes: readonly SavedAttribute[];
}

/** A profile field's text as a cell's data (one entry with one value), and back. */
export function profileData(text: string): AttributeData[] {
  return text === '' ? [] : [{ value: [text], value_uuid: null, unit_uuid: null }];
}
export function profileText(data: readonly AttributeData[] | null): string {
  return (data?.[0]?.value[0] ?? '').trim();
}

/** Only the saved fields of an entry (value, value_uuid, unit_uuid), as the card stores them (§3). */
function savedEntry(entry: AttributeData): AttributeData {
  return {
    value: [...entry.value],
    value_uuid: entry.value_uuid ?? null,
    unit_uuid: entry.unit_uuid ?? null,
  };
}

/**
 * §4 The card as it would be saved: the stored card with the pending edits on top. An attribute edit
 * replaces the attribute's data (a cleared one keeps the attribute with no data); an edit of an
 * attribute the card does not carry yet adds it.
 */
export function applyEdits(card: EditableCard, edits: PendingEdits): EditableCard {
  let { name, name_to_show } = card;
  const attributes = card.attributes.map((attribute) => ({ ...attribute }));
  const index = new Map(attributes.map((attribute, position) => [attribute.uuid, position]));
  for (const [key, data] of Object.entries(edits)) {
    if (key === 'name') name = profileText(data);
    else if (key === 'name_to_show') name_to_show = profileText(data);
    else {
      const next = (data ?? []).map(savedEntry);
      const at = index.get(key);
      if (at === undefined) {
        index.set(key, attributes.length);
        attributes.push({ uuid: key, code: null, data: next });
      } else attributes[at] = { ...attributes[at]!, data: next };
    }
  }
  return { name, name_to_show, attributes };
}

/** An edit that leaves the field as it is stored is no edit (so a value typed back is not "edited"). */
export function sameData(a: readonly AttributeData[] | null, b: readonly AttributeData[] | null): boolean {
  const norm = (data: readonly AttributeData[] | null) => JSON.stringify((data ?? []).map(savedEntry));
  return norm(a) === norm(b);
}

/**
 * The grid column a validation fault belongs to: an attribute fault its attribute (a unit fault too),
 * a profile fault its field; anything else (media, logistics, references) is a card fault, keyed
 * `namespace.field`, that the grid cannot fix (open the card).
 */
export function faultColumn(fault: Pick<FieldFault, 'namespace' | 'field'>): string {
  if (fault.namespace === NAMESPACE.ATTRIBUTES) return fault.field.split('.')[0] ?? fault.field;
  if (fault.namespace === NAMESPACE.PROFILE && isProfileField(fault.field)) return fault.field;
  return `${fault.namespace}.${fault.field}`;
}

/** §2 bulk save counts: cards of the session, cards with faults, cards not validated since their edit. */
export interface BulkCounts {
  total: number;
  faulty: number;
  unchecked: number;
  edited: number;
}

export function bulkCounts(
  cards: readonly { faults: readonly unknown[] | null; edited: readonly string[] }[],
): BulkCounts {
  let faulty = 0;
  let unchecked = 0;
  let edited = 0;
  for (const card of cards) {
    if (card.faults === null) unchecked += 1;
    else if (card.faults.length > 0) faulty += 1;
    if (card.edited.length > 0) edited += 1;
  }
  return { total: cards.length, faulty, unchecked, edited };
}

/** §4 A session can be edited (cells, bulk changes, columns) until its save starts. */
export function isEditable(status: number): boolean {
  return status === BULK_STATUS.CREATED || status === BULK_STATUS.EDITED || status === BULK_STATUS.VALIDATED;
}

/** §4 A session is saved only once validated, so the user has seen the faults first. */
export function canSave(status: number): boolean {
  return status === BULK_STATUS.VALIDATED;
}

/**
 * §4 Validation runs once something was created or edited, and again after a validation; a session left
 * validating (the server stopped mid-way) can be validated again.
 */
export function canValidate(status: number): boolean {
  return isEditable(status) || status === BULK_STATUS.VALIDATING;
}

/** §2 bulk save: `ready` saves the cards without faults as ready (the rest wait), `draft` every card as a draft. */
export const BULK_SAVE_MODES = ['ready', 'draft'] as const;
export type BulkSaveMode = (typeof BULK_SAVE_MODES)[number];

/** How a card's save ended (pending until the save job reaches it). */
export const BULK_SAVE_STATES = ['pending', 'saved', 'skipped', 'refused'] as const;
export type BulkSaveState = (typeof BULK_SAVE_STATES)[number];

/** One cell edit: the field's new data, or null (cleared). */
export interface BulkCellEdit {
  product_id: number;
  field: string;
  data: AttributeData[] | null;
}

/** §2 bulk product changes: one field set (or cleared) on every card that has it. */
export interface BulkChange {
  field: string;
  data: AttributeData[] | null;
}

export interface BulkFault {
  field: string;
  message: string;
}

/** A column of the grid: an attribute of the cards' categories, or a name as a text attribute. */
export interface BulkColumnView {
  key: string;
  name: string;
  attribute: Attribute;
  cards: number;
}

export interface BulkCardView {
  id: number;
  name_to_show: string;
  values: Record<string, AttributeData[]>;
  edited: string[];
  faults: BulkFault[] | null;
  save_state: BulkSaveState;
  save_message: string | null;
}

/** The session as the grid shows it (the answer of GET /api/bulk-edit/{id}, src/contract/bulk-edit.ts). */
export interface BulkGrid {
  id: number;
  status: number;
  save_mode: BulkSaveMode | null;
  columns: string[];
  available_columns: BulkColumnView[];
  cards: BulkCardView[];
  job: Job | null;
}

/** The save job queued: the job for the jobs panel and the sentence to show. */
export interface BulkSaveStarted {
  job: Job;
  message: string;
}
