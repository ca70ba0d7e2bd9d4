import { PACKAGE_TYPE } from '@domain/constants';
import type { Package, Structure } from '@domain/product';
export { packageTypeLabel } from '@domain/logistics-fields';

/** §2 Logistics section labels, as message keys. */
export const GROUP_LABEL = {
  base: 'logistics.sections.basePackage',
  multi: 'logistics.sections.multiPackages',
  pallets: 'logistics.sections.pallets',
  network: 'logistics.sections.networkStructures',
} as const;

export interface PackageGroups {
  /** Non-network structures, split by level: base unit (consumer, single), multi-packages, pallets. */
  base: Package[];
  multi: Package[];
  pallets: Package[];
  /** Network-specific structures, each with its own packages in structure order. */
  networks: { key: string; codes: string[]; packages: Package[] }[];
}

const BASE_TYPES: ReadonlySet<number> = new Set([PACKAGE_TYPE.CONSUMER, PACKAGE_TYPE.SINGLE]);

/** §2 Every package of every structure under the heading it belongs to. */
export function groupPackages(structures: readonly Structure[]): PackageGroups {
  const groups: PackageGroups = { base: [], multi: [], pallets: [], networks: [] };
  structures.forEach((structure, index) => {
    if (structure.is_network_structure) {
      const key = structure.packages[0]?.uuid ?? `structure-${index}`;
      groups.networks.push({ key, codes: structure.network_codes, packages: structure.packages });
      return;
    }
    for (const pack of structure.packages) {
      if (BASE_TYPES.has(pack.package_type)) groups.base.push(pack);
      else if (pack.package_type === PACKAGE_TYPE.PALLET) groups.pallets.push(pack);
      else groups.multi.push(pack);
    }
  });
  return groups;
}

export function hasAnyPackage(structures: readonly Structure[]): boolean {
  return structures.some((structure) => structure.packages.length > 0);
}
