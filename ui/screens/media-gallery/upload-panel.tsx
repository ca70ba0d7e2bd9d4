import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { languageOf } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { GALLERY_UPLOAD_ACCEPT, isFinished } from '@domain/gallery-upload';
import { MEDIA_UPLOAD } from '@domain/media';
import { Button } from '@kit/button';
import type { DirectoryOption } from '@contract/media-gallery';
import { galleryUploadMachine } from '@machines/gallery-upload.machine';
import { selectQueueDirectory, selectQueueItems } from '@machines/gallery-upload.selectors';
import { DirectorySelect } from './directory-select';
import { galleryUploadActor } from './gallery-upload-actors';
import { UploadQueueList } from './upload-queue-list';

export type GalleryUploadActor = ActorRefFrom<typeof galleryUploadMachine>;

/**
 * §2 Upload one or many files with per-file progress (the card upload's transport), on the galleryUpload
 * machine: the browser checks type and size first (the server checks again, by the bytes); files go one
 * after another, and each one not sent yet can be cancelled.
 */
export function UploadPanel({
  directories,
  onUploaded,
}: {
  directories: readonly DirectoryOption[];
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      galleryUploadMachine.provide({
        actors: { upload: galleryUploadActor(() => t('mediaGallery.upload.failed')) },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    const subscription = actor.on('uploaded', () => onUploadedRef.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  return <UploadPanelView actor={actor} directories={directories} />;
}

/** The upload panel on a given galleryUpload actor (the screen's own, or a replay's). */
export function UploadPanelView({
  actor,
  directories,
}: {
  actor: GalleryUploadActor;
  directories: readonly DirectoryOption[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const items = useSelector(actor, selectQueueItems);
  const directory = useSelector(actor, selectQueueDirectory);
  const max = formatFileSize(MEDIA_UPLOAD.MAX_BYTES, languageOf(i18n.language));

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
          onChange={(value) => actor.send({ type: 'DIRECTORY.SET', directory: value })}
          size="sm"
        />
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={GALLERY_UPLOAD_ACCEPT}
          aria-label={t('mediaGallery.upload.choose')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so that picking the same files again is a new choice.
            event.target.value = '';
            if (files.length > 0) actor.send({ type: 'FILES.ADD', files });
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()}>
          {t('mediaGallery.upload.choose')}
        </Button>
        {items.some(isFinished) && (
          <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'CLEAR' })}>
            {t('mediaGallery.upload.clear')}
          </Button>
        )}
      </div>
      {items.length > 0 && (
        <UploadQueueList items={items} onCancel={(key) => actor.send({ type: 'CANCEL', key })} />
      )}
    </section>
  );
}
