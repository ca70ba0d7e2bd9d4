import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAsset } from '@api/media-gallery';
import { formatFileSize } from '@domain/format';
import { MEDIA_UPLOAD } from '@domain/media';
import { Button } from '@kit/button';
import { ProgressBar } from '@kit/progress-bar';
import type { DirectoryOption } from '@contract/media-gallery';
import { DirectorySelect } from './directory-select';
import { refusalText } from './refusal-text';

interface Item {
  key: number;
  name: string;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message: string | null;
}

const ACCEPT =
  '.jpg,.jpeg,.png,.webp,.tif,.tiff,.pdf,image/jpeg,image/png,image/webp,image/tiff,application/pdf';
const ACCEPTED = /\.(jpe?g|png|webp|tiff?|pdf)$/i;

/**
 * §2 Upload one or many files with per-file progress (the card upload's transport). The browser checks
 * type and size first (the server checks again, by the bytes); files go one after another.
 */
export function UploadPanel({
  directories,
  onUploaded,
}: {
  directories: readonly DirectoryOption[];
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [directory, setDirectory] = useState('');
  const max = formatFileSize(MEDIA_UPLOAD.MAX_BYTES);
  const patch = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = async (files: File[]) => {
    const base = Date.now();
    const queued = files.map((file, index) => {
      const refused =
        file.size > MEDIA_UPLOAD.MAX_BYTES
          ? t('mediaGallery.upload.tooLarge', { name: file.name, max })
          : !ACCEPTED.test(file.name)
            ? t('mediaGallery.upload.badType', { name: file.name })
            : null;
      return {
        file,
        item: {
          key: base + index,
          name: file.name,
          percent: 0,
          state: refused === null ? 'waiting' : 'failed',
          message: refused,
        } as Item,
      };
    });
    setItems((current) => [...queued.map((entry) => entry.item), ...current]);
    for (const { file, item } of queued) {
      if (item.state === 'failed') continue;
      patch(item.key, { state: 'uploading' });
      try {
        await uploadAsset(
          file,
          directory === '' ? null : Number(directory),
          (fraction) => patch(item.key, { percent: Math.round(fraction * 100) }),
          t('mediaGallery.upload.failed'),
        );
        patch(item.key, { state: 'done', percent: 100 });
        onUploaded();
      } catch (error) {
        patch(item.key, { state: 'failed', message: refusalText(error, t('mediaGallery.upload.failed')) });
      }
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={`${id}-title`} className="mr-auto text-sm font-semibold text-slate-900">
          {t('mediaGallery.upload.title')}
          <span className="ml-2 font-normal text-slate-500">{t('mediaGallery.upload.hint', { max })}</span>
        </h2>
        <DirectorySelect
          label={t('mediaGallery.upload.directory')}
          value={directory}
          directories={directories}
          onChange={setDirectory}
          size="sm"
        />
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label={t('mediaGallery.upload.choose')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void start(files);
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()}>
          {t('mediaGallery.upload.choose')}
        </Button>
        {items.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setItems((current) =>
                current.filter((item) => item.state === 'uploading' || item.state === 'waiting'),
              )
            }
          >
            {t('mediaGallery.upload.clear')}
          </Button>
        )}
      </div>
      {items.length > 0 && (
        <ul className="flex max-h-48 flex-col gap-2 overflow-auto" aria-live="polite">
          {items.map((item) => (
            <li
              key={item.key}
              className="grid grid-cols-[minmax(0,1fr)_10rem_3rem] items-center gap-3 text-sm"
            >
              <span className="truncate text-slate-800" title={item.name}>
                {item.name}
                {item.message !== null && <span className="ml-2 text-xs text-red-700">{item.message}</span>}
                {item.state === 'done' && (
                  <span className="ml-2 text-xs text-accent-800">{t('mediaGallery.upload.done')}</span>
                )}
              </span>
              <ProgressBar
                percent={item.percent}
                error={item.state === 'failed'}
                label={t('mediaGallery.upload.progress', { name: item.name })}
              />
              <span className="text-right text-xs text-slate-500 tabular-nums">{item.percent} %</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
