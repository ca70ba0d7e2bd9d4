import { compactTaxId, glnFault } from './company-identifiers';

/**
 * §6 Import GLN file (docs/decisions/0050): each row of the file names a company and the GLN it gets.
 * These are the row checks, the same for the preview and for the apply (which checks again, since the
 * companies may have changed in between).
 */

/** A data row as read from the file; `row` is its number in the file (the header is row 1). */
export interface GlnSourceRow {
  row: number;
  company: string;
  gln: string;
}

/** A company the file may name. */
export interface GlnCompany {
  id: number;
  name: string;
  taxId: string | null;
  gln: string | null;
}

/** One checked row: the company found (if any) and what is wrong, as message keys with values. */
export interface GlnCheckedRow extends GlnSourceRow {
  companyId: number | null;
  companyName: string | null;
  /** The GLN the company holds now; null when it has none. */
  currentGln: string | null;
  problems: { key: GlnProblem; values?: Record<string, string | number> }[];
}

export const GLN_PROBLEM = {
  GLN: 'glnImport.problems.gln',
  UNKNOWN_COMPANY: 'glnImport.problems.unknownCompany',
  DUPLICATE_GLN: 'glnImport.problems.duplicateGln',
  DUPLICATE_COMPANY: 'glnImport.problems.duplicateCompany',
  GLN_TAKEN: 'glnImport.problems.glnTaken',
} as const;
export type GlnProblem = (typeof GLN_PROBLEM)[keyof typeof GLN_PROBLEM];

const nameKey = (value: string) => value.trim().toLocaleLowerCase('pl');
/** A tax id without spaces, dots, dashes and its country letters ("PL 526-025-02-74" is 5260250274). */
const taxKey = (value: string) => compactTaxId(value).replace(/^[A-Z]{2}/, '');

/** A company by its tax id (digits as stored, a country prefix dropped) or else by its name, case aside. */
function companyFinder(companies: readonly GlnCompany[]) {
  const byTaxId = new Map<string, GlnCompany>();
  const byName = new Map<string, GlnCompany>();
  for (const company of companies) {
    if (company.taxId !== null && company.taxId !== '') byTaxId.set(taxKey(company.taxId), company);
    byName.set(nameKey(company.name), company);
  }
  return (text: string) => byTaxId.get(taxKey(text)) ?? byName.get(nameKey(text)) ?? null;
}

/**
 * §6 Import GLN file, §5 GLN (mod-10): every row checked on its own and against the rows above it. A row
 * is refused for a GLN that is not 13 digits with a right check digit, a company the product does not
 * know, a GLN or a company that an earlier row already has, and a GLN another company holds and the file
 * does not take away from it.
 */
export function checkGlnRows(
  rows: readonly GlnSourceRow[],
  companies: readonly GlnCompany[],
): GlnCheckedRow[] {
  const find = companyFinder(companies);
  const firstRowOfGln = new Map<string, number>();
  const firstRowOfCompany = new Map<number, number>();
  const targets = new Set(rows.map((row) => find(row.company)?.id).filter((id) => id !== undefined));
  const holders = new Map<string, GlnCompany>();
  for (const company of companies)
    if (company.gln !== null && company.gln !== '') holders.set(company.gln, company);
  return rows.map((source) => {
    const gln = source.gln.trim();
    const company = find(source.company);
    const problems: GlnCheckedRow['problems'] = [];
    if (glnFault(gln) !== null) problems.push({ key: GLN_PROBLEM.GLN });
    if (company === null) problems.push({ key: GLN_PROBLEM.UNKNOWN_COMPANY });
    const glnRow = firstRowOfGln.get(gln);
    if (glnRow !== undefined) problems.push({ key: GLN_PROBLEM.DUPLICATE_GLN, values: { row: glnRow } });
    else if (gln !== '') firstRowOfGln.set(gln, source.row);
    if (company !== null) {
      const companyRow = firstRowOfCompany.get(company.id);
      if (companyRow !== undefined)
        problems.push({ key: GLN_PROBLEM.DUPLICATE_COMPANY, values: { row: companyRow } });
      else firstRowOfCompany.set(company.id, source.row);
    }
    const holder = holders.get(gln);
    // A holder that the file gives another GLN lets this one go: swapping two companies' GLNs is allowed.
    if (holder !== undefined && holder.id !== company?.id && !targets.has(holder.id))
      problems.push({ key: GLN_PROBLEM.GLN_TAKEN, values: { company: holder.name } });
    return {
      ...source,
      gln,
      companyId: company?.id ?? null,
      companyName: company?.name ?? null,
      currentGln: company?.gln ?? null,
      problems,
    };
  });
}

/** The rows an apply may write: in "good rows only" every row without a problem. */
export const isGoodRow = (row: GlnCheckedRow) => row.problems.length === 0;

/**
 * The rows "good rows only" writes. A row may be good only because a company it takes a GLN from gets
 * another one further down; when that other row is bad and skipped, the first is checked again without
 * it, until no row depends on a skipped one.
 */
export function rowsToWrite(
  rows: readonly GlnSourceRow[],
  companies: readonly GlnCompany[],
): GlnCheckedRow[] {
  let good = checkGlnRows(rows, companies).filter(isGoodRow);
  for (;;) {
    const again = checkGlnRows(good, companies).filter(isGoodRow);
    if (again.length === good.length) return again;
    good = again;
  }
}
