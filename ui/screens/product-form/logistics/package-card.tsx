import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISABLED_LOGISTIC_FIELD_IDS,
  RECYCLING_FIELD_KINDS,
  logisticFieldKindOf,
} from '@domain/logistics-fields';
import type { Package, PackageDefinition, PackageFieldData } from '@domain/product';
import { DeletePackageButton } from './delete-package-button';
import { EanList } from './ean-list';
import type { PackageActions } from './package-actions';
import { PackageFieldControl } from './package-field-control';
import { packageTypeLabel } from './package-groups';

const NO_DATA: readonly PackageFieldData[] = [];
const NO_MESSAGES: readonly string[] = [];
const DISABLED: ReadonlySet<string> = new Set(DISABLED_LOGISTIC_FIELD_IDS);

/** The recycling kinds are edited in the recycling table (§2 Logistics section labels), not in the card. */
const isCardField = (uuid: string) => {
  const kind = logisticFieldKindOf(uuid);
  return kind === undefined || !RECYCLING_FIELD_KINDS.has(kind);
};

export interface PackageCardProps {
  pack: Package;
  definition: PackageDefinition | undefined;
  /** §4 The base package of the card: deleting it asks first. */
  isBase: boolean;
  productId: number | null;
  /** Translated faults of this package: by field uuid, `<field uuid>.unit`, or '' for the package. */
  faults: Readonly<Record<string, string[]>> | undefined;
  /** Translated faults by EAN uuid. */
  eanFaults: Readonly<Record<string, string[]>>;
  readOnly: boolean;
  actions: PackageActions;
}

/**
 * §3 One package in a bordered card: its definition's fields in a dense grid (the six computed ones
 * disabled), then its EANs. Memoised: a change to one package re-renders only that card.
 */
export const PackageCard = memo(function PackageCard({
  pack,
  definition,
  isBase,
  productId,
  faults,
  eanFaults,
  readOnly,
  actions,
}: PackageCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dataByField = useMemo(
    () => new Map(pack.fields.map((field) => [field.uuid, field.data] as const)),
    [pack.fields],
  );
  const fields = useMemo(
    () => definition?.fields.filter((field) => isCardField(field.uuid)) ?? [],
    [definition],
  );
  const label = packageTypeLabel(pack.package_type);
  const name = label ? t(label) : String(pack.package_type);
  const packageFaults = faults?.[''] ?? NO_MESSAGES;
  return (
    <article
      aria-labelledby={titleId}
      data-package-type={pack.package_type}
      className="rounded-lg border border-slate-200 bg-white shadow-xs [contain:layout_paint]"
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-1.5">
        <h4 id={titleId} className="text-sm font-semibold text-slate-900">
          {name}
        </h4>
        {!readOnly && (
          <DeletePackageButton
            name={name}
            isBase={isBase}
            onDelete={() => actions.removePackage(pack.uuid)}
          />
        )}
      </header>
      <div className="flex flex-col gap-3 px-4 py-3">
        {packageFaults.length > 0 && (
          <p role="alert" className="text-xs text-red-600">
            {packageFaults[0]}
          </p>
        )}
        {fields.length > 0 && (
          <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            {fields.map((field) => {
              const disabledField = DISABLED.has(field.uuid);
              return (
                <PackageFieldControl
                  key={field.uuid}
                  definition={field}
                  data={dataByField.get(field.uuid) ?? NO_DATA}
                  faults={faults?.[field.uuid] ?? NO_MESSAGES}
                  unitFaults={faults?.[`${field.uuid}.unit`] ?? NO_MESSAGES}
                  disabled={readOnly || disabledField}
                  computed={disabledField}
                  onChange={(data) => actions.setField(pack.uuid, field.uuid, data)}
                />
              );
            })}
          </div>
        )}
        <EanList pack={pack} productId={productId} faults={eanFaults} readOnly={readOnly} actions={actions} />
      </div>
    </article>
  );
});
