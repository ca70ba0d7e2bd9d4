import { useTranslation } from 'react-i18next';
import type { ImportAnalysis } from '@contract/products-importer';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { useMessageText } from './message-text';
import { PreviewTable } from './preview-table';

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
        <p className="text-xs text-slate-600">{t('productsImporter.screen.preview.cellHint')}</p>
        <PreviewTable analysis={analysis} />
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
