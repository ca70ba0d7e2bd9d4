import { PACKAGE_TYPE } from '@domain/constants';
import { withCheckDigit } from '@domain/gtin';
import {
  CONSUMER_UNITS_UNIT,
  LOGISTIC_UNIT,
  LOGISTIC_VALUE,
  VALIDATION_LOGISTIC_FIELDS,
  logisticFieldId,
  type LogisticFieldKind,
} from '@domain/logistics-fields';
import type { LogisticsContext } from '@domain/logistics-validation';
import type { Ean, Package, PackageFieldData, Structure } from '@domain/product';
import { PACKAGING_MATERIALS } from '@domain/recycling-materials';
import { UNIT } from '@domain/units';
import { logisticDefinitions } from '@server/products/logistic-definitions';

/** The package definitions as the server builds them (fraction on), with the demo unit names. */
export const definitions = logisticDefinitions(
  new Map<string, string>([
    [UNIT.MM, 'mm'],
    [UNIT.CM, 'cm'],
    [UNIT.M, 'm'],
    [UNIT.CM3, 'cm³'],
    [UNIT.DM3, 'l'],
    [UNIT.G, 'g'],
    [UNIT.KG, 'kg'],
    [UNIT.PIECE, 'szt.'],
  ]),
  'pl',
  true,
);

export const context: LogisticsContext = {
  packageDefinitions: definitions,
  logisticFields: VALIDATION_LOGISTIC_FIELDS,
};

export const id = (type: number, kind: LogisticFieldKind): string => {
  const uuid = logisticFieldId(type, kind);
  if (uuid === undefined) throw new Error(`no ${kind} on ${type}`);
  return uuid;
};

export const ean = (uuid: string, code: string, dates: Partial<Ean> = {}): Ean => ({
  uuid,
  ean: code,
  dates_enabled: false,
  date_from: null,
  date_to: null,
  ...dates,
});

export const gtin13 = (n: number) => withCheckDigit(`590123${String(n).padStart(6, '0')}`);

type Values = Partial<Record<LogisticFieldKind, PackageFieldData[]>>;

/** A package of a type with the given field data (by kind), EAN flag on with the given EANs. */
export function pack(uuid: string, type: number, values: Values, eans: Ean[] = []): Package {
  return {
    uuid,
    package_type: type,
    has_ean: eans.length > 0,
    fields: (Object.entries(values) as [LogisticFieldKind, PackageFieldData[]][]).map(([kind, data]) => ({
      uuid: id(type, kind),
      data,
    })),
    eans,
  };
}

export const g = (value: string): PackageFieldData[] => [{ value: [value], unit_uuid: LOGISTIC_UNIT.G }];
export const kg = (value: string): PackageFieldData[] => [{ value: [value], unit_uuid: LOGISTIC_UNIT.KG }];
export const units = (value: string): PackageFieldData[] => [
  { value: [value], unit_uuid: CONSUMER_UNITS_UNIT },
];
export const count = (value: string): PackageFieldData[] => [{ value: [value] }];
export const cm = (...values: string[]): PackageFieldData[] => [
  { value: values, unit_uuid: LOGISTIC_UNIT.CM },
];
export const yes: PackageFieldData[] = [{ value: [LOGISTIC_VALUE.POSITIVE] }];
export const no: PackageFieldData[] = [{ value: [LOGISTIC_VALUE.NEGATIVE] }];

export const CARDBOARD = PACKAGING_MATERIALS[0]!.uuid;
export const PET = PACKAGING_MATERIALS[2]!.uuid;

/** A material entry: material, weight and unit at a position. */
export const material = (
  position: number,
  uuid: string | null,
  weight: string,
  unit: string = UNIT.G,
): PackageFieldData => ({
  value: [weight, '', ''],
  value_uuid: uuid,
  unit_uuid: unit,
  attribute_set_position: position,
});

/** A complete, valid consumer → first level → pallet structure (the journey of issue 5). */
export function validStructure(n = 0): Structure {
  return {
    is_network_structure: false,
    network_codes: [],
    packages: [
      pack(
        `consumer-${n}`,
        PACKAGE_TYPE.CONSUMER,
        {
          NET_WEIGHT: g('500'),
          GROSS_WEIGHT: g('520'),
          CONSUMER_UNITS_NUMBER: units('1'),
          DIMENSIONS: cm('10', '5', '20'),
        },
        [ean(`ean-c-${n}`, gtin13(n * 10 + 1))],
      ),
      pack(
        `first-${n}`,
        PACKAGE_TYPE.FIRST_LEVEL,
        {
          NET_WEIGHT: kg('6'),
          GROSS_WEIGHT: kg('6,5'),
          CONSUMER_UNITS_NUMBER: units('12'),
          DIMENSIONS: cm('30', '20', '22'),
        },
        [ean(`ean-f-${n}`, withCheckDigit(`1590123${String(n * 10 + 2).padStart(6, '0')}`))],
      ),
      pack(`pallet-${n}`, PACKAGE_TYPE.PALLET, {
        NET_WEIGHT: kg('480'),
        CONSUMER_UNITS_NUMBER: units('960'),
        DIMENSIONS: cm('120', '80', '150'),
        CONSUMER_PACKAGES_ON_LAYER: count('16'),
        CONSUMER_PACKAGES_COUNT: count('80'),
      }),
    ],
  };
}
