import { AVAILABILITY, SALES_STATUS, type Language } from '@domain/constants';
import { packageTypeLabel } from '@domain/logistics-fields';
import type { DetailsCard } from '@domain/product-details-card';
import { translate } from '@i18n/translate';
import { TIME_ZONE } from '../xlsx/typed-cells';

/** A translation function bound to the user's language (the server's exports speak it, §1). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translatorFor(language: Language): Translate {
  return (key, values = {}) => translate(language, key, values);
}

const AVAILABILITY_KEY: Readonly<Record<number, string>> = {
  [AVAILABILITY.GENERALLY_AVAILABLE]: 'availability.types.generallyAvailable',
  [AVAILABILITY.OWN_BRAND]: 'availability.types.ownBrand',
  [AVAILABILITY.NETWORK_LOGO]: 'availability.types.networkLogo',
  [AVAILABILITY.IMPORTED_FOR_ONE_NETWORK]: 'availability.types.importedForOneNetwork',
  [AVAILABILITY.PARTIALLY_AVAILABLE]: 'availability.types.partiallyAvailable',
};

/** §3 Package type names. */
export function packageTypeName(tr: Translate, type: number): string {
  const key = packageTypeLabel(type);
  return key === undefined ? String(type) : tr(key);
}

/** §4 Product status labels (offer 1, ready 2, draft copy 5, retired 6). */
export function statusName(tr: Translate, status: number): string {
  return [1, 2, 5, 6].includes(status) ? tr(`status.${status}`) : String(status);
}

export function yesNo(tr: Translate, value: boolean): string {
  return tr(value ? 'productExport.values.yes' : 'productExport.values.no');
}

/** §3 Product (card): the identify fields as label and value pairs, shared by the xlsx sheet and print. */
export function identifyRows(
  tr: Translate,
  card: DetailsCard,
  date: (iso: string) => string,
): [string, string][] {
  const type = AVAILABILITY_KEY[card.availability.own_brand_type];
  return [
    [tr('productExport.fields.id'), String(card.id)],
    [tr('productExport.fields.gtin'), card.gtin ?? ''],
    [tr('productExport.fields.nameToShow'), card.nameToShow],
    [tr('productExport.fields.name'), card.name],
    [tr('productExport.fields.status'), statusName(tr, card.status)],
    [
      tr('productExport.fields.salesStatus'),
      tr(
        card.salesStatus === SALES_STATUS.WITHDRAWN
          ? 'productExport.values.withdrawn'
          : 'productExport.values.available',
      ),
    ],
    [tr('productExport.fields.company'), card.companyName],
    [tr('productExport.fields.producer'), card.producer ?? ''],
    [tr('productExport.fields.brand'), card.brand ?? ''],
    [tr('productExport.fields.subBrand'), card.subBrand ?? ''],
    [tr('productExport.fields.category'), card.categories.join(', ')],
    [tr('productExport.fields.availabilityType'), type === undefined ? '' : tr(type)],
    [tr('productExport.fields.shared'), yesNo(tr, card.isShared)],
    [tr('productExport.fields.basic'), yesNo(tr, card.isBasic)],
    [tr('productExport.fields.created'), date(card.createdAt)],
    [tr('productExport.fields.updated'), date(card.updatedAt)],
    [tr('productExport.fields.lastEditor'), card.lastEditor ?? ''],
  ];
}

/** Dates of the exports: day and time in the language and its instance's time zone. */
export function dateFormatter(language: Language): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE[language],
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
