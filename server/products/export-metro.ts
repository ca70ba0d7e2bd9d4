import { PACKAGE_TYPE, type Language } from '@domain/constants';
import { METRO_NETWORK_CODE } from '@domain/product-details';
import type { DetailsCard } from '@domain/product-details-card';
import { logisticsSummary, type Amount, type PackageSummary } from '@domain/product-details-logistics';
import { displayValue, valueCells } from '@domain/product-details-values';
import { statusName, translatorFor, type Translate } from './export-labels';
import { newWorkbook, sheetWithHeader } from './export-xlsx';
import { numberCell } from '../xlsx/typed-cells';

const withUnit = (amount: Amount | null) => (amount === null ? '' : `${amount.value} ${amount.unit}`.trim());

/** Metro's packages: a structure made for Metro wins over the general one (§3 network-specific structures). */
function metroPackages(card: DetailsCard): PackageSummary[] {
  const all = logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null);
  const own = all.filter((row) => row.networkCodes.includes(METRO_NETWORK_CODE));
  return own.length > 0 ? own : all.filter((row) => row.networkCodes.length === 0);
}

function fixedColumns(tr: Translate, card: DetailsCard): [string, string | number][] {
  const packages = metroPackages(card);
  const base = packages.find(
    (row) => row.packageType === PACKAGE_TYPE.CONSUMER || row.packageType === PACKAGE_TYPE.SINGLE,
  );
  const firstCase = packages.find((row) => row.packageType === PACKAGE_TYPE.FIRST_LEVEL);
  const metro = card.availability.availability.find((entry) => entry.code === METRO_NETWORK_CODE);
  const field = (key: string) => tr(`productExport.fields.${key}`);
  return [
    [field('gtin'), card.gtin ?? ''],
    [tr('productExport.metro.articleNumber'), metro?.product_number.trim() ?? ''],
    [field('nameToShow'), card.nameToShow],
    [field('name'), card.name],
    [field('brand'), card.brand ?? ''],
    [field('producer'), card.producer ?? ''],
    [field('category'), card.categories.join(', ')],
    [field('status'), statusName(tr, card.status)],
    [field('company'), card.companyName],
    [tr('productExport.metro.baseEans'), base?.eans.join(', ') ?? ''],
    [tr('productExport.metro.baseNetWeight'), withUnit(base?.netWeight ?? null)],
    [tr('productExport.metro.baseDimensions'), withUnit(base?.dimensions ?? null)],
    [tr('productExport.metro.caseUnits'), numberCell(firstCase?.units)],
    [tr('productExport.metro.caseEans'), firstCase?.eans.join(', ') ?? ''],
  ];
}

/**
 * §7 GET /product/{id}/get-as-xlsx-metro, Metro's layout (docs/decisions/0015): one sheet, one header row
 * and one row for the card, as a chain's listing template reads it. Fixed columns first (GTIN, Metro's
 * article number, names, brand, producer, category, status, company, base unit and case logistics), then
 * Metro's private attributes marked "[Metro]", then the supplier's own attributes in form order. Other
 * networks' private attributes are never in it. Values carry their units.
 */
export async function metroWorkbook(card: DetailsCard, language: Language): Promise<Buffer> {
  const tr = translatorFor(language);
  const words = { yes: tr('productExport.values.yes'), no: tr('productExport.values.no') };
  const cell = (attribute: DetailsCard['attributes'][number]) => {
    const cells = valueCells(displayValue(attribute, language), words);
    return cells.unit === '' || cells.text === '' ? cells.text : `${cells.text} ${cells.unit}`;
  };
  const metro = card.attributes.filter((attribute) => attribute.private_network_code === METRO_NETWORK_CODE);
  const own = card.attributes.filter((attribute) => !attribute.private_network_code);
  const columns: [string, string | number][] = [
    ...fixedColumns(tr, card),
    ...metro.map((attribute): [string, string] => [
      tr('productExport.metro.privateColumn', { name: attribute.name }),
      cell(attribute),
    ]),
    ...own.map((attribute): [string, string] => [attribute.name, cell(attribute)]),
  ];
  const workbook = await newWorkbook();
  const sheet = sheetWithHeader(
    workbook,
    tr('productExport.sheets.metro'),
    columns.map(([header]) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) })),
  );
  sheet.addRow(columns.map(([, value]) => value));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
