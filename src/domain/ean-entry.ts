import { eanFaults, repeatsAnotherEan } from './ean-validation';
import { NAMESPACE } from './faults';
import { gtinFault } from './gs1';
import { LOGISTIC_FAULT } from './logistics-messages';
import { putEan } from './logistics-structure';
import type { Ean, Package, Structure } from './product';
import type { FieldFault } from './refusal';

/** §2 Modals, EAN: what the EAN modal edits, as its fields hold it. */
export interface EanValues {
  ean: string;
  dates_enabled: boolean;
  date_from: string;
  date_to: string;
}

export const eanValuesOf = (ean: Ean): EanValues => ({
  ean: ean.ean,
  dates_enabled: ean.dates_enabled,
  date_from: ean.date_from ?? '',
  date_to: ean.date_to ?? '',
});

/** The entry the modal saves: the code trimmed, dates only when enabled. */
export const eanOfValues = (uuid: string, values: EanValues): Ean => ({
  uuid,
  ean: values.ean.trim(),
  dates_enabled: values.dates_enabled,
  date_from: values.dates_enabled && values.date_from ? values.date_from : null,
  date_to: values.dates_enabled && values.date_to ? values.date_to : null,
});

const fault = (field: keyof EanValues, message: string): FieldFault => ({
  namespace: NAMESPACE.EAN,
  field,
  message,
  type: 'validation',
});

/**
 * §2 Modals EAN, §3 EAN rules (docs/decisions/0013): the browser's check of one entry before the server's,
 * faults per modal field with message keys — required, GS1 length and check digit, dates in order, and each
 * packaging level its own GTIN on the card as it would be with this entry.
 */
export function eanEntryFaults(
  uuid: string,
  values: EanValues,
  pack: Package,
  structures: readonly Structure[],
): FieldFault[] {
  const candidate = eanOfValues(uuid, values);
  if (candidate.ean === '') return [fault('ean', 'validation.required')];
  const gs1 = gtinFault(candidate.ean);
  if (gs1 !== null) return [fault('ean', gs1)];
  const card = putEan(structures, pack.uuid, candidate);
  const dates = eanFaults(card)
    .filter((found) => found.field === uuid && found.message !== LOGISTIC_FAULT.EAN_REPEATED)
    .map((found) => fault('date_to', found.message));
  return repeatsAnotherEan(card, uuid) ? [fault('ean', 'validation.eanRepeated'), ...dates] : dates;
}
