import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY } from '@domain/constants';
import { availabilityRows } from '@domain/product-details-logistics';
import { useCard } from './details-context';
import { SummaryCard } from './summary-card';

const TYPE_KEY: Readonly<Record<number, string>> = {
  [AVAILABILITY.GENERALLY_AVAILABLE]: 'availability.types.generallyAvailable',
  [AVAILABILITY.OWN_BRAND]: 'availability.types.ownBrand',
  [AVAILABILITY.NETWORK_LOGO]: 'availability.types.networkLogo',
  [AVAILABILITY.IMPORTED_FOR_ONE_NETWORK]: 'availability.types.importedForOneNetwork',
  [AVAILABILITY.PARTIALLY_AVAILABLE]: 'availability.types.partiallyAvailable',
};

/** §3 Network availability: the type, and per network its visibility and the supplier's number. */
export function AvailabilitySummary() {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const card = useCard();
  const rows = useMemo(
    () => availabilityRows(card.availability.availability, card.networkNames),
    [card.availability, card.networkNames],
  );
  const type = TYPE_KEY[card.availability.own_brand_type];
  const ownBrand = card.availability.own_brand_network_code;
  return (
    <SummaryCard id="details-availability" title={t('productDetails.sections.availability')}>
      <p className="mb-2 text-sm text-slate-700">
        {t('productDetails.availability.type')}: {type ? text(type) : card.availability.own_brand_type}
        {ownBrand !== null &&
          ` · ${t('productDetails.availability.ownBrandNetwork')}: ${card.networkNames[ownBrand] ?? ownBrand}`}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('productDetails.availability.none')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('productDetails.availability.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-500">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('productDetails.availability.columns.network')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('productDetails.availability.columns.visibility')}
              </th>
              <th scope="col" className="py-1.5 font-medium">
                {t('productDetails.availability.columns.productNumber')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} className="border-b border-slate-100 last:border-b-0">
                <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900">
                  {row.name}
                </th>
                <td className="py-1.5 pr-3">
                  {row.visible ? (
                    <span className="text-accent-800">{t('productDetails.availability.visible')}</span>
                  ) : (
                    <span className="text-slate-500">{t('productDetails.availability.hidden')}</span>
                  )}
                </td>
                <td className="py-1.5 tabular-nums">{row.productNumber || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SummaryCard>
  );
}
