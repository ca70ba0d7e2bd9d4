import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  addNetworkStructure,
  addPackage,
  removePackage,
  setStructureNetworks,
} from '@domain/logistics-packages';
import { putEan, removeEan, setPackageEanFlag } from '@domain/logistics-structure';
import {
  addPackageMaterial,
  removePackageMaterial,
  setPackageField,
  setPackageMaterial,
} from '@domain/logistics-updates';
import type { Ean, PackageFieldData, Structure } from '@domain/product';
import type { PositionalKind } from '@domain/recycling';

/** What the logistics section may change; one stable object, so memoised parts do not re-render for it. */
export interface PackageActions {
  setField(packageUuid: string, fieldUuid: string, data: PackageFieldData[]): void;
  setEanFlag(packageUuid: string, hasEan: boolean): void;
  /** §2 EAN modal: store the confirmed entry (a new one when its uuid is not on the package yet). */
  putEan(packageUuid: string, ean: Ean): void;
  removeEan(packageUuid: string, eanUuid: string): void;
  /** §2 Package modal: add a package of a type to a structure (§4 before the pallet). */
  addPackage(structureIndex: number, packageType: number): void;
  removePackage(packageUuid: string): void;
  /** §2 Network select modal: a new network-specific structure, or new networks for one. */
  addNetworkStructure(networkCodes: string[]): void;
  setStructureNetworks(structureIndex: number, networkCodes: string[]): void;
  addMaterial(packageUuid: string): void;
  removeMaterial(packageUuid: string, position: number, fractionOn: boolean): void;
  setMaterial(
    packageUuid: string,
    kind: PositionalKind,
    position: number,
    patch: Partial<PackageFieldData>,
  ): void;
  newUuid(): string;
  /** The structures as they are now (read when a modal opens; not a prop, so cards stay memoised). */
  structures(): Structure[];
}

interface Latest {
  structures: Structure[];
  onChange: (structures: Structure[]) => void;
  newUuid: () => string;
}

/**
 * The pure rules of the logistics domain bound to the section's current structures. The latest props
 * are read through a ref so the actions keep one identity while the structures change under them.
 */
export function usePackageActions(latest: Latest): PackageActions {
  const ref = useRef(latest);
  useLayoutEffect(() => {
    ref.current = latest;
  });
  return useMemo(() => {
    const apply = (change: (structures: Structure[], newUuid: () => string) => Structure[]) => {
      const { structures, onChange, newUuid } = ref.current;
      const next = change(structures, newUuid);
      // Keep the ref current at once: two changes in one tick must not both start from the old list.
      ref.current = { ...ref.current, structures: next };
      onChange(next);
    };
    return {
      setField: (pack, field, data) => apply((all) => setPackageField(all, pack, field, data)),
      setEanFlag: (pack, hasEan) => apply((all, newUuid) => setPackageEanFlag(all, pack, hasEan, newUuid)),
      putEan: (pack, ean) => apply((all) => putEan(all, pack, ean)),
      removeEan: (pack, ean) => apply((all) => removeEan(all, pack, ean)),
      addPackage: (index, type) => apply((all, newUuid) => addPackage(all, index, type, newUuid)),
      removePackage: (pack) => apply((all) => removePackage(all, pack)),
      addNetworkStructure: (codes) => apply((all, newUuid) => addNetworkStructure(all, codes, newUuid)),
      setStructureNetworks: (index, codes) => apply((all) => setStructureNetworks(all, index, codes)),
      addMaterial: (pack) => apply((all) => addPackageMaterial(all, pack)),
      removeMaterial: (pack, position, fractionOn) =>
        apply((all) => removePackageMaterial(all, pack, position, fractionOn)),
      setMaterial: (pack, kind, position, patch) =>
        apply((all) => setPackageMaterial(all, pack, kind, position, patch)),
      newUuid: () => ref.current.newUuid(),
      structures: () => ref.current.structures,
    };
  }, []);
}
