import { NAMESPACE } from './faults';
import { gtin14, gtinFault, isEanNotSet } from './gs1';
import { LOGISTIC_FAULT } from './logistics-messages';
import type { Ean, Structure } from './product';
import type { FieldFault } from './refusal';

const fault = (eanUuid: string, message: string): FieldFault => ({
  namespace: NAMESPACE.EAN,
  field: eanUuid,
  message,
  type: 'validation',
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** §3 EAN dates: when enabled, each given date is a real date and the range does not run backwards. */
function datesMessage(ean: Ean): string | null {
  if (!ean.dates_enabled) return null;
  const given = [ean.date_from, ean.date_to].filter((date): date is string => !!date);
  if (given.some((date) => !isIsoDate(date))) return 'validation.invalid';
  if (ean.date_from && ean.date_to && ean.date_from > ean.date_to) return LOGISTIC_FAULT.EAN_DATES;
  return null;
}

interface Seen {
  structureIndex: number;
  packageUuid: string;
  packageType: number;
}

/**
 * GS1 rules on the card's EANs (docs/decisions/0013), faults in namespace ean with the EAN's uuid as field:
 * a valid GTIN (digits, length 8/12/13/14, check digit, GTIN-14 indicator 1–8; 13 zeros is "not set"),
 * dates in order, and each packaging level its own GTIN — a code may repeat only on packages of the same
 * level in different structures (a network structure repeating the base hierarchy), never within one
 * structure or on two levels. The later occurrence carries the fault.
 */
export function eanFaults(structures: readonly Structure[]): FieldFault[] {
  const out: FieldFault[] = [];
  const seen = new Map<string, Seen>();
  structures.forEach((structure, structureIndex) => {
    for (const pack of structure.packages) {
      for (const ean of pack.eans) {
        const dates = datesMessage(ean);
        if (dates !== null) out.push(fault(ean.uuid, dates));
        if (isEanNotSet(ean.ean)) continue;
        const gtin = gtinFault(ean.ean);
        if (gtin !== null) {
          out.push(fault(ean.uuid, gtin));
          continue;
        }
        const key = gtin14(ean.ean);
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, { structureIndex, packageUuid: pack.uuid, packageType: pack.package_type });
        } else if (first.structureIndex === structureIndex || first.packageType !== pack.package_type) {
          out.push(fault(ean.uuid, LOGISTIC_FAULT.EAN_REPEATED));
        }
      }
    }
  });
  return out;
}

/** Every EAN code set on the card (not empty, not the placeholder), once each. */
export function setEanCodes(structures: readonly Structure[]): string[] {
  const codes = new Set<string>();
  for (const structure of structures)
    for (const pack of structure.packages)
      for (const ean of pack.eans) if (!isEanNotSet(ean.ean)) codes.add(ean.ean.trim());
  return [...codes];
}

/**
 * Whether the EAN of `eanUuid` breaks "each level its own GTIN" with any other EAN of the card, whichever
 * comes first (the EAN modal asks it of the code being entered).
 */
export function repeatsAnotherEan(structures: readonly Structure[], eanUuid: string): boolean {
  const places = structures.flatMap((structure, structureIndex) =>
    structure.packages.flatMap((pack) =>
      pack.eans.map((ean) => ({ ean, structureIndex, packageType: pack.package_type })),
    ),
  );
  const own = places.find((place) => place.ean.uuid === eanUuid);
  if (own === undefined || isEanNotSet(own.ean.ean) || gtinFault(own.ean.ean) !== null) return false;
  const key = gtin14(own.ean.ean);
  return places.some(
    (place) =>
      place.ean.uuid !== eanUuid &&
      !isEanNotSet(place.ean.ean) &&
      gtin14(place.ean.ean) === key &&
      (place.structureIndex === own.structureIndex || place.packageType !== own.packageType),
  );
}
