import { PACKAGE_TYPE } from './constants';
import { UNIT } from './units';

/**
 * §3 Logistics: the fixed field identifiers per package type. The spec names the fields but does not show
 * their identifiers, so ours are fixed version-4 UUIDs (docs/decisions/0008): `…-00TT000000FF` where TT is
 * the package type and FF the field kind's number below. Browser, server and demo data use these.
 */

/** §3 The package types a card's structures are built of (non-pallet: consumer to third level). */
export const LOGISTIC_PACKAGE_TYPES = [
  PACKAGE_TYPE.CONSUMER,
  PACKAGE_TYPE.FIRST_LEVEL,
  PACKAGE_TYPE.SECOND_LEVEL,
  PACKAGE_TYPE.THIRD_LEVEL,
  PACKAGE_TYPE.PALLET,
] as const;
export type LogisticPackageType = (typeof LOGISTIC_PACKAGE_TYPES)[number];

/** §3 Fixed unit identifiers of logistics (mm, cm, m, cm3, dm3/litre, gram, kilogram). */
export const LOGISTIC_UNIT = {
  MM: UNIT.MM,
  CM: UNIT.CM,
  M: UNIT.M,
  CM3: UNIT.CM3,
  DM3: UNIT.DM3,
  G: UNIT.G,
  KG: UNIT.KG,
} as const;

/** §4 Default basic structure: the units-number field holds 1 in this fixed unit. */
export const CONSUMER_UNITS_UNIT = UNIT.PIECE;

/** §3 Shared field labels: fixed identifiers of the positive and negative value of a flag field. */
export const LOGISTIC_VALUE = {
  POSITIVE: '2b7e4c90-5d1a-4f3e-8a6c-009900000001',
  NEGATIVE: '2b7e4c90-5d1a-4f3e-8a6c-009900000002',
} as const;

/** How a package field is entered; a flag holds LOGISTIC_VALUE.POSITIVE or NEGATIVE as its first value. */
export const LOGISTIC_FIELD_TYPE = {
  NUMBER: 'number',
  INTEGER: 'integer',
  DIMENSIONS: 'threenumber',
  FLAG: 'flag',
  MATERIAL: 'material',
  TEXT: 'text',
} as const;
export type LogisticFieldType = (typeof LOGISTIC_FIELD_TYPE)[keyof typeof LOGISTIC_FIELD_TYPE];

export interface LogisticFieldSpec {
  type: LogisticFieldType;
  units: readonly string[];
  required: boolean;
  /** Message key of the field's name (catalogue section "logistics.fields"). */
  label: string;
}

const WEIGHT = [UNIT.G, UNIT.KG] as const;
const spec = (type: LogisticFieldType, units: readonly string[], required: boolean, label: string) => ({
  type,
  units,
  required,
  label: `logistics.fields.${label}`,
});

/** §3 Every field kind, in the order the form shows them (the number in its identifier is its position). */
export const LOGISTIC_FIELD_SPEC = {
  NET_WEIGHT: spec('number', WEIGHT, true, 'netWeight'),
  GROSS_WEIGHT: spec('number', WEIGHT, false, 'grossWeight'),
  RECYCLABLE: spec('flag', [], false, 'recyclable'),
  RECYCLABLE_MATERIAL_WEIGHT: spec('number', WEIGHT, false, 'recyclableMaterialWeight'),
  BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: spec('number', WEIGHT, false, 'baseUnitRecyclableMaterialWeight'),
  RECYCLABLE_MATERIAL_PERCENT: spec('number', [], false, 'recyclableMaterialPercent'),
  RECYCLABLE_MATERIAL_FRACTION: spec('text', [], false, 'recyclableMaterialFraction'),
  MATERIAL: spec('material', [], false, 'material'),
  PER_BASE_PACK_MATERIAL: spec('material', [], false, 'perBasePackMaterial'),
  CONSUMER_UNITS_NUMBER: spec('integer', [CONSUMER_UNITS_UNIT], true, 'consumerUnitsNumber'),
  DIMENSIONS: spec('threenumber', [UNIT.MM, UNIT.CM, UNIT.M], true, 'dimensions'),
  VOLUME: spec('number', [UNIT.CM3, UNIT.DM3], false, 'volume'),
  PACK_TYPE: spec('text', [], false, 'packType'),
  PREVIOUS_LEVEL_PACK_TYPE: spec('text', [], false, 'previousLevelPackType'),
  STRUCTURE_MATERIAL_WEIGHT: spec('number', WEIGHT, false, 'structureMaterialWeight'),
  DISPLAY_PACKAGE: spec('flag', [], false, 'displayPackage'),
  LAYER_WEIGHT: spec('number', [UNIT.KG], false, 'layerWeight'),
  CONSUMER_PACKAGES_ON_LAYER: spec('integer', [], true, 'consumerPackagesOnLayer'),
  CONSUMER_PACKAGES_COUNT: spec('integer', [], true, 'consumerPackagesCount'),
} as const satisfies Record<string, LogisticFieldSpec>;
export type LogisticFieldKind = keyof typeof LOGISTIC_FIELD_SPEC;

