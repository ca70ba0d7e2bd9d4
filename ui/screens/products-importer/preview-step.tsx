import { useTranslation } from 'react-i18next';
import type { ImportAnalysis } from '@contract/products-importer';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { useMessageText } from './message-text';
import { ProblemList } from './problem-list';

/** §2 preview: the first rows as read, with every problem per cell; confirm runs the import as a job. */
export function PreviewStep({
  analysis,
  starting,
  error,
  onConfirm,
  onBack,
  onCancel,
  onDismiss,
}: {
  analysis: ImportAnalysis;
  starting: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const columns = analysis.mapping.recognised;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('productsImporter.screen.preview.heading')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 text-sm">
        <p className="text-slate-700 tabular-nums">
          {t('productsImporter.screen.preview.summary', {
            total: analysis.total_rows.toLocaleString(),
            errors: analysis.rows_with_errors.toLocaleString(),
          })}
        </p>
        {error !== null && (
          <Alert tone="error" className="flex items-start justify-between gap-3">
            <span>{messageText(error)}</span>
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              {t('productsImporter.screen.actions.dismiss')}
            </Button>
          </Alert>
        )}
        <div
          // A scrolled table must be reachable by keyboard (arrow keys scroll it once focused).
          tabIndex={0}
          role="region"
          aria-label={t('productsImporter.screen.preview.heading')}
          className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <table className="w-full border-collapse text-left text-xs">
            <thead className="sticky top-0 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t('productsImporter.screen.preview.row')}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t('productsImporter.screen.preview.problems')}
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.preview.map((row) => {
                const bad = row.problems.some((problem) => problem.level === 'error');
                return (
                  <tr key={row.row} className={bad ? 'bg-red-50/60' : 'odd:bg-white even:bg-slate-50/50'}>
                    <th scope="row" className="px-2 py-1 font-normal text-slate-500 tabular-nums">
                      {row.row}
                    </th>
                    {columns.map((column) => {
                      const faulty = row.problems.some(
                        (problem) => problem.column === column.key && problem.level === 'error',
                      );
                      return (
                        <td
                          key={column.key}
                          className={`max-w-48 truncate px-2 py-1 tabular-nums ${faulty ? 'text-red-700 underline decoration-red-400 decoration-wavy' : 'text-slate-800'}`}
                        >
                          {row.cells[column.key] ?? ''}
                        </td>
                      );
                    })}
                    <td className="min-w-72 px-2 py-1">
                      <ProblemList
                        problems={row.problems}
                        okLabel={t('productsImporter.screen.preview.ok')}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack} disabled={starting}>
            {t('productsImporter.screen.actions.back')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={starting}>
            {t('productsImporter.screen.actions.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            aria-busy={starting}
            disabled={starting || analysis.rows_with_errors === analysis.total_rows}
          >
            {t('productsImporter.screen.actions.import')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
