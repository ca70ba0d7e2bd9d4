import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@kit/cn';
import { uploadMediaActor } from '@app/actors';
import { mediaUploadMachine } from '@machines/media-upload.machine';
import { selectUploadError, selectUploadPercent, selectUploadStatus } from '@machines/media-upload.selectors';
import { MediaFileItem } from './media-file-item';
import { acceptFor, accumulates, typeNameKey, type MediaFileView } from './media-types';
import { useGivenUploadActor } from './upload-actors';
import { UploadFailure, UploadProgress } from './upload-status';

export interface MediaSlotProps {
  type: number;
  /** Every file of the card: a name already used anywhere on the card is refused (§5). */
  files: readonly MediaFileView[];
  marker: 'required' | 'oneOf' | null;
  oneOfNames: string;
  faults: Readonly<Record<string, readonly string[]>>;
  readOnly: boolean;
  productId: number | null;
  onAdd(file: MediaFileView): void;
  onRemove(id: number): void;
}

/** §3 One media type: its files, its upload control and the upload's state (mediaUpload machine). */
export function MediaSlot({
  type,
  files,
  marker,
  oneOfNames,
  faults,
  readOnly,
  productId,
  onAdd,
  onRemove,
}: MediaSlotProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const machine = useMemo(
    () => mediaUploadMachine.provide({ actors: { upload: uploadMediaActor(productId) } }),
    [productId],
  );
  const ownActor = useActorRef(machine, { input: { mediaType: type } });
  const actor = useGivenUploadActor(type) ?? ownActor;
  const status = useSelector(actor, selectUploadStatus);
  const percent = useSelector(actor, selectUploadPercent);
  const error = useSelector(actor, selectUploadError);
  const onAddRef = useRef(onAdd);
  useEffect(() => {
    onAddRef.current = onAdd;
  }, [onAdd]);
  useEffect(() => {
    const subscription = actor.on('uploaded', (event) => onAddRef.current(event.file));
    return () => subscription.unsubscribe();
  }, [actor]);

  const own = files.filter((file) => file.type === type);
  const typeName = t(typeNameKey(type));
  const typeFaults = faults[String(type)] ?? [];
  const replaces = !accumulates(type) && own.length > 0;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again is a new choice.
    event.target.value = '';
    if (file !== undefined) actor.send({ type: 'UPLOAD', source: file, files });
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-slate-50/60 p-3',
        typeFaults.length > 0 ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
          {typeName}
        </h3>
        {marker === 'required' && (
          <span className="rounded bg-accent-100 px-1.5 py-0.5 text-[11px] font-medium text-accent-900">
            {t('media.required')}
          </span>
        )}
        {marker === 'oneOf' && (
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[11px] font-medium text-slate-700">
            {t('media.oneOf', { types: oneOfNames })}
          </span>
        )}
        {accumulates(type) && <span className="text-[11px] text-slate-500">{t('media.accumulates')}</span>}
      </header>

      {typeFaults.length > 0 && (
        <div role="alert">
          <ul className="flex flex-col gap-0.5 text-xs text-red-700">
            {typeFaults.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {own.length === 0 ? (
        <p className="text-xs text-slate-500">{t('media.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {own.map((file) => (
            <MediaFileItem
              key={file.id}
              file={file}
              faults={faults[String(file.id)] ?? []}
              readOnly={readOnly}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}

      {status === 'uploading' && (
        <UploadProgress
          percent={percent}
          typeName={typeName}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {status === 'failed' && error !== null && (
        <UploadFailure error={error} onDismiss={() => actor.send({ type: 'DISMISS' })} />
      )}

      {!readOnly && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
            {t(replaces ? 'media.replaceFor' : 'media.addFor', { type: typeName })}
          </label>
          <input
            id={inputId}
            type="file"
            accept={acceptFor(type)}
            disabled={status === 'uploading'}
            onChange={pick}
            aria-describedby={`${inputId}-hint`}
            className="block w-full text-xs text-slate-600 file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-2.5 file:py-1 file:text-xs file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60"
          />
          <span id={`${inputId}-hint`} className="text-[11px] text-slate-500">
            {acceptFor(type) === undefined ? t('media.anyFile') : t('media.photoFormats')}
          </span>
        </div>
      )}
    </section>
  );
}
