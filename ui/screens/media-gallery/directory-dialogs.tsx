import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import type { directoryDialogsMachine } from '@machines/directory-dialogs.machine';

export type DirectoryDialogsActor = ActorRefFrom<typeof directoryDialogsMachine>;

/** The rename form in its dialog: the server's refusal (a taken or too long name) under the field. */
function RenameForm({ actor }: { actor: DirectoryDialogsActor }) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ renaming: 'saving' }));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <label htmlFor={id} className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
        {t('mediaGallery.directories.name')}
        <input
          id={id}
          value={draft}
          maxLength={MEDIA_GALLERY.MAX_DIRECTORY_NAME + 20}
          aria-invalid={error !== null || undefined}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => actor.send({ type: 'NAME.CHANGE', name: event.target.value })}
          className="h-9 rounded-md border border-slate-300 px-3 text-sm"
        />
      </label>
      <Button type="submit" disabled={busy || draft.trim() === ''} aria-busy={busy || undefined}>
        {t('mediaGallery.details.save')}
      </Button>
      {error !== null && (
        <p id={`${id}-error`} className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** §2 Directories: the share refusal, the rename dialog and the share-link dialog on a given actor. */
export function DirectoryDialogsView({ actor }: { actor: DirectoryDialogsActor }) {
  const { t } = useTranslation();
  const renaming = useSelector(actor, (snapshot) => snapshot.matches('renaming'));
  const url = useSelector(actor, (snapshot) => (snapshot.matches('shared') ? snapshot.context.url : null));
  const shareError = useSelector(actor, (snapshot) =>
    snapshot.matches('renaming') ? null : snapshot.context.error,
  );
  return (
    <>
      {shareError !== null && <Alert tone="error">{shareError}</Alert>}
      <Dialog
        open={renaming}
        title={t('mediaGallery.directories.renameTitle')}
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      >
        {renaming && <RenameForm actor={actor} />}
      </Dialog>
      <Dialog
        open={url !== null}
        title={t('mediaGallery.directories.shareTitle')}
        description={t('mediaGallery.directories.shareHelp')}
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      >
        <div className="flex flex-col gap-3">
          <input
            readOnly
            value={url ?? ''}
            aria-label={t('mediaGallery.directories.shareTitle')}
            onFocus={(event) => event.target.select()}
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(url ?? '')}>
              {t('mediaGallery.directories.copy')}
            </Button>
            <Button onClick={() => actor.send({ type: 'CLOSE' })}>
              {t('mediaGallery.directories.close')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
