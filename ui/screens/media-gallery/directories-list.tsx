import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directoriesPath } from '@api/media-gallery';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import { directoryDialogsMachine } from '@machines/directory-dialogs.machine';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf, type CellTools } from '@app/list-table';
import { directoryActionActor } from '@app/media-gallery-actors';
import { useDataTable } from '@app/use-data-table';
import { DirectoryCreateForm } from './directory-create-form';
import { DirectoryDialogsView } from './directory-dialogs';
import { renameDirectoryActor, shareDirectoryActor } from './directory-dialogs-actors';

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
      <DirectoryCreateForm onCreated={reload} />
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
