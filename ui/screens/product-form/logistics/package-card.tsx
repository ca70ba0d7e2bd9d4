import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DISABLED_LOGISTIC_FIELD_IDS } from '@domain/logistics-fields';
import type { Package, PackageDefinition, PackageFieldData } from '@domain/product';
import { EanList } from './ean-list';
import type { PackageActions } from './package-actions';
import { PackageFieldControl } from './package-field-control';
import { packageTypeLabel } from './package-groups';

const NO_DATA: readonly PackageFieldData[] = [];
const NO_MESSAGES: readonly string[] = [];
const DISABLED: ReadonlySet<string> = new Set(DISABLED_LOGISTIC_FIELD_IDS);

export interface PackageCardProps {
  pack: Package;
  definition: PackageDefinition | undefined;
  /** Translated faults of this package: by field uuid, `<field uuid>.unit`, or '' for the package. */
  faults: Readonly<Record<string, string[]>> | undefined;
  /** Translated faults by EAN uuid. */
  eanFaults: Readonly<Record<string, string[]>>;
  readOnly: boolean;
  actions: PackageActions;
}

/**
 * §3 One package in a bordered card: its definition's fields in a dense grid, then its EANs. Memoised:
 * a change to one package re-renders only that card (the other packages keep their identity).
 */
export const PackageCard = memo(function PackageCard({
  pack,
  definition,
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
  const label = packageTypeLabel(pack.package_type);
  const packageFaults = faults?.[''] ?? NO_MESSAGES;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-2.5">
        <h4 id={titleId} className="text-sm font-semibold text-slate-900">
          {label ? t(label) : String(pack.package_type)}
        </h4>
      </header>
      <div className="flex flex-col gap-3 px-4 py-3">
        {packageFaults.length > 0 && (
          <p role="alert" className="text-xs text-red-600">
            {packageFaults[0]}
          </p>
        )}
        {definition && definition.fields.length > 0 && (
          <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            {definition.fields.map((field) => {
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
        <EanList pack={pack} faults={eanFaults} readOnly={readOnly} actions={actions} />
      </div>
    </article>
  );
});
