/**
 * §3 Packaging materials and waste fractions a recycling entry chooses from. The spec names the entry's
 * value_uuid and value_name but not the lists; ours follow the packaging categories of Polish EPR
 * reporting and the five household waste fractions (docs/decisions/0013). Identifiers are fixed
 * version-4 UUIDs in the scheme of logistics-fields.ts: `…-0098000000NN` materials, `…-0097000000NN`
 * fractions. Names are message keys (catalogue section "recycling").
 */

export interface RecyclingChoice {
  uuid: string;
  /** Message key of the name. */
  label: string;
}

const material = (n: string, key: string): RecyclingChoice => ({
  uuid: `2b7e4c90-5d1a-4f3e-8a6c-0098000000${n}`,
  label: `recycling.materials.${key}`,
});

/** §3 Packaging materials (material field entries: value_uuid). */
export const PACKAGING_MATERIALS: readonly RecyclingChoice[] = [
  material('01', 'paper'),
  material('02', 'glass'),
  material('03', 'pet'),
  material('04', 'hdpe'),
  material('05', 'ldpe'),
  material('06', 'pp'),
  material('07', 'ps'),
  material('08', 'otherPlastic'),
  material('09', 'aluminium'),
  material('10', 'steel'),
  material('11', 'wood'),
  material('12', 'multiMaterial'),
];

const fraction = (n: string, key: string): RecyclingChoice => ({
  uuid: `2b7e4c90-5d1a-4f3e-8a6c-0097000000${n}`,
  label: `recycling.fractions.${key}`,
});

/** §3 Waste fractions (fraction field entries: value_uuid); the field exists only with feature 15 on. */
export const WASTE_FRACTIONS: readonly RecyclingChoice[] = [
  fraction('01', 'paper'),
  fraction('02', 'glass'),
  fraction('03', 'metalsAndPlastics'),
  fraction('04', 'bio'),
  fraction('05', 'mixed'),
];

const byUuid = new Map([...PACKAGING_MATERIALS, ...WASTE_FRACTIONS].map((choice) => [choice.uuid, choice]));

/** The material or fraction of an identifier, or undefined for one the lists do not know. */
export function recyclingChoice(uuid: string | null | undefined): RecyclingChoice | undefined {
  return uuid ? byUuid.get(uuid) : undefined;
}

export const isKnownMaterial = (uuid: string | null | undefined): boolean =>
  PACKAGING_MATERIALS.some((choice) => choice.uuid === uuid);

export const isKnownFraction = (uuid: string | null | undefined): boolean =>
  WASTE_FRACTIONS.some((choice) => choice.uuid === uuid);
