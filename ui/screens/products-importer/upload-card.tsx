import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportSettings } from '@contract/products-importer';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { ProgressBar } from '@kit/progress-bar';
import { useMessageText } from './message-text';

/**
 * §2 the file step: pick an xlsx and send it; while it is sent and checked, progress and Cancel. Once every
 * byte is sent the server reads the file: §8 'Plik został wysłany i jest przetwarzany.'
 */
export function UploadCard({
  settings,
  uploading,
  progress,
  error,
  onUpload,
  onCancel,
  onDismiss,
}: {
  settings: ImportSettings;
  uploading: boolean;
  progress: number;
  error: string | null;
  onUpload: (file: File) => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file !== null) onUpload(file);
  };
  const percent = Math.round(progress * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('productsImporter.screen.upload.heading')}</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={submit} className="flex flex-col gap-3 text-sm">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="font-medium text-slate-800">
              {t('productsImporter.screen.upload.fileLabel')}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={uploading}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-describedby={`${id}-limits`}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            />
            <span id={`${id}-limits`} className="text-xs text-slate-500 tabular-nums">
              {t('productsImporter.screen.upload.limits', {
                rows: settings.max_rows.toLocaleString(),
                size: Math.round(settings.max_bytes / 1024 / 1024),
              })}
            </span>
          </div>
          {error !== null && (
            <Alert tone="error" className="flex items-start justify-between gap-3">
              <span>{messageText(error)}</span>
              <Button variant="ghost" size="sm" onClick={onDismiss}>
                {t('productsImporter.screen.actions.dismiss')}
              </Button>
            </Alert>
          )}
          {uploading ? (
            <div className="flex flex-col gap-2">
              <span className="text-slate-700 tabular-nums" role="status">
                {percent >= 100
                  ? t('productsImporter.screen.upload.processing')
                  : t('productsImporter.screen.upload.uploading', { percent })}
              </span>
              <ProgressBar percent={percent} label={t('productsImporter.screen.upload.progressLabel')} />
              <Button variant="secondary" className="w-fit" onClick={onCancel}>
                {t('productsImporter.screen.actions.cancel')}
              </Button>
            </div>
          ) : (
            <Button type="submit" className="w-fit" disabled={file === null}>
              {t('productsImporter.screen.upload.send')}
            </Button>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