/**
 * §3 Fixed field identifiers per package type. Gross weight: consumer and first level only; structure
 * material weight: consumer only; previous-level pack type: first level up to pallet; display package:
 * the four non-pallet levels (structure indexes 0 to 3); layer weight and consumer package counts: pallet.
 */
export const LOGISTIC_FIELD_ID = {
  [PACKAGE_TYPE.CONSUMER]: {
    NET_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001100000001',
    GROSS_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001100000002',
    RECYCLABLE: '2b7e4c90-5d1a-4f3e-8a6c-001100000003',
    RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001100000004',
    BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001100000005',
    RECYCLABLE_MATERIAL_PERCENT: '2b7e4c90-5d1a-4f3e-8a6c-001100000006',
    RECYCLABLE_MATERIAL_FRACTION: '2b7e4c90-5d1a-4f3e-8a6c-001100000007',
    MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001100000008',
    PER_BASE_PACK_MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001100000009',
    CONSUMER_UNITS_NUMBER: '2b7e4c90-5d1a-4f3e-8a6c-001100000010',
    DIMENSIONS: '2b7e4c90-5d1a-4f3e-8a6c-001100000011',
    VOLUME: '2b7e4c90-5d1a-4f3e-8a6c-001100000012',
    PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001100000013',
    STRUCTURE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001100000015',
    DISPLAY_PACKAGE: '2b7e4c90-5d1a-4f3e-8a6c-001100000016',
  },
  [PACKAGE_TYPE.FIRST_LEVEL]: {
    NET_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001200000001',
    GROSS_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001200000002',
    RECYCLABLE: '2b7e4c90-5d1a-4f3e-8a6c-001200000003',
    RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001200000004',
    BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001200000005',
    RECYCLABLE_MATERIAL_PERCENT: '2b7e4c90-5d1a-4f3e-8a6c-001200000006',
    RECYCLABLE_MATERIAL_FRACTION: '2b7e4c90-5d1a-4f3e-8a6c-001200000007',
    MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001200000008',
    PER_BASE_PACK_MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001200000009',
    CONSUMER_UNITS_NUMBER: '2b7e4c90-5d1a-4f3e-8a6c-001200000010',
    DIMENSIONS: '2b7e4c90-5d1a-4f3e-8a6c-001200000011',
    VOLUME: '2b7e4c90-5d1a-4f3e-8a6c-001200000012',
    PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001200000013',
    PREVIOUS_LEVEL_PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001200000014',
    DISPLAY_PACKAGE: '2b7e4c90-5d1a-4f3e-8a6c-001200000016',
  },
  [PACKAGE_TYPE.SECOND_LEVEL]: {
    NET_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001300000001',
    RECYCLABLE: '2b7e4c90-5d1a-4f3e-8a6c-001300000003',
    RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001300000004',
    BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001300000005',
    RECYCLABLE_MATERIAL_PERCENT: '2b7e4c90-5d1a-4f3e-8a6c-001300000006',
    RECYCLABLE_MATERIAL_FRACTION: '2b7e4c90-5d1a-4f3e-8a6c-001300000007',
    MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001300000008',
    PER_BASE_PACK_MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001300000009',
    CONSUMER_UNITS_NUMBER: '2b7e4c90-5d1a-4f3e-8a6c-001300000010',
    DIMENSIONS: '2b7e4c90-5d1a-4f3e-8a6c-001300000011',
    VOLUME: '2b7e4c90-5d1a-4f3e-8a6c-001300000012',
    PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001300000013',
    PREVIOUS_LEVEL_PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001300000014',
    DISPLAY_PACKAGE: '2b7e4c90-5d1a-4f3e-8a6c-001300000016',
  },
  [PACKAGE_TYPE.THIRD_LEVEL]: {
    NET_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001400000001',
    RECYCLABLE: '2b7e4c90-5d1a-4f3e-8a6c-001400000003',
    RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001400000004',
    BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001400000005',
    RECYCLABLE_MATERIAL_PERCENT: '2b7e4c90-5d1a-4f3e-8a6c-001400000006',
    RECYCLABLE_MATERIAL_FRACTION: '2b7e4c90-5d1a-4f3e-8a6c-001400000007',
    MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001400000008',
    PER_BASE_PACK_MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001400000009',
    CONSUMER_UNITS_NUMBER: '2b7e4c90-5d1a-4f3e-8a6c-001400000010',
    DIMENSIONS: '2b7e4c90-5d1a-4f3e-8a6c-001400000011',
    VOLUME: '2b7e4c90-5d1a-4f3e-8a6c-001400000012',
    PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001400000013',
    PREVIOUS_LEVEL_PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001400000014',
    DISPLAY_PACKAGE: '2b7e4c90-5d1a-4f3e-8a6c-001400000016',
  },
  [PACKAGE_TYPE.PALLET]: {
    NET_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001500000001',
    RECYCLABLE: '2b7e4c90-5d1a-4f3e-8a6c-001500000003',
    RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001500000004',
    BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001500000005',
    RECYCLABLE_MATERIAL_PERCENT: '2b7e4c90-5d1a-4f3e-8a6c-001500000006',
    RECYCLABLE_MATERIAL_FRACTION: '2b7e4c90-5d1a-4f3e-8a6c-001500000007',
    MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001500000008',
    PER_BASE_PACK_MATERIAL: '2b7e4c90-5d1a-4f3e-8a6c-001500000009',
    CONSUMER_UNITS_NUMBER: '2b7e4c90-5d1a-4f3e-8a6c-001500000010',
    DIMENSIONS: '2b7e4c90-5d1a-4f3e-8a6c-001500000011',
    VOLUME: '2b7e4c90-5d1a-4f3e-8a6c-001500000012',
    PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001500000013',
    PREVIOUS_LEVEL_PACK_TYPE: '2b7e4c90-5d1a-4f3e-8a6c-001500000014',
    LAYER_WEIGHT: '2b7e4c90-5d1a-4f3e-8a6c-001500000017',
    CONSUMER_PACKAGES_ON_LAYER: '2b7e4c90-5d1a-4f3e-8a6c-001500000018',
    CONSUMER_PACKAGES_COUNT: '2b7e4c90-5d1a-4f3e-8a6c-001500000019',
  },
} as const satisfies Record<LogisticPackageType, Partial<Record<LogisticFieldKind, string>>>;

