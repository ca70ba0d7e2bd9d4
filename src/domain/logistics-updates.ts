import { DECIMALS, PACKAGE_TYPE } from './constants';
import {
  formatFixed,
  formatProduct,
  layerWeightKg,
  nonConsumerNetWeight,
  parseCount,
  parsePositive,
  toKilograms,
} from './logistics-arithmetic';
import { logisticFieldKindOf, type LogisticFieldKind } from './logistics-fields';
import { flagOf, kindValue, withField, withKindData } from './logistics-package-data';
import { withComputedVolume } from './logistics-volume';
import type { Package, PackageFieldData, Structure } from './product';
import {
  addMaterial,
  clearMaterials,
  consumerUnitsOf,
  removeMaterial,
  setPositionalEntry,
  withRecyclingComputed,
  type PositionalKind,
} from './recycling';
import { UNIT } from './units';

/**
 * §4 Logistics, updating a package: the field rules of one package, then the rules across its structure
 * (net weights from the consumer, the pallet layer weight, the recycling values).
 */

/** §4 The pallet layer weight (kg) from the first-level gross weight × packages on one layer, or empty. */
function withLayerWeight(structure: Structure): Structure {
  const pallet = structure.packages.find((pack) => pack.package_type === PACKAGE_TYPE.PALLET);
  if (pallet === undefined) return structure;
  const first = structure.packages.find((pack) => pack.package_type === PACKAGE_TYPE.FIRST_LEVEL);
  const gross = first === undefined ? null : kindValue(first, 'GROSS_WEIGHT');
  const grossValue = gross === null ? null : parsePositive(gross.value);
  const grossKg = gross === null || grossValue === null ? null : toKilograms(grossValue, gross.unit);
  const perLayer = parseCount(kindValue(pallet, 'CONSUMER_PACKAGES_ON_LAYER').value);
  const weight = grossKg === null || perLayer === null ? null : layerWeightKg(grossKg, perLayer);
  const data: PackageFieldData[] =
    weight === null ? [] : [{ value: [formatFixed(weight, DECIMALS.WEIGHT)], unit_uuid: UNIT.KG }];
  const updated = withKindData(pallet, 'LAYER_WEIGHT', data);
  if (updated === pallet) return structure;
  return { ...structure, packages: structure.packages.map((pack) => (pack === pallet ? updated : pack)) };
}

/**
 * §5 A non-consumer package's net weight = its consumer units number × the consumer's net weight, in the
 * consumer's unit. Left as it is while either is not a number (the validation names what is missing).
 */
/**
 * §5 A non-consumer package's net weight = its consumer units number × the consumer's net weight, in the
 * consumer's unit. Left as it is while either is not a number (the validation names what is missing).
 */
function withNetWeightFrom(consumer: { weight: number; unit: string }, pack: Package): Package {
  if (pack.package_type === PACKAGE_TYPE.CONSUMER) return pack;
  const units = consumerUnitsOf(pack);
  const product = units === null ? null : nonConsumerNetWeight(consumer.weight, units);
  if (product === null) return pack;
  return withKindData(pack, 'NET_WEIGHT', [{ value: [formatProduct(product)], unit_uuid: consumer.unit }]);
}

/** §4 Net weights of the structure's other levels recalculated from its consumer (when it has one). */
function withNetWeights(structure: Structure, only?: string): Structure {
  const consumer = structure.packages.find((pack) => pack.package_type === PACKAGE_TYPE.CONSUMER);
  if (consumer === undefined) return structure;
  const net = kindValue(consumer, 'NET_WEIGHT');
  const weight = parsePositive(net.value);
  if (weight === null || net.unit === null) return structure;
  const source = { weight, unit: net.unit };
  const packages = structure.packages.map((pack) =>
    only === undefined || pack.uuid === only ? withNetWeightFrom(source, pack) : pack,
  );
  return packages.every((pack, index) => pack === structure.packages[index])
    ? structure
    : { ...structure, packages };
}

/**
 * §3/§4/§5 Every value derived from what the user entered in one structure: the volumes, the pallet layer
 * weight and the recycling values. Packages whose values are right keep their identity.
 */
export function recomputeStructure(structure: Structure): Structure {
  const packages = structure.packages.map(withComputedVolume);
  const same = packages.every((pack, index) => pack === structure.packages[index]);
  return withRecyclingComputed(withLayerWeight(same ? structure : { ...structure, packages }));
}

/** The same, for every structure of the card. */
export function recomputeStructures(structures: readonly Structure[]): Structure[] {
  return structures.map(recomputeStructure);
}

/** Applies `update` to one package and the structure rules to its structure; others stay as they are. */
function updateIn(
  structures: readonly Structure[],
  packageUuid: string,
  update: (pack: Package) => Package,
  structureRule: (structure: Structure, updated: Package) => Structure = (structure) => structure,
): Structure[] {
  return structures.map((structure) => {
    const pack = structure.packages.find((candidate) => candidate.uuid === packageUuid);
    if (pack === undefined) return structure;
    const updated = update(pack);
    const packages = structure.packages.map((candidate) => (candidate === pack ? updated : candidate));
    return recomputeStructure(structureRule({ ...structure, packages }, updated));
  });
}

/** §4 The package's own field rules: a negative recyclable flag clears its materials. */
function withOwnRules(pack: Package, kind: LogisticFieldKind | undefined): Package {
  if (kind === 'RECYCLABLE' && flagOf(pack, 'RECYCLABLE') === 'negative') return clearMaterials(pack);
  return pack;
}

/**
 * §4 Logistics, updating a package: sets one field's data (shape of §5 Product: data[0].value, unit_uuid).
 * A negative recyclable flag clears the package's materials; a change of the consumer net weight
 * recalculates the other levels' net weights, and a change of a level's consumer units number its own
 * (docs/decisions/0013); volumes, the pallet layer weight and the recycling values follow.
 */
export function setPackageField(
  structures: readonly Structure[],
  packageUuid: string,
  fieldUuid: string,
  data: PackageFieldData[],
): Structure[] {
  const kind = logisticFieldKindOf(fieldUuid);
  return updateIn(
    structures,
    packageUuid,
    (pack) => withOwnRules(withField(pack, fieldUuid, data), kind),
    (structure, updated) => {
      if (kind === 'NET_WEIGHT' && updated.package_type === PACKAGE_TYPE.CONSUMER) {
        return withNetWeights(structure);
      }
      if (kind === 'CONSUMER_UNITS_NUMBER') return withNetWeights(structure, updated.uuid);
      return structure;
    },
  );
}

/** §4 Adding a material to a package (recycling table). */
export function addPackageMaterial(structures: readonly Structure[], packageUuid: string): Structure[] {
  return updateIn(structures, packageUuid, addMaterial);
}

/** §4 Removing the material at `position` of a package (fraction only with its feature on). */
export function removePackageMaterial(
  structures: readonly Structure[],
  packageUuid: string,
  position: number,
  fractionOn: boolean,
): Structure[] {
  return updateIn(structures, packageUuid, (pack) => removeMaterial(pack, position, fractionOn));
}

/** Edits the entry at `position` of one positional field of a package (material, percent, fraction). */
export function setPackageMaterial(
  structures: readonly Structure[],
  packageUuid: string,
  kind: PositionalKind,
  position: number,
  patch: Partial<PackageFieldData>,
): Structure[] {
  return updateIn(structures, packageUuid, (pack) => setPositionalEntry(pack, kind, position, patch));
}
