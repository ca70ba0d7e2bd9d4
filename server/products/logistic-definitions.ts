import type { z } from 'zod/mini';
import type { packageDefinitionSchema } from '@contract/product-schema';
import type { Language } from '@domain/constants';
import {
  LOGISTIC_FIELD_SPEC,
  LOGISTIC_PACKAGE_TYPES,
  logisticFieldId,
  logisticFieldKinds,
} from '@domain/logistics-fields';
import { translate } from '@i18n/translate';

type PackageDefinition = z.infer<typeof packageDefinitionSchema>;

/** Every unit a logistic field offers, for the one units query of the schema. */
export function logisticUnitIds(): string[] {
  return [...new Set(Object.values(LOGISTIC_FIELD_SPEC).flatMap((spec) => [...spec.units]))];
}

/**
 * §3 Package definitions per package type from the fixed field identifiers; names in the request language.
 * The recycling fraction field is left out when its feature (15) is off (§1: off on the ro instance).
 */
export function logisticDefinitions(
  unitNames: ReadonlyMap<string, string>,
  language: Language,
  recyclingFraction: boolean,
): PackageDefinition[] {
  return LOGISTIC_PACKAGE_TYPES.map((packageType) => ({
    package_type: packageType,
    fields: logisticFieldKinds(packageType)
      .filter((kind) => recyclingFraction || kind !== 'RECYCLABLE_MATERIAL_FRACTION')
      .map((kind) => {
        const spec = LOGISTIC_FIELD_SPEC[kind];
        return {
          uuid: logisticFieldId(packageType, kind)!,
          name: translate(language, spec.label),
          is_required: spec.required,
          type: spec.type,
          available_units: spec.units.flatMap((uuid) => {
            const name = unitNames.get(uuid);
            return name === undefined ? [] : [{ uuid, name }];
          }),
        };
      }),
  }));
}
