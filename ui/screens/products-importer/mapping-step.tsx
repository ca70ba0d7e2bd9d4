import { useTranslation } from 'react-i18next';
import type { ImportAnalysis } from '@contract/products-importer';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';

/** §2 column mapping check: what was recognised, what will be skipped, what is missing. */
export function MappingStep({
  analysis,
  onNext,
  onBack,
}: {
  analysis: ImportAnalysis;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { recognised, unknown, missing } = analysis.mapping;
  const column = (index: number) => t('productsImporter.screen.mapping.columnNumber', { index });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('productsImporter.screen.mapping.heading')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4 text-sm">
        <p className="text-slate-700 tabular-nums">
          {t('productsImporter.screen.mapping.file', {
            name: analysis.file_name,
            rows: analysis.total_rows.toLocaleString(),
            mode: t(analysis.for_update ? 'productsImporter.modes.update' : 'productsImporter.modes.create'),
          })}
        </p>
        {missing.length > 0 && (
          <Alert tone="error">
            <p className="font-medium">{t('productsImporter.screen.mapping.missing')}</p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((entry) => (
                <li key={entry.key}>
                  {entry.label} <code className="text-xs">{entry.key}</code>
                </li>
              ))}
            </ul>
            <p className="mt-1">{t('productsImporter.screen.mapping.missingHint')}</p>
          </Alert>
        )}
        <section aria-labelledby="importer-recognised">
          <h3 id="importer-recognised" className="mb-1 font-medium text-slate-800">
            {t('productsImporter.screen.mapping.recognised', { count: recognised.length })}
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {recognised.map((entry) => (
              <li
                key={entry.key}
                className="rounded bg-accent-50 px-2 py-0.5 text-accent-900 ring-1 ring-accent-200 ring-inset"
              >
                <span className="text-slate-500 tabular-nums">{column(entry.index)}</span> {entry.label}
              </li>
            ))}
          </ul>
        </section>
        {unknown.length > 0 && (
          <section aria-labelledby="importer-unknown">
            <h3 id="importer-unknown" className="mb-1 font-medium text-slate-800">
              {t('productsImporter.screen.mapping.unknown', { count: unknown.length })}
            </h3>
            <ul className="flex flex-wrap gap-1.5">
              {unknown.map((entry) => (
                <li
                  key={entry.index}
                  className="rounded bg-amber-50 px-2 py-0.5 text-amber-900 ring-1 ring-amber-200 ring-inset"
                >
                  <span className="text-slate-500 tabular-nums">{column(entry.index)}</span> {entry.header}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack}>
            {t('productsImporter.screen.actions.back')}
          </Button>
          <Button onClick={onNext} disabled={missing.length > 0}>
            {t('productsImporter.screen.actions.next')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
