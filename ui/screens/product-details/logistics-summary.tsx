import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { packageTypeLabel } from '@domain/logistics-fields';
import { logisticsSummary, type Amount } from '@domain/product-details-logistics';
import { useCard } from './details-context';
import { SummaryCard } from './summary-card';

const amount = (value: Amount | null) => (value === null ? '—' : `${value.value} ${value.unit}`.trim());

/** §3 Logistics summary: each package with its EANs, units, dimensions, volume and weights. */
export function LogisticsSummary() {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const typeName = (type: number) => {
    const key = packageTypeLabel(type);
    return key ? text(key) : String(type);
  };
  const card = useCard();
  const rows = useMemo(
    () => logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null),
    [card.structures, card.unitNames],
  );
  const columns = ['package', 'eans', 'units', 'dimensions', 'volume', 'netWeight', 'grossWeight'] as const;
  return (
    <SummaryCard id="details-logistics" title={t('productDetails.sections.logistics')}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('productDetails.logistics.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('productDetails.logistics.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-1.5 pr-3 font-medium whitespace-nowrap">
                    {t(`productDetails.logistics.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.uuid} className="border-b border-slate-100 align-top last:border-b-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900">
                    {typeName(row.packageType)}
                    {row.networkCodes.length > 0 && (
                      <span className="block text-xs text-slate-500">
                        {t('productDetails.logistics.network', {
                          codes: row.networkCodes.map((code) => card.networkNames[code] ?? code).join(', '),
                        })}
                      </span>
                    )}
                  </th>
                  <td className="py-1.5 pr-3 tabular-nums">{row.eans.join(', ') || '—'}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{row.units ?? '—'}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{amount(row.dimensions)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{amount(row.volume)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{amount(row.netWeight)}</td>
                  <td className="py-1.5 whitespace-nowrap tabular-nums">{amount(row.grossWeight)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SummaryCard>
  );
}
