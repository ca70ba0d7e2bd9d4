import type { Language } from './constants';
import { entryName } from './attribute-values';
import { readDate, readDecimal } from './value-reading';
import type { Attribute, AttributeData } from './product';

/**
 * §3 Attribute types, read-only: how a value of each type reads on the details screen, in the xlsx export
 * and on the print page (one reading for all three, so they never disagree).
 */
export type DisplayValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string; unit: string | null }
  | { kind: 'boolean'; value: boolean; text: string | null }
  /** Stored rich text; whoever renders it sanitises it first. */
  | { kind: 'html'; html: string }
  | { kind: 'list'; items: string[]; unit: string | null }
  | { kind: 'file'; id: number; name: string };

type Readable = Pick<Attribute, 'type' | 'data' | 'available_values' | 'available_units'>;

const EMPTY: DisplayValue = { kind: 'empty' };
/** Types whose values are numbers: read with the language's decimal mark (selectrangenumber has a mode first). */
const NUMERIC: ReadonlySet<string> = new Set([
  'number',
  'integer',
  'float',
  'rangenumber',
  'twonumber',
  'threenumber',
]);
const given = (text: string | undefined | null): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The unit's name: the entry's own (answers fill it in) or the attribute's listed one. */
function unitOf(attribute: Readable, entry: AttributeData | undefined): string | null {
  if (!entry) return null;
  if (given(entry.unit)) return entry.unit;
  if (!entry.unit_uuid) return null;
  return attribute.available_units.find((unit) => unit.uuid === entry.unit_uuid)?.name ?? null;
}

function joined(values: readonly (string | undefined)[], separator: string): string | null {
  const parts = values.filter(given);
  return parts.length === values.length && parts.length > 0 ? parts.join(separator) : (parts[0] ?? null);
}

function text(value: string | null, unit: string | null): DisplayValue {
  return value === null ? EMPTY : { kind: 'text', text: value, unit };
}

/** §3 selectrangenumber: '<' and '>' read as "< 5" and "> 5", range as "5 – 8", none as the number. */
function selectRange(values: readonly string[], language: Language): string | null {
  const [mode, stored, storedTo] = values;
  const from = stored === undefined ? stored : readDecimal(stored, language);
  const to = storedTo === undefined ? storedTo : readDecimal(storedTo, language);
  if (mode === 'range') return joined([from, to], ' – ');
  if (!given(from)) return null;
  if (mode === '<') return `< ${from}`;
  if (mode === '>') return `> ${from}`;
  return from;
}

/** Entries of the multi-entry types: the chosen value's name, then the typed number or text and unit. */
function entries(attribute: Readable, withValue: boolean, language: Language): string[] {
  return attribute.data.flatMap((entry) => {
    const name = entryName(entry, attribute.available_values);
    if (!withValue || entry.is_custom_value) return given(name) ? [name] : [];
    const stored = entry.value[0];
    const value =
      stored !== undefined && attribute.type === 'multiselect_number'
        ? readDecimal(stored, language)
        : stored;
    const unit = unitOf(attribute, entry);
    const amount = given(value) ? (unit ? `${value} ${unit}` : value) : null;
    if (!given(name)) return amount === null ? [] : [amount];
    return [amount === null ? name : `${name}: ${amount}`];
  });
}

/**
 * §3 Attribute types: one attribute's value as it reads in the language (numbers with its decimal mark,
 * dates in its shape), with its unit apart where it has a single one.
 */
export function displayValue(attribute: Readable, language: Language): DisplayValue {
  const first = attribute.data[0];
  const stored = first?.value ?? [];
  const values = NUMERIC.has(attribute.type) ? stored.map((value) => readDecimal(value, language)) : stored;
  const unit = unitOf(attribute, first);
  switch (attribute.type) {
    case 'boolean':
    case 'checkbox':
      return values[0] === 'true' || values[0] === 'false'
        ? { kind: 'boolean', value: values[0] === 'true', text: null }
        : EMPTY;
    case 'checkbox_text':
      // A checked box is an entry; its text may be empty.
      return first ? { kind: 'boolean', value: true, text: given(values[0]) ? values[0] : null } : EMPTY;
    case 'html_textarea':
      return given(values[0]) ? { kind: 'html', html: values[0] } : EMPTY;
    case 'fileupload': {
      const id = Number(values[0]);
      return id > 0 ? { kind: 'file', id, name: first?.filename ?? values[0]! } : EMPTY;
    }
    case 'select': {
      const name = first ? entryName(first, attribute.available_values) : '';
      return given(name) ? { kind: 'text', text: name, unit: null } : EMPTY;
    }
    case 'multiselect':
    case 'radio_multi_select':
    case 'checkbox_multi_select':
    case 'pictogram_multi_select': {
      const items = entries(attribute, false, language);
      return items.length === 0 ? EMPTY : { kind: 'list', items, unit: null };
    }
    case 'multiselect_number':
    case 'multiselect_text':
    case 'multiselect_text_unit': {
      const items = entries(attribute, true, language);
      return items.length === 0 ? EMPTY : { kind: 'list', items, unit: null };
    }
    case 'rangenumber':
      return text(joined([values[0], values[1]], ' – '), unit);
    case 'twonumber':
      return text(joined([values[0], values[1]], ' × '), unit);
    case 'threenumber':
      return text(joined([values[0], values[1], values[2]], ' × '), unit);
    case 'selectrangenumber':
      return text(selectRange(values, language), unit);
    case 'date':
    case 'datetime':
      return given(values[0])
        ? text(readDate(values[0], attribute.type === 'datetime', language), unit)
        : EMPTY;
    default:
      // number, integer, float (decimal mark of the language), text_unit, text, textarea: the first value.
      return text(given(values[0]) ? values[0] : null, unit);
  }
}

/** Rich text as plain text (the xlsx cell): tags dropped, block ends as line breaks, basic entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A value as one line of plain text and its unit apart (xlsx cells), with the words for yes and no. */
export function valueCells(
  value: DisplayValue,
  words: { yes: string; no: string },
): { text: string; unit: string } {
  switch (value.kind) {
    case 'empty':
      return { text: '', unit: '' };
    case 'text':
      return { text: value.text, unit: value.unit ?? '' };
    case 'boolean': {
      const answer = value.value ? words.yes : words.no;
      return { text: value.text === null ? answer : `${answer}: ${value.text}`, unit: '' };
    }
    case 'html':
      return { text: htmlToText(value.html), unit: '' };
    case 'list':
      return { text: value.items.join('; '), unit: value.unit ?? '' };
    case 'file':
      return { text: value.name, unit: '' };
  }
}
