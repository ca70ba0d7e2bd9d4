import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createDirectory, directoriesPath } from '@api/media-gallery';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import { directoryDialogsMachine } from '@machines/directory-dialogs.machine';
import { Button } from '@kit/button';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf, type CellTools } from '@app/list-table';
import { directoryActionActor } from '@app/media-gallery-actors';
import { useDataTable } from '@app/use-data-table';
import { DirectoryDialogsView } from './directory-dialogs';
import { renameDirectoryActor, shareDirectoryActor } from './directory-dialogs-actors';
import { refusalText } from './refusal-text';

const WIDTHS = {
  name: { minRem: 14, grow: 2 },
  assets: { minRem: 6, grow: 0 },
  shared: { minRem: 18, grow: 3 },
  created_at: { minRem: 7, grow: 0 },
};

function renderCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (columnId === 'shared')
    return value === null ? (
      <span className="text-slate-500">{tools.text('mediaGallery.directories.notShared')}</span>
    ) : (
      <a
        href={String(value)}
        target="_blank"
        rel="noreferrer"
        className="truncate text-accent-700 hover:underline"
      >
        {String(value)}
      </a>
    );
  if (columnId === 'created_at') {
    const { day, moment } = tools.formatDate(String(value));
    return (
      <time dateTime={String(value)} title={moment}>
        {day}
      </time>
    );
  }
  return <span className={columnId === 'assets' ? 'tabular-nums' : ''}>{String(value ?? '—')}</span>;
}

/** The new-directory name form: the server's refusal (a taken or too long name) under the field. */
function NameForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        onSubmit(name)
          .then(
            () => {
              setName(initial);
              setError(null);
            },
            (refusal: unknown) => setError(refusalText(refusal, t('mediaGallery.errors.generic'))),
          )
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={id} className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
        {t('mediaGallery.directories.name')}
        <input
          id={id}
          value={name}
          maxLength={MEDIA_GALLERY.MAX_DIRECTORY_NAME + 20}
          aria-invalid={error !== null || undefined}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          className="h-9 rounded-md border border-slate-300 px-3 text-sm"
        />
      </label>
      <Button type="submit" disabled={busy || name.trim() === ''} aria-busy={busy || undefined}>
        {submitLabel}
      </Button>
      {error !== null && (
        <p id={`${id}-error`} className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** §2 Directories: create, rename, delete an empty one, share a link and revoke it. */
export function DirectoriesList() {
  const { t } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({
    namespace: 'media_gallery_directories',
    path: directoriesPath(),
    runAction: directoryActionActor,
  });
  const dialogsMachine = useMemo(
    () =>
      directoryDialogsMachine.provide({
        actors: {
          rename: renameDirectoryActor(() => t('mediaGallery.errors.generic')),
          share: shareDirectoryActor(() => t('mediaGallery.errors.generic')),
        },
      }),
    [t],
  );
  const dialogs = useActorRef(dialogsMachine);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  useEffect(() => {
    const subscription = dialogs.on('changed', reload);
    return () => subscription.unsubscribe();
  }, [dialogs, reload]);
  const onNeedsInput = useCallback(
    (action: PendingAction, row: TableRow | null) => {
      if (action.id === 'rename' && row !== null) {
        dialogs.send({ type: 'RENAME.OPEN', id: row.id, name: String(row.cells.name ?? '') });
        return true;
      }
      if (action.id === 'share') {
        dialogs.send({ type: 'SHARE', id: Number(action.ids[0]) });
        return true;
      }
      return false;
    },
    [dialogs],
  );
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('mediaGallery.directories.create')}</h2>
        <NameForm
          initial=""
          submitLabel={t('mediaGallery.directories.add')}
          onSubmit={(name) => createDirectory(name).then(reload)}
        />
      </section>
      <DirectoryDialogsView actor={dialogs} />
      <ListTable
        actor={actor}
        label={t('mediaGallery.directories.tableLabel')}
        widths={WIDTHS}
        renderCell={renderCell}
        rowName={(row) => String(row.cells.name ?? row.id)}
        skeletonFilters={1}
        outcomeText={(id) =>
          text(`mediaGallery.directories.outcome.${id}`, {
            defaultValue: text('mediaGallery.directories.outcome.other'),
          })
        }
        onNeedsInput={onNeedsInput}
      />
      <ListConfirm actor={actor} />
    </div>
  );
}
