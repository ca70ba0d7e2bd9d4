import type { Language } from './constants';
import { logisticFieldId } from './logistics-fields';
import { kindData, kindValue } from './logistics-package-data';
import type { Structure } from './product';
import { entryAt, isNotRecyclable, materialPositions } from './recycling';
import { recyclingChoice } from './recycling-materials';
import { UNIT } from './units';
import { readDecimal } from './value-reading';

/**
 * §2 Logistics section, recycling table, read-only (the details screen): per structure, each package's
 * materials as the card form's table has them — material, weight and unit, weight per base unit,
 * recycled-content percent, waste fraction — and the structure's material weight (§5 Computations), the
 * numbers with the reader's decimal mark. Nothing is computed here: the values are the ones the card saved.
 */

export interface RecyclingMaterialRow {
  position: number;
  /** Message key of a known material, or null (then `materialName` is the stored name). */
  materialKey: string | null;
  materialName: string | null;
  /** Weight with its unit ("12,5 g"), or null when none was typed. */
  weight: string | null;
  perBase: string | null;
  percent: string | null;
  fractionKey: string | null;
  fractionName: string | null;
}

export interface RecyclingPackageRows {
  uuid: string;
  packageType: number;
  /** The package is marked not recyclable: it lists no materials. */
  notRecyclable: boolean;
  materials: RecyclingMaterialRow[];
}

export interface RecyclingStructure {
  /** The structure's networks when it is network-specific, else empty. */
  networkCodes: string[];
  packages: RecyclingPackageRows[];
  /** Whether any material has a waste fraction (the field is off on ro: no column then). */
  fractionOn: boolean;
  /** Structure material weight per base unit in grams, as saved, or null. */
  structureWeight: string | null;
}

const given = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

function grams(value: string | undefined, unit: string | null | undefined, language: Language) {
  if (!given(value)) return null;
  return `${readDecimal(value, language)} ${unit === UNIT.KG ? 'kg' : 'g'}`;
}

/** §3 Recycling data per package and material, read for the details screen; structures without any left out. */
export function recyclingStructures(
  structures: readonly Structure[],
  language: Language,
): RecyclingStructure[] {
  return structures.flatMap((structure) => {
    const packages = structure.packages
      .filter((pack) => logisticFieldId(pack.package_type, 'MATERIAL') !== undefined)
      .map((pack): RecyclingPackageRows => {
        const materials = materialPositions(pack).map((position): RecyclingMaterialRow => {
          const material = entryAt(pack, 'MATERIAL', position);
          const fraction = entryAt(pack, 'RECYCLABLE_MATERIAL_FRACTION', position);
          const perBase = entryAt(pack, 'PER_BASE_PACK_MATERIAL', position);
          const percent = entryAt(pack, 'RECYCLABLE_MATERIAL_PERCENT', position)?.value[0];
          return {
            position,
            materialKey: recyclingChoice(material?.value_uuid)?.label ?? null,
            materialName: material?.value_name ?? null,
            weight: grams(material?.value[0], material?.unit_uuid, language),
            perBase: grams(perBase?.value[0], perBase?.unit_uuid, language),
            percent: given(percent) ? readDecimal(percent, language) : null,
            fractionKey: recyclingChoice(fraction?.value_uuid)?.label ?? null,
            fractionName: fraction?.value_name ?? null,
          };
        });
        return {
          uuid: pack.uuid,
          packageType: pack.package_type,
          notRecyclable: isNotRecyclable(pack),
          materials,
        };
      })
      .filter((pack) => pack.materials.length > 0 || pack.notRecyclable);
    if (packages.length === 0) return [];
    const consumer = structure.packages.find(
      (pack) => kindData(pack, 'STRUCTURE_MATERIAL_WEIGHT').length > 0,
    );
    const total = consumer ? kindValue(consumer, 'STRUCTURE_MATERIAL_WEIGHT').value : '';
    return [
      {
        networkCodes: structure.is_network_structure ? [...structure.network_codes] : [],
        packages,
        fractionOn: packages.some((pack) =>
          pack.materials.some((row) => row.fractionKey !== null || row.fractionName !== null),
        ),
        structureWeight: given(total) ? readDecimal(total, language) : null,
      },
    ];
  });
}
