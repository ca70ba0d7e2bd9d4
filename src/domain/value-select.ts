import { chosenEntry } from './attribute-values';
import type { AttributeData, NamedValue } from './product';

/**
 * §2 Modals: value select (docs/decisions/0044). A select or multiselect whose list is this long (and held
 * by the form, not searched on the server) also offers the whole list in a searchable modal.
 */
export const VALUE_SELECT_MIN_VALUES = 10;

export function offersValueSelect(attribute: {
  available_values: readonly NamedValue[];
  available_values_by_api?: boolean;
}): boolean {
  return !attribute.available_values_by_api && attribute.available_values.length >= VALUE_SELECT_MIN_VALUES;
}

/** Lower case without diacritics, so "zolty" finds "Żółty". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLocaleLowerCase();
}

/** The values whose name holds every word of the query, in list order. */
export function filterValues(values: readonly NamedValue[], query: string): NamedValue[] {
  const words = folded(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...values];
  return values.filter((value) => {
    const name = folded(value.name);
    return words.every((word) => name.includes(word));
  });
}

/**
 * The attribute's entries after the modal: entries still chosen and custom values stay as they were (with
 * their own numbers or units), newly chosen values are added in list order, the rest are dropped.
 */
export function applyChosen(
  data: readonly AttributeData[],
  chosen: ReadonlySet<string>,
  values: readonly NamedValue[],
  customAllowed: boolean,
): AttributeData[] {
  const kept = data.filter(
    (entry) => entry.value_uuid === null || entry.value_uuid === undefined || chosen.has(entry.value_uuid),
  );
  const present = new Set(kept.map((entry) => entry.value_uuid).filter((uuid) => typeof uuid === 'string'));
  const added = values
    .filter((value) => chosen.has(value.uuid) && !present.has(value.uuid))
    .map((value) => chosenEntry(value, customAllowed));
  return [...kept, ...added];
}
