import { useTranslation } from 'react-i18next';
import { textOf } from '@app/list-table';
import type { QueueItem, QueueMessage } from '@domain/gallery-upload';
import { Button } from '@kit/button';
import { ProgressBar } from '@kit/progress-bar';

/** A queue message in the user's language: a catalogue key with values, or the server's own words. */
function useMessageText(): (message: QueueMessage) => string {
  const { t } = useTranslation();
  const text = textOf(t);
  return (message) => ('text' in message ? message.text : text(message.key, message.values ?? {}));
}

/** §2 Upload: each picked file with its progress, its outcome and, while it is not sent yet, a cancel. */
export function UploadQueueList({
  items,
  onCancel,
}: {
  items: readonly QueueItem[];
  onCancel: (key: number) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <ul className="flex max-h-48 flex-col gap-2 overflow-auto" aria-live="polite">
      {items.map((item) => (
        <li
          key={item.key}
          className="grid grid-cols-[minmax(0,1fr)_10rem_3rem_5rem] items-center gap-3 text-sm"
        >
          <span className="truncate text-slate-800" title={item.name}>
            {item.name}
            {item.message !== null && (
              <span className="ml-2 text-xs text-red-700">{messageText(item.message)}</span>
            )}
            {item.state === 'done' && (
              <span className="ml-2 text-xs text-accent-800">{t('mediaGallery.upload.done')}</span>
            )}
            {item.state === 'cancelled' && (
              <span className="ml-2 text-xs text-slate-500">{t('mediaGallery.upload.cancelled')}</span>
            )}
          </span>
          <ProgressBar
            percent={item.percent}
            error={item.state === 'failed'}
            label={t('mediaGallery.upload.progress', { name: item.name })}
          />
          <span className="text-right text-xs text-slate-500 tabular-nums">{item.percent} %</span>
          {item.state === 'waiting' || item.state === 'uploading' ? (
            <Button
              size="sm"
              variant="link"
              aria-label={t('mediaGallery.upload.cancelFile', { name: item.name, number: item.key })}
              onClick={() => onCancel(item.key)}
            >
              {t('mediaGallery.upload.cancel')}
            </Button>
          ) : (
            <span />
          )}
        </li>
      ))}
    </ul>
  );
}
