import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@domain/constants';
import { packageTypeLabel } from '@domain/logistics-fields';
import {
  recyclingStructures,
  type RecyclingMaterialRow,
  type RecyclingStructure,
} from '@domain/product-details-recycling';
import { useCard } from './details-context';
import { SummaryCard } from './summary-card';

const cell = 'px-2 py-1.5';

/** §2 Logistics section, recycling table, read-only: each structure's packages and their materials. */
export function RecyclingSummary() {
  const { t, i18n } = useTranslation();
  const card = useCard();
  const language = languageOf(i18n.language);
  const structures = useMemo(
    () => recyclingStructures(card.structures, language),
    [card.structures, language],
  );
  return (
    <SummaryCard id="details-recycling" title={t('recycling.heading')}>
      {structures.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detailsRecycling.none')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {structures.map((structure) => (
            <StructureTable key={structure.packages[0]!.uuid} structure={structure} />
          ))}
        </div>
      )}
    </SummaryCard>
  );
}

function StructureTable({ structure }: { structure: RecyclingStructure }) {
  const { t } = useTranslation();
  const card = useCard();
  const text = t as (key: string) => string;
  const typeName = (type: number) => {
    const key = packageTypeLabel(type);
    return key ? text(key) : String(type);
  };
  const columns = structure.fractionOn ? 6 : 5;
  const caption =
    structure.networkCodes.length === 0
      ? t('logistics.basicStructure')
      : t('logistics.structureFor', {
          networks: structure.networkCodes.map((code) => card.networkNames[code] ?? code).join(', '),
        });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="pb-1 text-left text-xs font-medium text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className={`${cell} pl-0 font-medium`}>
              {t('productDetails.logistics.columns.package')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('recycling.columns.material')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('recycling.columns.weight')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('recycling.columns.perBase')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('recycling.columns.percent')}
            </th>
            {structure.fractionOn && (
              <th scope="col" className={`${cell} font-medium`}>
                {t('recycling.columns.fraction')}
              </th>
            )}
          </tr>
        </thead>
        {structure.packages.map((pack) => (
          <tbody key={pack.uuid} className="border-b border-slate-100 align-top last:border-b-0">
            {pack.materials.length === 0 ? (
              <tr>
                <th scope="row" className={`${cell} pl-0 font-normal text-slate-900`}>
                  {typeName(pack.packageType)}
                </th>
                <td colSpan={columns - 1} className={`${cell} text-slate-500`}>
                  {t('recycling.notRecyclable')}
                </td>
              </tr>
            ) : (
              pack.materials.map((row, index) => (
                <MaterialRow
                  key={row.position}
                  row={row}
                  packageName={index === 0 ? typeName(pack.packageType) : ''}
                  fractionOn={structure.fractionOn}
                />
              ))
            )}
          </tbody>
        ))}
        <tfoot className="text-xs text-slate-700">
          <tr>
            <td colSpan={columns} className={`${cell} pl-0`}>
              {t('recycling.structureWeight', { weight: structure.structureWeight ?? '—' })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function MaterialRow({
  row,
  packageName,
  fractionOn,
}: {
  row: RecyclingMaterialRow;
  packageName: string;
  fractionOn: boolean;
}) {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  // A known choice in the reader's language; one the lists do not know by its saved name.
  const named = (key: string | null, name: string | null) => (key ? text(key) : name) ?? '—';
  return (
    <tr>
      <th scope="row" className={`${cell} pl-0 font-normal text-slate-900`}>
        {packageName}
      </th>
      <td className={cell}>{named(row.materialKey, row.materialName)}</td>
      <td className={`${cell} whitespace-nowrap`}>{row.weight ?? '—'}</td>
      <td className={`${cell} whitespace-nowrap`}>{row.perBase ?? '—'}</td>
      <td className={cell}>{row.percent ?? '—'}</td>
      {fractionOn && <td className={cell}>{named(row.fractionKey, row.fractionName)}</td>}
    </tr>
  );
}
