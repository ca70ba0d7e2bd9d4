import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { MediaRemarkButton } from '@app/media-remark/media-remark-button';
import { languageOf } from '@domain/constants';
import { formatFileSize, shortenFileName } from '@domain/format';
import type { MediaFileView } from './media-types';

/** One file of a slot: thumbnail, shortened name, size, pixel size, §5 photo warnings, faults, remove. */
export function MediaFileItem({
  file,
  faults,
  readOnly,
  onRemove,
}: {
  file: MediaFileView;
  faults: readonly string[];
  readOnly: boolean;
  onRemove(id: number): void;
}) {
  const { t, i18n } = useTranslation();
  const isImage = file.width !== null && file.height !== null;
  return (
    <li className="flex gap-3 rounded-md border border-slate-200 bg-white p-2">
      {isImage ? (
        <img
          src={file.url}
          alt={file.filename}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 shrink-0 rounded border border-slate-100 bg-slate-50 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded border border-slate-100 bg-slate-50 text-xs font-semibold text-slate-500 uppercase"
        >
          {extensionOf(file.filename)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-slate-600">
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          title={file.filename}
          aria-label={file.filename}
          className="truncate text-sm font-medium text-slate-900 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {shortenFileName(file.filename)}
        </a>
        <span>
          {formatFileSize(file.size, languageOf(i18n.language))}
          {isImage && <> · {t('media.pixels', { width: file.width, height: file.height })}</>}
        </span>
        {file.warnings.length > 0 && (
          <ul aria-label={t('media.warnings')} className="mt-0.5 flex flex-col gap-0.5 text-amber-800">
            {file.warnings.map((key) => (
              <li key={key}>{t(key as 'validation.photoSize')}</li>
            ))}
          </ul>
        )}
        {faults.length > 0 && (
          <div role="alert">
            <ul className="mt-0.5 flex flex-col gap-0.5 text-red-700">
              {faults.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <MediaRemarkButton mediaId={file.id} name={file.filename} />
      {!readOnly && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start text-slate-500 hover:text-red-700"
          aria-label={t('media.remove', { name: file.filename })}
          onClick={() => onRemove(file.id)}
        >
          <span aria-hidden="true">✕</span>
        </Button>
      )}
    </li>
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1, dot + 5) : '—';
}
