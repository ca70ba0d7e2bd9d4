import { DECIMALS, PACKAGE_TYPE } from './constants';
import { formatFixed, parseCount, parsePositive, toGrams, weightPerBaseUnit } from './logistics-arithmetic';
import { logisticFieldId, type LogisticFieldKind } from './logistics-fields';
import {
  flagOf,
  kindData,
  kindValue,
  LogisticsInternalError,
  withField,
  withKindData,
} from './logistics-package-data';
import type { Package, PackageFieldData, Structure } from './product';
import { UNIT } from './units';

/**
 * §3 Recycling data per package and material, §4 adding and removing materials. A material lives at one
 * position (attribute_set_position) across four positional fields: material (the material and its weight
 * in the package), per-base-pack material (that weight per base unit, computed), recycled-content percent
 * and waste fraction (docs/decisions/0013).
 */
export const POSITIONAL_KINDS = [
  'MATERIAL',
  'PER_BASE_PACK_MATERIAL',
  'RECYCLABLE_MATERIAL_PERCENT',
  'RECYCLABLE_MATERIAL_FRACTION',
] as const satisfies readonly LogisticFieldKind[];
export type PositionalKind = (typeof POSITIONAL_KINDS)[number];

/** §8 A recycling field the package type does not have is an internal error, never the user's fault. */
export function recyclingFieldId(packageType: number, kind: LogisticFieldKind): string {
  const uuid = logisticFieldId(packageType, kind);
  if (uuid === undefined) {
    throw new LogisticsInternalError(`No ${kind} field for package type ${packageType}`);
  }
  return uuid;
}

/** An entry's position; entries written before positions existed count from 1 in list order. */
const positionOf = (entry: PackageFieldData, index: number) => entry.attribute_set_position ?? index + 1;

/** The positions of the package's materials, in list order. */
export function materialPositions(pack: Package): number[] {
  return kindData(pack, 'MATERIAL').map(positionOf);
}

/** §4 A fresh position: the smallest integer above the list size that no entry uses yet. */
export function nextMaterialPosition(positions: readonly number[]): number {
  const used = new Set(positions);
  let candidate = positions.length + 1;
  while (used.has(candidate)) candidate += 1;
  return candidate;
}

/** The entry at `position` in one positional field, if any. */
export function entryAt(pack: Package, kind: PositionalKind, position: number): PackageFieldData | undefined {
  return kindData(pack, kind).find((entry, index) => positionOf(entry, index) === position);
}

/** §4 Adding a material: an empty material entry (weight in grams) at a fresh position. */
export function addMaterial(pack: Package): Package {
  const field = recyclingFieldId(pack.package_type, 'MATERIAL');
  const data = kindData(pack, 'MATERIAL');
  const position = nextMaterialPosition(data.map(positionOf));
  const entry: PackageFieldData = {
    value: ['', '', ''],
    value_uuid: null,
    unit_uuid: UNIT.G,
    attribute_set_position: position,
  };
  return withField(pack, field, [...data, entry]);
}

/**
 * §4 Removing a material: the entry at that position goes from material, base (per-base-pack) and percent,
 * and from fraction only when the fraction feature is on (off, the field is not the form's to touch).
 */
export function removeMaterial(pack: Package, position: number, fractionOn: boolean): Package {
  let next = pack;
  for (const kind of POSITIONAL_KINDS) {
    if (kind === 'RECYCLABLE_MATERIAL_FRACTION' && !fractionOn) continue;
    const field = recyclingFieldId(pack.package_type, kind);
    const data = kindData(next, kind);
    const kept = data.filter((entry, index) => positionOf(entry, index) !== position);
    if (kept.length !== data.length) next = withField(next, field, kept);
  }
  return next;
}

/** Writes (or adds) the entry at `position` of one positional field, merging `patch` into it. */
export function setPositionalEntry(
  pack: Package,
  kind: PositionalKind,
  position: number,
  patch: Partial<PackageFieldData>,
): Package {
  const field = recyclingFieldId(pack.package_type, kind);
  const data = kindData(pack, kind);
  const index = data.findIndex((entry, at) => positionOf(entry, at) === position);
  const base: PackageFieldData = index < 0 ? { value: [], attribute_set_position: position } : data[index]!;
  const entry: PackageFieldData = { ...base, ...patch, attribute_set_position: position };
  const next = index < 0 ? [...data, entry] : data.map((old, at) => (at === index ? entry : old));
  return withField(pack, field, next);
}

/** §4 A negative recyclable flag clears the package's materials (every positional list). */
export function clearMaterials(pack: Package): Package {
  let next = pack;
  for (const kind of POSITIONAL_KINDS) next = withKindData(next, kind, []);
  return next;
}

/** §5 A package is recyclable when the recyclable flag's first value is the positive identifier. */
export const isRecyclable = (pack: Package) => flagOf(pack, 'RECYCLABLE') === 'positive';
export const isNotRecyclable = (pack: Package) => flagOf(pack, 'RECYCLABLE') === 'negative';

