import { PACKAGE_TYPE, type Language } from '@domain/constants';
import type { CinChain } from '@domain/cin';
import type { DetailsCard } from '@domain/product-details-card';
import { logisticsSummary, type Amount, type PackageSummary } from '@domain/product-details-logistics';
import { translatorFor } from '../products/export-labels';
import { newWorkbook, sheetWithHeader } from '../products/export-xlsx';
import { formatDateCells, numberCell, wallClock } from '../xlsx/typed-cells';

const withUnit = (amount: Amount | null) => (amount === null ? '' : `${amount.value} ${amount.unit}`.trim());

/** The chain's packages: a structure made for the chain wins over the general one (§3). */
function chainPackages(card: DetailsCard, chain: CinChain): PackageSummary[] {
  const all = logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null);
  const own = all.filter((row) => row.networkCodes.includes(chain));
  return own.length > 0 ? own : all.filter((row) => row.networkCodes.length === 0);
}

export interface CinFileRequest {
  chainName: string;
  requestedAt: Date;
  requestedBy: string;
}

/**
 * The chain's item-creation (CIN) file for one card (docs/decisions/0016): one sheet with a header row and
 * the card's row as the chain's buyers read it (identity, the chain's supplier number, names, brand,
 * producer, category, supplier, base unit and case logistics), and a second sheet saying which request it
 * answers. Labels in the requester's language; values as the card holds them.
 */
export async function cinWorkbook(
  card: DetailsCard,
  chain: CinChain,
  request: CinFileRequest,
  language: Language,
): Promise<Buffer> {
  const tr = translatorFor(language);
  const packages = chainPackages(card, chain);
  const base = packages.find(
    (row) => row.packageType === PACKAGE_TYPE.CONSUMER || row.packageType === PACKAGE_TYPE.SINGLE,
  );
  const firstCase = packages.find((row) => row.packageType === PACKAGE_TYPE.FIRST_LEVEL);
  const entry = card.availability.availability.find((candidate) => candidate.code === chain);
  const field = (key: string) => tr(`productExport.fields.${key}`);
  const file = (key: string) => tr(`cinPanel.file.${key}`);
  const columns: [string, string | number][] = [
    [field('gtin'), card.gtin ?? ''],
    [file('chainNumber'), entry?.product_number.trim() ?? ''],
    [field('nameToShow'), card.nameToShow],
    [field('name'), card.name],
    [field('brand'), card.brand ?? ''],
    [field('producer'), card.producer ?? ''],
    [field('category'), card.categories.join(', ')],
    [field('company'), card.companyName],
    [file('baseEans'), base?.eans.join(', ') ?? ''],
    [file('baseNetWeight'), withUnit(base?.netWeight ?? null)],
    [file('baseDimensions'), withUnit(base?.dimensions ?? null)],
    [file('caseUnits'), numberCell(firstCase?.units)],
    [file('caseEans'), firstCase?.eans.join(', ') ?? ''],
    [file('cardId'), card.id],
  ];
  const workbook = await newWorkbook();
  const sheet = sheetWithHeader(
    workbook,
    file('sheet'),
    columns.map(([header]) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) })),
  );
  sheet.addRow(columns.map(([, value]) => value));
  const about = sheetWithHeader(workbook, file('requestSheet'), [
    { header: tr('productExport.columns.field'), width: 24 },
    { header: tr('productExport.columns.value'), width: 40 },
  ]);
  about.addRow([file('chain'), request.chainName]);
  formatDateCells(about.addRow([file('requestedAt'), wallClock(request.requestedAt, language)]), language);
  about.addRow([file('requestedBy'), request.requestedBy]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
