import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { logisticFieldId } from '@domain/logistics-fields';
import { kindValue } from '@domain/logistics-package-data';
import type { Package, PackageDefinition, Structure } from '@domain/product';
import type { PackageActions } from './package-actions';
import { RecyclingPackageRows } from './recycling-rows';

export interface RecyclingTableProps {
  structures: Structure[];
  definitions: ReadonlyMap<number, PackageDefinition>;
  /** Names each structure ("basic structure", or its networks). */
  structureName(structure: Structure): string;
  faults: Readonly<Record<string, Readonly<Record<string, string[]>>>>;
  readOnly: boolean;
  actions: PackageActions;
}

/** A package type takes part when its definition has a material field; fraction only when offered (ro: not). */
function recyclingOf(definition: PackageDefinition | undefined) {
  const type = definition?.package_type ?? 0;
  const has = (uuid: string | undefined) =>
    uuid !== undefined && !!definition?.fields.some((f) => f.uuid === uuid);
  return {
    shown: has(logisticFieldId(type, 'MATERIAL')),
    fractionOn: has(logisticFieldId(type, 'RECYCLABLE_MATERIAL_FRACTION')),
  };
}

/**
 * §2 Logistics section, recycling table; §3 recycling data per package and material: material, weight,
 * consumer units number, weight per base unit, recycled-content percent, fraction (off on ro), the
 * package's recyclable weight per base unit and the structure's material weight (§5 Computations).
 */
export function RecyclingTable({
  structures,
  definitions,
  structureName,
  faults,
  readOnly,
  actions,
}: RecyclingTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const withPackages = structures.filter((structure) => structure.packages.length > 0);
  return (
    <section id="section-recycling" aria-labelledby={titleId} className="flex scroll-mt-4 flex-col gap-3">
      <h3 id={titleId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('recycling.heading')}
      </h3>
      {withPackages.length === 0 && <p className="text-sm text-slate-500">{t('recycling.empty')}</p>}
      {withPackages.map((structure) => (
        <StructureTable
          key={structure.packages[0]!.uuid}
          structure={structure}
          name={structureName(structure)}
          definitions={definitions}
          faults={faults}
          readOnly={readOnly}
          actions={actions}
        />
      ))}
    </section>
  );
}

interface StructureTableProps {
  structure: Structure;
  name: string;
  definitions: ReadonlyMap<number, PackageDefinition>;
  faults: RecyclingTableProps['faults'];
  readOnly: boolean;
  actions: PackageActions;
}

const StructureTable = memo(function StructureTable({
  structure,
  name,
  definitions,
  faults,
  readOnly,
  actions,
}: StructureTableProps) {
  const { t } = useTranslation();
  const packages = structure.packages.filter((pack) => recyclingOf(definitions.get(pack.package_type)).shown);
  const fractionOn = packages.some((pack) => recyclingOf(definitions.get(pack.package_type)).fractionOn);
  const consumer = structure.packages.find((pack) =>
    logisticFieldId(pack.package_type, 'STRUCTURE_MATERIAL_WEIGHT'),
  );
  const total = consumer ? kindValue(consumer, 'STRUCTURE_MATERIAL_WEIGHT').value : '';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm tabular-nums">
        <caption className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-left text-xs font-medium text-slate-700">
          {name}
        </caption>
        <thead className="border-b border-slate-200 text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('recycling.columns.material')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('recycling.columns.weight')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('recycling.columns.perBase')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('recycling.columns.percent')}
            </th>
            {fractionOn && (
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t('recycling.columns.fraction')}
              </th>
            )}
            <th scope="col" className="px-2 py-1.5 font-medium">
              <span className="sr-only">{t('recycling.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        {packages.map((pack: Package) => (
          <RecyclingPackageRows
            key={pack.uuid}
            pack={pack}
            fractionOn={fractionOn && recyclingOf(definitions.get(pack.package_type)).fractionOn}
            columns={fractionOn ? 6 : 5}
            faults={faults[pack.uuid]}
            readOnly={readOnly}
            actions={actions}
          />
        ))}
        <tfoot className="border-t border-slate-200 bg-slate-50 text-xs text-slate-700">
          <tr>
            <td colSpan={fractionOn ? 6 : 5} className="px-3 py-1.5" data-testid="structure-material-weight">
              {t('recycling.structureWeight', { weight: total || '—' })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
});
