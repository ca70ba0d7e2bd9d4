import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@kit/attribute-fields/styles';
import { Button } from '@kit/button';
import { LOGISTIC_VALUE, logisticFieldId } from '@domain/logistics-fields';
import { flagOf, kindValue } from '@domain/logistics-package-data';
import type { Package } from '@domain/product';
import { consumerUnitsOf, materialPositions } from '@domain/recycling';
import { MaterialRow } from './material-row';
import type { PackageActions } from './package-actions';
import { packageTypeLabel } from './package-groups';

const NO_MESSAGES: readonly string[] = [];

export interface RecyclingPackageRowsProps {
  pack: Package;
  fractionOn: boolean;
  columns: number;
  /** Translated faults of the package, keyed as the validation names them (`<field>.<position>[.weight]`). */
  faults: Readonly<Record<string, string[]>> | undefined;
  readOnly: boolean;
  actions: PackageActions;
}

/** One package of the recycling table: its recyclable flag and sums, then one row per material. */
export const RecyclingPackageRows = memo(function RecyclingPackageRows({
  pack,
  fractionOn,
  columns,
  faults,
  readOnly,
  actions,
}: RecyclingPackageRowsProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = packageTypeLabel(pack.package_type);
  const name = label ? t(label) : String(pack.package_type);
  const recyclableField = logisticFieldId(pack.package_type, 'RECYCLABLE')!;
  const materialField = logisticFieldId(pack.package_type, 'MATERIAL')!;
  const flag = flagOf(pack, 'RECYCLABLE');
  const positions = materialPositions(pack);
  const packageFaults = faults?.[materialField] ?? NO_MESSAGES;
  const weight = kindValue(pack, 'RECYCLABLE_MATERIAL_WEIGHT').value;
  const perBase = kindValue(pack, 'BASE_UNIT_RECYCLABLE_MATERIAL_WEIGHT').value;
  return (
    <tbody className="border-b border-slate-200 last:border-b-0" aria-labelledby={`${id}-name`}>
      <tr className="bg-slate-50/60">
        <th scope="rowgroup" colSpan={columns} className="px-3 py-1.5 text-left font-normal">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span id={`${id}-name`} className="text-sm font-semibold text-slate-900">
              {name}
            </span>
            <label className="flex items-center gap-2 text-xs text-slate-700">
              {t('logistics.fields.recyclable')}
              <select
                value={
                  flag === null ? '' : flag === 'positive' ? LOGISTIC_VALUE.POSITIVE : LOGISTIC_VALUE.NEGATIVE
                }
                disabled={readOnly}
                onChange={(event) =>
                  actions.setField(
                    pack.uuid,
                    recyclableField,
                    event.target.value ? [{ value: [event.target.value] }] : [],
                  )
                }
                className={inputClass(false, 'w-20')}
              >
                <option value="">{t('logistics.flag.unset')}</option>
                <option value={LOGISTIC_VALUE.POSITIVE}>{t('logistics.flag.yes')}</option>
                <option value={LOGISTIC_VALUE.NEGATIVE}>{t('logistics.flag.no')}</option>
              </select>
            </label>
            <span className="text-xs text-slate-500">
              {t('recycling.unitsOf', { units: consumerUnitsOf(pack) ?? '—' })}
            </span>
            <span className="text-xs text-slate-500" data-testid="recyclable-sums">
              {t('recycling.packageSums', { weight: weight || '—', perBase: perBase || '—' })}
            </span>
            {!readOnly && flag !== 'negative' && (
              <Button
                variant="secondary"
                size="sm"
                className="ml-auto"
                aria-label={t('recycling.addMaterialTo', { package: name })}
                onClick={() => actions.addMaterial(pack.uuid)}
              >
                {t('recycling.addMaterial')}
              </Button>
            )}
          </div>
          {flag === 'negative' && (
            <p className="mt-1 text-xs text-slate-500">{t('recycling.notRecyclable')}</p>
          )}
          {packageFaults.length > 0 && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {packageFaults[0]}
            </p>
          )}
        </th>
      </tr>
      {positions.map((position, index) => (
        <MaterialRow
          key={position}
          pack={pack}
          position={position}
          number={index + 1}
          packageName={name}
          fractionOn={fractionOn}
          faults={faults}
          readOnly={readOnly}
          actions={actions}
        />
      ))}
    </tbody>
  );
});
