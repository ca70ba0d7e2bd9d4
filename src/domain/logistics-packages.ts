import { PACKAGE_TYPE } from './constants';
import { defaultBasicStructure, emptyPackage } from './logistics-structure';
import type { Package, Structure } from './product';

/** The package types the package modal offers, lowest level first (§2 Modals: package). */
const ADDABLE_TYPES = [
  PACKAGE_TYPE.CONSUMER,
  PACKAGE_TYPE.FIRST_LEVEL,
  PACKAGE_TYPE.SECOND_LEVEL,
  PACKAGE_TYPE.THIRD_LEVEL,
  PACKAGE_TYPE.PALLET,
] as const;

/**
 * §2 Package modal: what can be added to a structure. One consumer (base unit) and one pallet per
 * structure, since the pallet closes it (§4 adds before it); collective levels may repeat, as a product
 * can ship in cases of 6 and of 12 (docs/decisions/0013).
 */
export function addablePackageTypes(structure: Structure | undefined): number[] {
  const present = new Set(structure?.packages.map((pack) => pack.package_type) ?? []);
  return ADDABLE_TYPES.filter(
    (type) => !(type === PACKAGE_TYPE.CONSUMER || type === PACKAGE_TYPE.PALLET) || !present.has(type),
  );
}

/**
 * §4 Logistics, adding a package: placed before the pallet if the structure has one, else appended. With
 * no structure at index 0, a first non-network structure is created (holding the default basic structure's
 * consumer package when a consumer is asked for, else just the new package).
 */
export function addPackage(
  structures: readonly Structure[],
  structureIndex: number,
  packageType: number,
  newUuid: () => string,
): Structure[] {
  const structure = structures[structureIndex];
  if (structure === undefined) {
    if (structureIndex !== 0 || structures.length > 0) return [...structures];
    if (packageType === PACKAGE_TYPE.CONSUMER) return [defaultBasicStructure(newUuid)];
    return [
      { is_network_structure: false, network_codes: [], packages: [emptyPackage(packageType, newUuid)] },
    ];
  }
  const pack = emptyPackage(packageType, newUuid);
  const pallet = structure.packages.findIndex((existing) => existing.package_type === PACKAGE_TYPE.PALLET);
  const packages =
    pallet < 0
      ? [...structure.packages, pack]
      : [...structure.packages.slice(0, pallet), pack, ...structure.packages.slice(pallet)];
  return structures.map((candidate, index) =>
    index === structureIndex ? { ...candidate, packages } : candidate,
  );
}

/** §4 The base package: the consumer (or single) package of the non-network structure. */
export function isBasePackage(structure: Structure, pack: Package): boolean {
  return (
    !structure.is_network_structure &&
    (pack.package_type === PACKAGE_TYPE.CONSUMER || pack.package_type === PACKAGE_TYPE.SINGLE)
  );
}

/** Where a package is: its structure's index and the structure, or null. */
export function findPackage(
  structures: readonly Structure[],
  packageUuid: string,
): { structureIndex: number; structure: Structure; pack: Package } | null {
  for (const [structureIndex, structure] of structures.entries()) {
    const pack = structure.packages.find((candidate) => candidate.uuid === packageUuid);
    if (pack) return { structureIndex, structure, pack };
  }
  return null;
}

/**
 * §4 Logistics, deleting a package: the base package takes every structure with it (the packages entered
 * for all networks and the individual structures; the form asks first); the only package of a structure
 * takes its structure; any other package goes alone.
 */
export function removePackage(structures: readonly Structure[], packageUuid: string): Structure[] {
  const found = findPackage(structures, packageUuid);
  if (found === null) return [...structures];
  if (isBasePackage(found.structure, found.pack)) return [];
  if (found.structure.packages.length === 1) {
    return structures.filter((_structure, index) => index !== found.structureIndex);
  }
  return structures.map((structure, index) =>
    index === found.structureIndex
      ? { ...structure, packages: structure.packages.filter((pack) => pack.uuid !== packageUuid) }
      : structure,
  );
}

/** Network codes already given an individual structure (other than the one at `exceptIndex`). */
export function networksWithStructure(structures: readonly Structure[], exceptIndex = -1): Set<string> {
  const codes = new Set<string>();
  structures.forEach((structure, index) => {
    if (structure.is_network_structure && index !== exceptIndex) {
      for (const code of structure.network_codes) codes.add(code);
    }
  });
  return codes;
}

/**
 * §3 Network-specific structure: a structure for the chosen networks, starting with a consumer package like
 * the default basic structure. Codes are kept once each, in the order given.
 */
export function addNetworkStructure(
  structures: readonly Structure[],
  networkCodes: readonly string[],
  newUuid: () => string,
): Structure[] {
  const base = defaultBasicStructure(newUuid);
  return [...structures, { ...base, is_network_structure: true, network_codes: [...new Set(networkCodes)] }];
}

/** §3 Changes the networks of a network-specific structure (no effect on the basic structure). */
export function setStructureNetworks(
  structures: readonly Structure[],
  structureIndex: number,
  networkCodes: readonly string[],
): Structure[] {
  return structures.map((structure, index) =>
    index === structureIndex && structure.is_network_structure
      ? { ...structure, network_codes: [...new Set(networkCodes)] }
      : structure,
  );
}

/** §3 Structure display packages: the display-package field of levels 11–14 sits at indexes 0 to 3. */
export function displayPackageIndex(packageType: number): number | null {
  const index = packageType - PACKAGE_TYPE.CONSUMER;
  return index >= 0 && index <= 3 ? index : null;
}
