import { useLayoutEffect, useMemo, useRef } from 'react';
import { addEan, removeEan, setEan, setPackageEanFlag, setPackageField } from '@domain/logistics-structure';
import type { Ean, PackageFieldData, Structure } from '@domain/product';

/** What a package card may change; one stable object, so memoised cards do not re-render for it. */
export interface PackageActions {
  setField(packageUuid: string, fieldUuid: string, data: PackageFieldData[]): void;
  setEanFlag(packageUuid: string, hasEan: boolean): void;
  setEan(packageUuid: string, eanUuid: string, patch: Partial<Omit<Ean, 'uuid'>>): void;
  addEan(packageUuid: string): void;
  removeEan(packageUuid: string, eanUuid: string): void;
}

interface Latest {
  structures: Structure[];
  onChange: (structures: Structure[]) => void;
  newUuid: () => string;
}

/**
 * The pure rules of logistics-structure.ts bound to the section's current structures. The latest props
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
      setEan: (pack, ean, patch) => apply((all) => setEan(all, pack, ean, patch)),
      addEan: (pack) => apply((all, newUuid) => addEan(all, pack, newUuid)),
      removeEan: (pack, ean) => apply((all) => removeEan(all, pack, ean)),
    };
  }, []);
}
