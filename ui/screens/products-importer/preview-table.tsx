import { useTranslation } from 'react-i18next';
import type { ImportAnalysis } from '@contract/products-importer';
import { IMPORT_COLUMN } from '@domain/importer-columns';
import { cn } from '@kit/cn';
import { PreviewCell } from './preview-cell';
import { ProblemList } from './problem-list';

type Column = ImportAnalysis['mapping']['recognised'][number];

/** The columns that name a row: they come first and stay in view when the table scrolls sideways. */
const KEY_COLUMNS: readonly string[] = [IMPORT_COLUMN.GTIN, IMPORT_COLUMN.NAME_TO_SHOW];
/** Left offsets of the sticky cells: the row number (3rem wide), the GTIN (9rem), the name. */
const STICKY = [
  'sticky left-0 z-10 w-12 min-w-12',
  'sticky left-12 z-10 w-36 min-w-36',
  'sticky left-48 z-10 w-48 min-w-48',
];

function ordered(columns: readonly Column[]): Column[] {
  const keys = KEY_COLUMNS.flatMap((key) => columns.filter((column) => column.key === key));
  return [...keys, ...columns.filter((column) => !KEY_COLUMNS.includes(column.key))];
}

/** §2 preview table: faults at their cells, faults of the whole row in a line under it. */
export function PreviewTable({ analysis }: { analysis: ImportAnalysis }) {
  const { t } = useTranslation();
  const columns = ordered(analysis.mapping.recognised);
  const sticky = (index: number) => (index < KEY_COLUMNS.length ? STICKY[index + 1] : undefined);
  const shown = new Set(columns.map((column) => column.key));
  return (
    <div
      // A scrolled table must be reachable by keyboard (arrow keys scroll it once focused).
      tabIndex={0}
      role="region"
      aria-label={t('productsImporter.screen.preview.heading')}
      className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <table className="w-full border-separate border-spacing-0 text-left text-xs">
        <thead className="sticky top-0 z-20 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={cn('bg-slate-50 px-2 py-1.5 font-medium', STICKY[0])}>
              {t('productsImporter.screen.preview.row')}
            </th>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={cn('bg-slate-50 px-2 py-1.5 font-medium whitespace-nowrap', sticky(index))}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {analysis.preview.map((row) => {
            const bad = row.problems.some((problem) => problem.level === 'error');
            const ofRow = row.problems.filter((problem) => !shown.has(problem.column));
            return [
              <tr key={row.row} className={bad ? 'bg-red-50' : 'odd:bg-white even:bg-slate-50'}>
                <th
                  scope="row"
                  className={cn(
                    'bg-inherit px-2 py-1 font-normal tabular-nums',
                    bad ? 'border-l-4 border-red-600 text-red-800' : 'text-slate-500',
                    STICKY[0],
                  )}
                >
                  {row.row}
                </th>
                {columns.map((column, index) => (
                  <PreviewCell
                    key={column.key}
                    value={row.cells[column.key] ?? ''}
                    problems={row.problems.filter((problem) => problem.column === column.key)}
                    className={sticky(index)}
                  />
                ))}
              </tr>,
              ofRow.length > 0 && (
                <tr key={`${row.row}-row`} className="bg-red-50">
                  <td colSpan={columns.length + 1} className="px-2 pb-1.5">
                    {/* Sticky so that the row's own faults stay under its number when scrolled. */}
                    <div className="sticky left-0 w-fit max-w-[40rem] pl-12">
                      <span className="sr-only">{t('productsImporter.screen.preview.rowProblems')}</span>
                      <ProblemList problems={ofRow} okLabel="" />
                    </div>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
