import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createDirectory, directoriesPath, renameDirectory, shareDirectory } from '@api/media-gallery';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf, type CellTools } from '@app/list-table';
import { directoryActionActor } from '@app/media-gallery-actors';
import { useDataTable } from '@app/use-data-table';
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

/** A name form (create and rename): the server's refusal (a taken or too long name) under the field. */
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
  const [renaming, setRenaming] = useState<TableRow | null>(null);
  const [shared, setShared] = useState<string | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const reload = () => actor.send({ type: 'RELOAD' });
  const onNeedsInput = useCallback(
    (action: PendingAction, row: TableRow | null) => {
      if (action.id === 'rename') {
        setRenaming(row);
        return true;
      }
      if (action.id === 'share') {
        shareDirectory(action.ids[0]!).then(
          (url) => {
            setShared(url);
            actor.send({ type: 'RELOAD' });
          },
          (error: unknown) => setShareError(refusalText(error, t('mediaGallery.errors.generic'))),
        );
        return true;
      }
      return false;
    },
    [actor, t],
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
      {shareError !== null && <Alert tone="error">{shareError}</Alert>}
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
      <Dialog
        open={renaming !== null}
        title={t('mediaGallery.directories.renameTitle')}
        onOpenChange={(open) => !open && setRenaming(null)}
      >
        {renaming !== null && (
          <NameForm
            initial={String(renaming.cells.name ?? '')}
            submitLabel={t('mediaGallery.details.save')}
            onSubmit={(name) =>
              renameDirectory(renaming.id, name).then(() => {
                setRenaming(null);
                reload();
              })
            }
          />
        )}
      </Dialog>
      <Dialog
        open={shared !== null}
        title={t('mediaGallery.directories.shareTitle')}
        description={t('mediaGallery.directories.shareHelp')}
        onOpenChange={(open) => !open && setShared(null)}
      >
        <div className="flex flex-col gap-3">
          <input
            readOnly
            value={shared ?? ''}
            aria-label={t('mediaGallery.directories.shareTitle')}
            onFocus={(event) => event.target.select()}
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(shared ?? '')}>
              {t('mediaGallery.directories.copy')}
            </Button>
            <Button onClick={() => setShared(null)}>{t('mediaGallery.directories.close')}</Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
