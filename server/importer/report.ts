import { PassThrough } from 'node:stream';
import type { ImportProblemAnswer } from '@contract/products-importer';
import type { Language } from '@domain/constants';
import { ATTRIBUTE_PREFIX, FIXED_COLUMNS, UNIT_PREFIX } from '@domain/importer-columns';
import type { ImportProblem } from '@domain/importer-rows';
import { translate } from '@i18n/translate';
import { loadExcel } from './excel';

/**
 * §2 The import report in the user's language: which row, which column, what is wrong. Problems are
 * stored as message keys with values, so the same report reads in pl, de or ro (docs/decisions/0021).
 */

/** A column's label: the fixed columns' own words, an attribute's name, "Unit: name" for a unit column. */
export function columnLabel(
  key: string,
  attributeNames: ReadonlyMap<string, string>,
  language: Language,
): string {
  if (key === '_') return translate(language, 'productsImporter.columns.row');
  if ((FIXED_COLUMNS as readonly string[]).includes(key))
    return translate(language, `productsImporter.columns.${key}`);
  if (key.startsWith(ATTRIBUTE_PREFIX)) return attributeNames.get(key.slice(ATTRIBUTE_PREFIX.length)) ?? key;
  if (key.startsWith(UNIT_PREFIX)) {
    const name = attributeNames.get(key.slice(UNIT_PREFIX.length));
    return name === undefined ? key : translate(language, 'productsImporter.unitOf', { name });
  }
  return key;
}

export function problemAnswer(
  problem: ImportProblem,
  attributeNames: ReadonlyMap<string, string>,
  language: Language,
): ImportProblemAnswer {
  return {
    column: problem.column,
    label: columnLabel(problem.column, attributeNames, language),
    message: translate(language, problem.message, problem.values ?? {}),
    level: problem.level,
  };
}

/** Stored problems that still have the shape; anything else is left out rather than failing the report. */
export function storedProblems(stored: unknown): ImportProblem[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is ImportProblem =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ImportProblem).column === 'string' &&
      typeof (entry as ImportProblem).message === 'string',
  );
}

export interface ReportRow {
  sourceRow: number;
  gtin: string | null;
  outcome: 'created' | 'updated' | 'failed';
  problems: ImportProblem[];
}

/** The downloadable report: one line per problem (a row without any gets one line saying what was done). */
export async function reportWorkbook(
  rows: readonly ReportRow[],
  attributeNames: ReadonlyMap<string, string>,
  language: Language,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(translate(language, 'productsImporter.report.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const t = (key: string) => translate(language, `productsImporter.report.${key}`);
  sheet.columns = [
    { header: t('row'), width: 8 },
    { header: t('gtin'), width: 16 },
    { header: t('outcome'), width: 16 },
    { header: t('level'), width: 12 },
    { header: t('column'), width: 30 },
    { header: t('problem'), width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const outcome = translate(language, `productsImporter.outcomes.${row.outcome}`);
    if (row.problems.length === 0) sheet.addRow([row.sourceRow, row.gtin ?? '', outcome]).commit();
    for (const problem of row.problems) {
      const answer = problemAnswer(problem, attributeNames, language);
      sheet
        .addRow([
          row.sourceRow,
          row.gtin ?? '',
          outcome,
          translate(language, `productsImporter.levels.${problem.level}`),
          answer.label,
          answer.message,
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
