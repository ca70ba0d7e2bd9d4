import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import { Button } from '@kit/button';
import { directoryCreateMachine } from '@machines/directory-create.machine';
import { createDirectoryActor } from './directory-create-actors';

export type DirectoryCreateActor = ActorRefFrom<typeof directoryCreateMachine>;

/** §2 Directories: the new-directory name form on the directoryCreate machine; `onCreated` reloads the list. */
export function DirectoryCreateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      directoryCreateMachine.provide({
        actors: { create: createDirectoryActor(() => t('mediaGallery.errors.generic')) },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  }, [onCreated]);
  useEffect(() => {
    const subscription = actor.on('created', () => created.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  return <DirectoryCreateView actor={actor} />;
}

/** The form on a given actor (the list's own, or a replay's): the server's refusal under the field. */
export function DirectoryCreateView({ actor }: { actor: DirectoryCreateActor }) {
  const { t } = useTranslation();
  const id = useId();
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('mediaGallery.directories.create')}</h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <label
          htmlFor={id}
          className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-slate-700"
        >
          {t('mediaGallery.directories.name')}
          <input
            id={id}
            value={name}
            maxLength={MEDIA_GALLERY.MAX_DIRECTORY_NAME + 20}
            aria-invalid={error !== null || undefined}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => actor.send({ type: 'NAME.CHANGE', name: event.target.value })}
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
          />
        </label>
        <Button type="submit" disabled={busy || name.trim() === ''} aria-busy={busy || undefined}>
          {t('mediaGallery.directories.add')}
        </Button>
        {error !== null && (
          <p id={`${id}-error`} className="w-full text-xs text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