/** §5 The package's consumer units number; 1 when not given (the default units number, §9). */
export function consumerUnitsOf(pack: Package): number | null {
  const { value } = kindValue(pack, 'CONSUMER_UNITS_NUMBER');
  return value.trim() === '' ? 1 : parseCount(value);
}

/** A material entry's weight in grams (§5 kg × 1000), or null while it is not a weight above zero. */
export function materialGrams(entry: PackageFieldData | undefined): number | null {
  const weight = parsePositive(entry?.value[0]);
  return weight === null ? null : toGrams(weight, entry?.unit_uuid);
}

const grams = (value: number | null): PackageFieldData[] =>
  value === null ? [] : [{ value: [formatFixed(value, DECIMALS.WEIGHT)], unit_uuid: UNIT.G }];

/** What a package's materials come to: per-base-pack entries, the weight in grams and its share per base unit. */
interface MaterialFigures {
  perBase: PackageFieldData[];
  /** Sum of the materials' weights in grams (null: none known). */
  grams: number | null;
  /** Sum of the materials' weights per base unit in grams (null: none known). */
  perBaseGrams: number | null;
}

// Figures of a materials array for one units number, kept while the package holds that very array.
const figuresCache = new WeakMap<
  readonly PackageFieldData[],
  { units: number | null; figures: MaterialFigures }
>();

/** §5 Weight per base unit = material weight ÷ consumer units number (3 decimals), for each material. */
function materialFigures(pack: Package): MaterialFigures {
  const units = consumerUnitsOf(pack);
  const materials = kindData(pack, 'MATERIAL');
  const known = figuresCache.get(materials);
  if (known !== undefined && known.units === units) return known.figures;
  const figures = computeFigures(materials, units);
  figuresCache.set(materials, { units, figures });
  return figures;
}

function computeFigures(materials: readonly PackageFieldData[], units: number | null): MaterialFigures {
  const figures: MaterialFigures = { perBase: [], grams: null, perBaseGrams: null };
  for (const [index, entry] of materials.entries()) {
    const weight = materialGrams(entry);
    if (weight === null) continue;
    figures.grams = (figures.grams ?? 0) + weight;
    const share = units === null ? null : weightPerBaseUnit(weight, units);
    if (share === null) continue;
    figures.perBaseGrams = (figures.perBaseGrams ?? 0) + share;
    figures.perBase.push({
      value: [formatFixed(share, DECIMALS.WEIGHT)],
      unit_uuid: UNIT.G,
      attribute_set_position: positionOf(entry, index),
    });
  }
  return figures;
}

/**
 * §5 Weight per base unit for each material (per-base-pack entries, grams, 3 decimals) and the package's
 * recyclable material weight and its share per base unit — the two sums only while the package is
 * recyclable (docs/decisions/0013). Answers the package and its material weight per base unit.
 */
function withFigures(pack: Package): { pack: Package; perBaseGrams: number | null } {
  if (logisticFieldId(pack.package_type, 'MATERIAL') === undefined) return { pack, perBaseGrams: null };
  const figures = materialFigures(pack);
  const recyclable = isRecyclable(pack);
  let next = withKindData(pack, 'PER_BASE_PACK_MATERIAL', figures.perBase);
  next = withKindData(next, 'RECYCLABLE_MATERIAL_WEIGHT', grams(recyclable ? figures.grams : null));
  next = withKindData(
    next,
    'BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT',
    grams(recyclable ? figures.perBaseGrams : null),
  );
  return { pack: next, perBaseGrams: figures.perBaseGrams };
}

/** The package with its recycling values recomputed (see withFigures). */
export function withMaterialWeights(pack: Package): Package {
  return withFigures(pack).pack;
}

/**
 * §3 Structure material weight (consumer only): packaging material per base unit over the whole
 * structure — each package's materials divided by its consumer units, summed — in grams.
 */
export function structureMaterialWeight(structure: Structure): number | null {
  let total: number | null = null;
  for (const pack of structure.packages) {
    const share = materialFigures(pack).perBaseGrams;
    if (share !== null) total = (total ?? 0) + share;
  }
  return total;
}

/** Every derived recycling value of a structure; untouched packages keep their identity. */
export function withRecyclingComputed(structure: Structure): Structure {
  let total: number | null = null;
  const packages = structure.packages.map((pack) => {
    const figured = withFigures(pack);
    if (figured.perBaseGrams !== null) total = (total ?? 0) + figured.perBaseGrams;
    return figured.pack;
  });
  const withTotal = packages.map((pack) =>
    pack.package_type === PACKAGE_TYPE.CONSUMER
      ? withKindData(pack, 'STRUCTURE_MATERIAL_WEIGHT', grams(total))
      : pack,
  );
  const same = withTotal.every((pack, index) => pack === structure.packages[index]);
  return same ? structure : { ...structure, packages: withTotal };
}
