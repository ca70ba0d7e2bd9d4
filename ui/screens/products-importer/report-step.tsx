import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@contract/products-importer';
import type { Job } from '@domain/jobs';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { ProgressBar } from '@kit/progress-bar';
import { Skeleton } from '@kit/skeleton';
import { ProblemList } from './problem-list';

/** §4 Jobs: the import running on the server, with the progress get-job reports. */
export function ImportingStep({ job }: { job: Job | null }) {
  const { t } = useTranslation();
  const output = job?.output ?? { current_item: 0, total_items: 0, percentage: 0 };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('productsImporter.screen.importing.heading')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 text-sm">
        <p className="text-slate-700">{t('productsImporter.screen.importing.hint')}</p>
        <ProgressBar
          percent={output.percentage}
          label={job?.title ?? t('productsImporter.screen.importing.heading')}
        />
        <p className="text-slate-600 tabular-nums" role="status">
          {t('productsImporter.screen.importing.progress', {
            current: output.current_item.toLocaleString(),
            total: output.total_items.toLocaleString(),
          })}
        </p>
      </CardBody>
    </Card>
  );
}

export function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status" aria-busy="true" aria-label={t('productsImporter.screen.report.loading')}>
      <CardBody className="flex flex-col gap-2">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </CardBody>
    </Card>
  );
}

const SUMMARY = [
  ['created', 'text-accent-800'],
  ['updated', 'text-accent-800'],
  ['failed', 'text-red-700'],
  ['with_warnings', 'text-amber-800'],
] as const;

/** §2 the report per row and cell, after the job ended; the full report is the job's xlsx. */
export function ReportStep({
  report,
  failed,
  onNew,
}: {
  report: ImportReport | null;
  failed: boolean;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t(failed ? 'productsImporter.screen.failed.heading' : 'productsImporter.screen.report.heading')}
          {report !== null && <span className="ml-2 font-normal text-slate-500">{report.file_name}</span>}
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4 text-sm">
        {failed && <Alert tone="error">{t('productsImporter.errors.jobFailed')}</Alert>}
        {report !== null && (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {SUMMARY.map(([key, tone]) => (
                <div key={key} className="rounded-md border border-slate-200 px-3 py-2">
                  <dt className="text-xs text-slate-500">
                    {t(`productsImporter.screen.report.${key === 'with_warnings' ? 'withWarnings' : key}`)}
                  </dt>
                  <dd className={`text-lg font-semibold tabular-nums ${tone}`}>
                    {report.summary[key].toLocaleString()}
                  </dd>
                </div>
              ))}
            </dl>
            {report.rows.length === 0 ? (
              <Alert tone="success">{t('productsImporter.screen.report.clean')}</Alert>
            ) : (
              <div
                tabIndex={0}
                role="region"
                aria-label={t('productsImporter.screen.report.tableLabel')}
                className="max-h-[32rem] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <table
                  className="w-full border-collapse text-left text-xs"
                  aria-label={t('productsImporter.screen.report.tableLabel')}
                >
                  <thead className="sticky top-0 bg-slate-50 text-slate-600">
                    <tr>
                      <th scope="col" className="px-2 py-1.5 font-medium">
                        {t('productsImporter.screen.preview.row')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 font-medium">
                        GTIN
                      </th>
                      <th scope="col" className="px-2 py-1.5 font-medium">
                        {t('productsImporter.screen.report.outcome')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 font-medium">
                        {t('productsImporter.screen.report.problem')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((row) => (
                      <tr key={row.row} className="border-t border-slate-100 align-top">
                        <th scope="row" className="px-2 py-1 font-normal text-slate-500 tabular-nums">
                          {row.row}
                        </th>
                        <td className="px-2 py-1 tabular-nums">{row.gtin ?? '—'}</td>
                        <td
                          className={`px-2 py-1 whitespace-nowrap ${row.outcome === 'failed' ? 'text-red-700' : 'text-accent-800'}`}
                        >
                          {t(`productsImporter.outcomes.${row.outcome}`)}
                        </td>
                        <td className="px-2 py-1">
                          <ProblemList problems={row.problems} okLabel="" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {report.truncated && (
              <p className="text-xs text-slate-500">
                {t('productsImporter.screen.report.truncated', { count: report.rows.length })}
              </p>
            )}
          </>
        )}
        <div className="flex gap-2">
          {report?.download != null && (
            <a
              href={report.download}
              download
              className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {t('productsImporter.screen.actions.downloadReport')}
            </a>
          )}
          <Button onClick={onNew}>{t('productsImporter.screen.actions.again')}</Button>
        </div>
      </CardBody>
    </Card>
  );
}
