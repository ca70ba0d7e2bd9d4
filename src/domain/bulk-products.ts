import { AVAILABILITY } from './constants';
import { gtin14, gtinFault } from './gs1';
import type { AvailabilityEntry } from './product';
import type { FieldFault } from './refusal';
import type { CurrentUser } from './user';

/**
 * §2 Modals: bulk numbers, bulk assign and create many products (docs/decisions/0024). The rules the
 * three modals share with the server, so that the grid and the endpoint never disagree.
 */

/** Most cards one bulk numbers or bulk assign takes: one transaction stays well under a second. */
export const BULK_MAX_CARDS = 500;
/** Most rows one create-many batch takes. */
export const CREATE_MANY_MAX_ROWS = 200;
/** §3 product_number: the save contract's bound (src/contract/product-save.ts). */
export const PRODUCT_NUMBER_MAX = 255;
/** §3 name_to_show: the save contract's bound. */
export const NAME_TO_SHOW_MAX = 512;

/** §2 Bulk numbers tabs 1–4: the four availability types the form offers (§9), by own-brand type. */
export const BULK_NUMBER_TABS = [
  AVAILABILITY.GENERALLY_AVAILABLE,
  AVAILABILITY.OWN_BRAND,
  AVAILABILITY.NETWORK_LOGO,
  AVAILABILITY.IMPORTED_FOR_ONE_NETWORK,
] as const;
export type BulkNumberTab = (typeof BULK_NUMBER_TABS)[number];

/** The tab a card is listed on: its own-brand type; partially available (5) goes with generally available. */
export function bulkNumberTab(ownBrandType: number): BulkNumberTab {
  const tab = BULK_NUMBER_TABS.find((type) => type === ownBrandType);
  return tab ?? AVAILABILITY.GENERALLY_AVAILABLE;
}

/** Namespace of every fault of the three modals; the field names the row (`cards.3.selgros`). */
export const BULK_NAMESPACE = 'bulk_products';

const fault = (field: string, message: string): FieldFault => ({
  namespace: BULK_NAMESPACE,
  field,
  message,
  type: 'validation',
});

/**
 * §4 Availability, §5 Computations, applied to one card's numbers: a number is stored trimmed, at most
 * 255 characters (the card's own bound), and only on a network the card is visible in — an unselected
 * network's number is emptied (§4), so it cannot be given one. Answers message keys per network code.
 */
export function productNumberFaults(
  availability: readonly AvailabilityEntry[],
  numbers: Readonly<Record<string, string>>,
): Record<string, string> {
  const byCode = new Map(availability.map((entry) => [entry.code, entry]));
  const out: Record<string, string> = {};
  for (const [code, number] of Object.entries(numbers)) {
    const entry = byCode.get(code);
    if (entry === undefined || !entry.visibility) out[code] = 'bulkProducts.numbers.errors.hiddenNetwork';
    else if (number.trim().length > PRODUCT_NUMBER_MAX) out[code] = 'validation.tooLong';
  }
  return out;
}

/** The card's availability with the given numbers set (trimmed); other networks keep theirs. */
export function withProductNumbers(
  availability: readonly AvailabilityEntry[],
  numbers: Readonly<Record<string, string>>,
): AvailabilityEntry[] {
  return availability.map((entry) => {
    const number = numbers[entry.code];
    return number === undefined ? entry : { ...entry, product_number: number.trim() };
  });
}

/** One row of create many products: the minimal fields of a draft card. */
export interface CreateManyRow {
  gtin: string;
  name: string;
  /** The GPC category's code (§3 category_ids; a code is what a spreadsheet carries). */
  category: string;
}

/**
 * Rows pasted from a spreadsheet: one per line, cells separated by tabs, in the order GTIN, name,
 * category code. Blank lines are skipped, and so is a first line whose GTIN cell holds no digit (a header).
 */
export function parsePastedRows(text: string): CreateManyRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const rows = lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [gtin = '', name = '', category = ''] = line.split('\t');
      return { gtin: gtin.trim(), name: name.trim(), category: category.trim() };
    });
  if (rows[0] !== undefined && !/\d/.test(rows[0].gtin)) rows.shift();
  return rows;
}

/** An empty row, as the modal offers one to type in. */
export const emptyCreateManyRow = (): CreateManyRow => ({ gtin: '', name: '', category: '' });

/** A row the user left wholly empty is not a row. */
export function isBlankRow(row: CreateManyRow): boolean {
  return row.gtin.trim() === '' && row.name.trim() === '' && row.category.trim() === '';
}

/**
 * §5 Product (draft: name_to_show has a value), GS1 (docs/decisions/0013: digits, length, check digit) and
 * the batch itself: a GTIN may appear once in it (compared in its 14-digit form). Fields `rows.{i}.gtin`,
 * `rows.{i}.name`, `rows.{i}.category`; the database checks (taken GTIN, unknown category) are the server's.
 */
export function createManyRowFaults(rows: readonly CreateManyRow[]): FieldFault[] {
  const out: FieldFault[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const at = (field: string) => `rows.${index}.${field}`;
    const gtin = row.gtin.trim();
    const gtinProblem = gtin === '' ? 'validation.required' : gtinFault(gtin);
    if (gtinProblem !== null) out.push(fault(at('gtin'), gtinProblem));
    else {
      const key = gtin14(gtin);
      if (firstRowOf.has(key)) out.push(fault(at('gtin'), 'bulkProducts.createMany.errors.duplicateInBatch'));
      else firstRowOf.set(key, index);
    }
    const name = row.name.trim();
    if (name === '') out.push(fault(at('name'), 'validation.required'));
    else if (name.length > NAME_TO_SHOW_MAX) out.push(fault(at('name'), 'validation.tooLong'));
    if (row.category.trim() === '') out.push(fault(at('category'), 'validation.required'));
  });
  return out;
}

/** The types whose card belongs to one network (§4 Availability: its own-brand network). */
const OWN_NETWORK_TYPES: ReadonlySet<number> = new Set([
  AVAILABILITY.OWN_BRAND,
  AVAILABILITY.NETWORK_LOGO,
  AVAILABILITY.IMPORTED_FOR_ONE_NETWORK,
]);

/**
 * §6 Bulk assign (docs/decisions/0024): an admin may assign a supplier to any card; a network only to its
 * own cards — own brand, network logo or imported for it, with it as the own-brand network. Answers the
 * message key of the refusal, or null when the user may.
 */
export function assignRefusal(
  user: Pick<CurrentUser, 'is_admin' | 'is_network' | 'network_code'>,
  card: { ownBrandType: number; ownBrandNetworkCode: string | null },
): string | null {
  if (user.is_admin) return null;
  if (!user.is_network) return 'bulkProducts.assign.errors.notAllowed';
  const own = OWN_NETWORK_TYPES.has(card.ownBrandType) && card.ownBrandNetworkCode === user.network_code;
  return own ? null : 'bulkProducts.assign.errors.notOwnBrand';
}
