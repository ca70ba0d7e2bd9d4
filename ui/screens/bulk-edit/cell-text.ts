import type { Attribute, AttributeData } from '@domain/product';

/** What a grid cell shows of an attribute's data: chosen names or values, with their units. */
export function cellText(attribute: Attribute, data: readonly AttributeData[] | undefined): string {
  if (data === undefined) return '';
  return data
    .map((entry) => {
      const chosen =
        entry.value_name ??
        (entry.value_uuid
          ? attribute.available_values.find((value) => value.uuid === entry.value_uuid)?.name
          : null);
      const text = chosen ?? entry.value.filter((part) => part !== '').join(' – ');
      const unit =
        entry.unit ??
        (entry.unit_uuid
          ? attribute.available_units.find((option) => option.uuid === entry.unit_uuid)?.name
          : null);
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
