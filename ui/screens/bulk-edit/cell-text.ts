import type { Attribute, AttributeData } from '@domain/product';

/** Multi-entry types whose chosen entry carries a typed value (§3): "na 100 g: 64 kcal". */
const ENTRY_WITH_VALUE: ReadonlySet<string> = new Set([
  'multiselect_number',
  'multiselect_text',
  'multiselect_text_unit',
]);

/**
 * What a grid cell shows of an attribute's data: chosen names or values, with their units; a chosen entry
 * of a multi-number or multi-text type with the value typed for it, as the card's details read it.
 */
export function cellText(attribute: Attribute, data: readonly AttributeData[] | undefined): string {
  if (data === undefined) return '';
  return data
    .map((entry) => {
      const chosen =
        entry.value_name ??
        (entry.value_uuid
          ? attribute.available_values.find((value) => value.uuid === entry.value_uuid)?.name
          : null);
      const typed = entry.value.filter((part) => part !== '').join(' – ');
      const unit =
        entry.unit ??
        (entry.unit_uuid
          ? attribute.available_units.find((option) => option.uuid === entry.unit_uuid)?.name
          : null);
      const amount = unit && typed ? `${typed} ${unit}` : typed;
      if (chosen && ENTRY_WITH_VALUE.has(attribute.type) && !entry.is_custom_value)
        return amount ? `${chosen}: ${amount}` : chosen;
      const text = chosen ?? typed;
      return unit && text ? `${text} ${unit}` : text;
    })
    .filter((text) => text !== '')
    .join(', ');
}

/** Only what the card saves of an entry (§3 attribute data as saved). */
export function savedData(data: readonly AttributeData[]): AttributeData[] {
  return data.map((entry) => ({
    value: entry.value,
    value_uuid: entry.value_uuid ?? null,
    unit_uuid: entry.unit_uuid ?? null,
  }));
}

export const cellId = (cardId: number, key: string) => `bulk-cell-${cardId}-${key}`;
export const faultId = (cardId: number, key: string) => `bulk-fault-${cardId}-${key}`;
