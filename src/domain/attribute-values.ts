import type { AttributeData, NamedValue } from './product';

/**
 * §3 Writing attribute data the way §5 validity reads it: pure helpers the attribute fields use, so every
 * field writes the same shapes (first entry holds value[] and unit; choice types hold one entry per choice).
 */

const NONE: readonly string[] = [];

/** §5 selectrangenumber modes as value[0] holds them; none is '0'. */
export const RANGE_MODE = { NONE: '0', UNDER: '<', OVER: '>', RANGE: 'range' } as const;
export type RangeMode = (typeof RANGE_MODE)[keyof typeof RANGE_MODE];

/** The values of the first entry (where every single-entry type keeps its value). */
export function firstValues(data: readonly AttributeData[]): readonly string[] {
  return data[0]?.value ?? NONE;
}

/** The only unit of an attribute, which is set without asking (§5 single-unit attributes). */
export function singleUnit(units: readonly NamedValue[]): NamedValue | undefined {
  return units.length === 1 ? units[0] : undefined;
}

function withMissingUnit(entry: AttributeData, unit: NamedValue | undefined): AttributeData {
  return unit && !entry.unit_uuid ? { ...entry, unit_uuid: unit.uuid, unit: unit.name } : entry;
}

/**
 * §5 The first entry's values replaced; the single unit set when none is yet. Values of blanks only
 * become no values, and an entry left with nothing at all (no unit, no chosen value) becomes no data.
 */
export function writeValues(
  data: readonly AttributeData[],
  values: readonly string[],
  unit?: NamedValue,
): AttributeData[] {
  const blank = values.every((value) => value === '');
  const entry = withMissingUnit({ ...(data[0] ?? { value: [] }), value: blank ? [] : [...values] }, unit);
  const empty = entry.value.length === 0 && !entry.unit_uuid && !entry.value_uuid;
  return empty ? data.slice(1) : [entry, ...data.slice(1)];
}

/** One position of the first entry's values changed (the others padded with blanks as needed). */
export function writeValueAt(
  data: readonly AttributeData[],
  index: number,
  value: string,
  unit?: NamedValue,
): AttributeData[] {
  const values = [...firstValues(data)];
  while (values.length <= index) values.push('');
  values[index] = value;
  return writeValues(data, values, unit);
}

/** §5 The unit of the first entry chosen (null clears it); an entry is made to hold it when needed. */
export function writeUnit(data: readonly AttributeData[], unit: NamedValue | null): AttributeData[] {
  const entry = { ...(data[0] ?? { value: [] }), unit_uuid: unit?.uuid ?? null, unit: unit?.name ?? null };
  return [entry, ...data.slice(1)];
}

/** §5 The unit of one entry of a multi-entry type chosen (multiselect_number keeps a unit per entry). */
export function writeEntryUnit(
  data: readonly AttributeData[],
  index: number,
  unit: NamedValue | null,
): AttributeData[] {
  return data.map((entry, i) =>
    i === index ? { ...entry, unit_uuid: unit?.uuid ?? null, unit: unit?.name ?? null } : entry,
  );
}

/** §5 The text or number of one entry of a multi-entry type (multiselect_number, multiselect_text…). */
export function writeEntryValue(
  data: readonly AttributeData[],
  index: number,
  value: string,
): AttributeData[] {
  return data.map((entry, i) => (i === index ? { ...entry, value: [value] } : entry));
}

/**
 * §3 An entry for a value chosen from the list: value_uuid, with the name kept for display. With custom
 * values allowed §5 looks at the first value only, so the name is written there too.
 */
export function chosenEntry(value: NamedValue, customAllowed: boolean): AttributeData {
  return { value: customAllowed ? [value.name] : [], value_uuid: value.uuid, value_name: value.name };
}

/** §3 A value typed in by the user, not in the list: no value_uuid, flagged as custom. */
export function customEntry(text: string): AttributeData {
  return { value: [text], value_uuid: null, value_name: text, is_custom_value: true };
}

/** How many entries of the data are typed-in custom values (limited by custom_values_count). */
export function customCount(data: readonly AttributeData[]): number {
  return data.reduce((count, entry) => count + (entry.is_custom_value ? 1 : 0), 0);
}

/** The value_uuids chosen in the data. */
export function chosenUuids(data: readonly AttributeData[]): ReadonlySet<string> {
  const uuids = new Set<string>();
  for (const entry of data) if (entry.value_uuid) uuids.add(entry.value_uuid);
  return uuids;
}

/** A multi-value choice switched: removed when chosen, else added at the end. */
export function toggleEntry(
  data: readonly AttributeData[],
  value: NamedValue,
  customAllowed: boolean,
): AttributeData[] {
  const without = data.filter((entry) => entry.value_uuid !== value.uuid);
  return without.length < data.length ? without : [...data, chosenEntry(value, customAllowed)];
}

/** The entry at the index removed. */
export function removeEntryAt(data: readonly AttributeData[], index: number): AttributeData[] {
  return data.filter((_entry, i) => i !== index);
}

/** The name an entry shows: its value_name, else the listed name of its value_uuid, else its value. */
export function entryName(entry: AttributeData, values: readonly NamedValue[]): string {
  if (entry.value_name) return entry.value_name;
  const listed = entry.value_uuid ? values.find((value) => value.uuid === entry.value_uuid) : undefined;
  return listed?.name ?? entry.value[0] ?? '';
}

/** §5 The available_validation_values name the first entry holds, if any ("n/a", "bd"…). */
export function validationValueOf(
  data: readonly AttributeData[],
  names: readonly { name: string }[],
): string | undefined {
  return firstValues(data).find((value) => names.some((allowed) => allowed.name === value));
}

/**
 * §3 selectrangenumber: the mode in value[0], then one number (under, over, none) or two (range). A
 * number typed before any mode is a plain number: mode none.
 */
export function writeRangeMode(values: readonly string[], mode: RangeMode | ''): string[] {
  const from = values[1] ?? '';
  if (mode === '') return from === '' ? [] : ['', from];
  return mode === RANGE_MODE.RANGE ? [mode, from, values[2] ?? ''] : [mode, from];
}

/** §3 selectrangenumber: a number of the range written at position 1 (from) or 2 (to). */
export function writeRangeNumber(values: readonly string[], index: 1 | 2, value: string): string[] {
  const next = [...values];
  if (next[0] === undefined || next[0] === '') next[0] = RANGE_MODE.NONE;
  while (next.length <= index) next.push('');
  next[index] = value;
  return next;
}

/** A stored date-time ("2024-05-01 12:30:00") as a datetime-local input shows it ("2024-05-01T12:30"). */
export function toDateTimeLocal(value: string | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]}T${match[2]}` : value;
}

/** A stored date ("2024-05-01 00:00:00" or "2024-05-01") as a date input shows it. */
export function toDateInput(value: string | undefined): string {
  if (!value) return '';
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : value;
}
