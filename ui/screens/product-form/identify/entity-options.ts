import type { EntityRef } from '@domain/product';

/** The option that opens the modal instead of choosing a value. */
export const NEW_VALUE = '__new__';
/** A producer, brand or sub-brand named on the card, to be created with its save. */
const NAMED_PREFIX = '__named__:';

/** An EntityRef as a select value: '' for none, the id, or the marker of the one named on the card. */
export function entityValue(ref: EntityRef): string {
  if (ref === null) return '';
  return typeof ref === 'number' ? String(ref) : `${NAMED_PREFIX}${ref.name}`;
}

/** A select value back as an EntityRef ('' is none; the named option keeps the current named one). */
export function entityRef(value: string, current: EntityRef): EntityRef {
  if (value === '') return null;
  if (value.startsWith(NAMED_PREFIX)) return current;
  return Number(value);
}

/** An address id as a select value and back. */
export const addressValue = (id: number | null) => (id === null ? '' : String(id));
export const addressId = (value: string) => (value === '' ? null : Number(value));

/** The name of an EntityRef among options (a named one carries its own). */
export function entityName(ref: EntityRef, options: readonly { id: number; name: string }[]): string {
  if (ref === null) return '';
  if (typeof ref === 'object') return ref.name;
  return options.find((option) => option.id === ref)?.name ?? '';
}