/** The identifier of a field kind on a package type, or undefined when that type has no such field. */
export function logisticFieldId(packageType: number, kind: LogisticFieldKind): string | undefined {
  const fields = (LOGISTIC_FIELD_ID as Record<number, Partial<Record<LogisticFieldKind, string>>>)[
    packageType
  ];
  return fields?.[kind];
}

/** The field kinds a package type has, in form order. */
export function logisticFieldKinds(packageType: number): LogisticFieldKind[] {
  return (Object.keys(LOGISTIC_FIELD_SPEC) as LogisticFieldKind[]).filter(
    (kind) => logisticFieldId(packageType, kind) !== undefined,
  );
}

/** Every identifier of one field kind across the package types that have it. */
export function logisticFieldIdsOf(kind: LogisticFieldKind): string[] {
  return LOGISTIC_PACKAGE_TYPES.flatMap((type) => logisticFieldId(type, kind) ?? []);
}

/** §3 Structure display package identifiers for indexes 0 to 3 (consumer to third level). */
export const DISPLAY_PACKAGE_FIELD_IDS: readonly string[] = logisticFieldIdsOf('DISPLAY_PACKAGE');

/**
 * §3 Six fields are disabled to the user: the volume of every level (computed from dimensions, §5) and
 * the pallet layer weight (computed from the first-level gross weight, §4 Logistics).
 */
