import type { Language } from './constants';
import type { Attribute } from './product';
import { displayValue } from './product-details-values';

/** One line of "the key attributes" of a shop page: the attribute's name and its value as it reads. */
export interface KeyAttribute {
  name: string;
  value: string;
}

/**
 * The key attributes a shop page shows beside the rich content (docs/decisions/0054): the filled
 * attributes that read as a short text (numbers with units, chosen values, yes/no), required ones first
 * as the card form orders them, at most `limit`. Rich text and files are left to the description.
 */
export function keyAttributes(
  attributes: readonly Attribute[],
  words: { yes: string; no: string },
  language: Language,
  limit = 8,
): KeyAttribute[] {
  const ordered = [...attributes.filter((a) => a.is_required), ...attributes.filter((a) => !a.is_required)];
  const lines: KeyAttribute[] = [];
  for (const attribute of ordered) {
    if (lines.length === limit) break;
    const shown = displayValue(attribute, language);
    let value: string | null = null;
    if (shown.kind === 'text') value = shown.unit ? `${shown.text} ${shown.unit}` : shown.text;
    if (shown.kind === 'list' && shown.items.length > 0)
      value = shown.items.join(', ') + (shown.unit ? ` ${shown.unit}` : '');
    if (shown.kind === 'boolean')
      value = (shown.value ? words.yes : words.no) + (shown.text ? `: ${shown.text}` : '');
    if (value !== null && value.length <= 200) lines.push({ name: attribute.name, value });
  }
  return lines;
}
