import type { Attribute } from '@domain/product';
import type { FaultMaps } from '@domain/faults';

/** Where a form section's faults come from: the identify section takes the profile, media the gallery … */
const OWN_SECTION_FAULTS: Record<string, (faults: FaultMaps) => number> = {
  identify: (faults) => Object.values(faults.profile).reduce((sum, list) => sum + list.length, 0),
  media: (faults) => Object.values(faults.media).reduce((sum, list) => sum + list.length, 0),
  network_availability: (faults) =>
    Object.values(faults.networks).reduce((sum, list) => sum + list.length, 0),
  logistic: (faults) =>
    Object.values(faults.packages).reduce(
      (sum, fields) => sum + Object.values(fields).reduce((inner, list) => inner + list.length, 0),
      0,
    ) + Object.values(faults.eans).reduce((sum, list) => sum + list.length, 0),
};

/** §2 Navigator: how many faults each section holds (attributes counted once per value and unit). */
export function faultsPerSection(
  faults: FaultMaps,
  attributes: readonly Attribute[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [code, count] of Object.entries(OWN_SECTION_FAULTS)) counts[code] = count(faults);
  const sectionOf = new Map(attributes.map((attribute) => [attribute.uuid, attribute.section_code]));
  for (const [uuid, entry] of Object.entries(faults.attributes)) {
    const code = sectionOf.get(uuid);
    if (code === undefined) continue;
    counts[code] = (counts[code] ?? 0) + (entry.value ? 1 : 0) + (entry.unit ? 1 : 0);
  }
  return counts;
}