export const DISABLED_LOGISTIC_FIELD_IDS: readonly string[] = [
  ...logisticFieldIdsOf('VOLUME'),
  LOGISTIC_FIELD_ID[PACKAGE_TYPE.PALLET].LAYER_WEIGHT,
];

/** §5 The field identifiers the ready validation treats specially (shape of LogisticFieldIds). */
export const VALIDATION_LOGISTIC_FIELDS = {
  material: logisticFieldIdsOf('MATERIAL'),
  perBasePackMaterial: logisticFieldIdsOf('PER_BASE_PACK_MATERIAL'),
  dimensions: logisticFieldIdsOf('DIMENSIONS'),
} as const;

/** Field kind by identifier, built once: the update rules and the validation ask it for every field. */
const KIND_BY_ID: ReadonlyMap<string, LogisticFieldKind> = new Map(
  LOGISTIC_PACKAGE_TYPES.flatMap((type) =>
    (Object.entries(LOGISTIC_FIELD_ID[type]) as [LogisticFieldKind, string][]).map(
      ([kind, id]) => [id, kind] as const,
    ),
  ),
);

/** The kind of a fixed field identifier (any package type), or undefined for an identifier we do not fix. */
export function logisticFieldKindOf(fieldUuid: string): LogisticFieldKind | undefined {
  return KIND_BY_ID.get(fieldUuid);
}

/**
 * §2 Logistics section, recycling table: the kinds edited and computed there rather than in the package
 * card — the recyclable flag, the package's material sums, the four positional lists of §4 (material,
 * per-base-pack material, percent, fraction) and the consumer's structure material weight.
 */
export const RECYCLING_FIELD_KINDS: ReadonlySet<LogisticFieldKind> = new Set<LogisticFieldKind>([
  'RECYCLABLE',
  'RECYCLABLE_MATERIAL_WEIGHT',
  'BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT',
  'RECYCLABLE_MATERIAL_PERCENT',
  'RECYCLABLE_MATERIAL_FRACTION',
  'MATERIAL',
  'PER_BASE_PACK_MATERIAL',
  'STRUCTURE_MATERIAL_WEIGHT',
]);

/** §3 Package type names (single 1, multi 2, consumer 11 to pallet 15), as message keys. */
const PACKAGE_TYPE_LABEL = {
  [PACKAGE_TYPE.SINGLE]: 'logistics.packageTypes.single',
  [PACKAGE_TYPE.MULTI]: 'logistics.packageTypes.multi',
  [PACKAGE_TYPE.CONSUMER]: 'logistics.packageTypes.consumer',
  [PACKAGE_TYPE.FIRST_LEVEL]: 'logistics.packageTypes.firstLevel',
  [PACKAGE_TYPE.SECOND_LEVEL]: 'logistics.packageTypes.secondLevel',
  [PACKAGE_TYPE.THIRD_LEVEL]: 'logistics.packageTypes.thirdLevel',
  [PACKAGE_TYPE.PALLET]: 'logistics.packageTypes.pallet',
} as const;
type PackageTypeLabel = (typeof PACKAGE_TYPE_LABEL)[keyof typeof PACKAGE_TYPE_LABEL];

/** The message key of a package type's name; undefined for a type the spec does not name. */
export function packageTypeLabel(packageType: number): PackageTypeLabel | undefined {
  return (PACKAGE_TYPE_LABEL as Readonly<Record<number, PackageTypeLabel>>)[packageType];
}
