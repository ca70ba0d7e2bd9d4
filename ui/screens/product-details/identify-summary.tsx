import { useTranslation } from 'react-i18next';
import { SALES_STATUS } from '@domain/constants';
import { useCard } from './details-context';
import { SummaryCard } from './summary-card';
import { useFormatDate } from './use-format-date';

/** §3 Product (card): the identify fields, read-only, in the form's order. */
export function IdentifySummary() {
  const { t } = useTranslation();
  const card = useCard();
  const date = useFormatDate();
  const yesNo = (value: boolean) => (value ? t('productDetails.values.yes') : t('productDetails.values.no'));
  const rows: [string, string | null][] = [
    [t('productIdentify.nameToShow'), card.nameToShow],
    [t('productIdentify.name'), card.name],
    [t('productDetails.identify.gtin'), card.gtin],
    [t('productIdentify.producer'), card.producer],
    [t('productIdentify.brand'), card.brand],
    [t('productIdentify.subBrand'), card.subBrand],
    [t('productIdentify.categories'), card.categories.join(', ') || null],
    [
      t('productDetails.identify.salesStatus'),
      card.salesStatus === SALES_STATUS.WITHDRAWN
        ? t('productDetails.identify.salesWithdrawn')
        : t('productDetails.identify.salesAvailable'),
    ],
    [t('productDetails.identify.shared'), yesNo(card.isShared)],
    [t('productDetails.identify.basic'), yesNo(card.isBasic)],
    [t('productDetails.identify.supplier'), card.supplierUser],
    [t('productDetails.identify.created'), date(card.createdAt)],
    [t('productDetails.identify.updated'), date(card.updatedAt)],
    [t('productDetails.identify.id'), String(card.id)],
  ];
  return (
    <SummaryCard id="details-identify" title={t('productDetails.sections.identify')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0 grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {value ?? <span className="text-slate-400">{t('productDetails.values.empty')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </SummaryCard>
  );
}
