import { useTranslation } from 'react-i18next';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { ProgressBar } from '@kit/progress-bar';
import type { UploadError } from '@machines/media-upload.machine';

/** An upload under way: a progress bar with its label and a cancel button. */
export function UploadProgress({
  percent,
  typeName,
  onCancel,
}: {
  percent: number;
  typeName: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <div className="flex items-center justify-between text-xs text-slate-600">
        <span>{t('media.uploading')}</span>
        <span>{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={t('media.progress', { type: typeName })} />
      <Button variant="link" size="sm" className="self-start" onClick={onCancel}>
        {t('media.cancel')}
      </Button>
    </div>
  );
}

/** §8 'Błąd podczas dodawania pliku' or 'Plik o tej nazwie jest już dodany', with the server's reason. */
export function UploadFailure({ error, onDismiss }: { error: UploadError; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" className="flex items-start justify-between gap-2">
      <span>
        {t(error.key as 'media.uploadFailed')}
        {error.detail !== null && <span className="block text-xs">{error.detail}</span>}
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="h-6 px-1.5 text-red-800"
        aria-label={t('media.dismiss')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </Alert>
  );
}
