import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { ProgressBar } from '@kit/progress-bar';
import type { bulkEditMachine } from '@machines/bulk-edit.machine';
import {
  selectBusy,
  selectCanEdit,
  selectCanSave,
  selectError,
  selectGrid,
  selectSaved,
  selectSaving,
  selectUnsaved,
} from '@machines/bulk-edit.selectors';
import { BulkChangeDialog } from './bulk-change-dialog';
import { BulkGrid, type OpenCell } from './bulk-grid';
import { BulkHeader } from './bulk-header';
import { LeaveGuard } from '@app/forms/leave-guard';
import { BulkSaveDialog } from './bulk-save-dialog';
import { CellEditorDialog } from './cell-editor-dialog';
import { ColumnsDialog } from './columns-dialog';
import { FaultList } from './fault-list';

export type BulkEditActor = ActorRefFrom<typeof bulkEditMachine>;

type Dialog = 'change' | 'save' | 'columns' | null;

/**
 * §8 The saved session's notice: a success when every card was saved or left out on purpose (a ready save
 * skips cards with faults), a warning when the server refused some, an error when it refused all.
 */
function savedTone(cards: readonly { save_state: string }[]): 'success' | 'warning' | 'error' {
  const refused = cards.filter((card) => card.save_state === 'refused').length;
  if (refused === 0) return 'success';
  return cards.some((card) => card.save_state === 'saved') ? 'warning' : 'error';
}

/** The session loaded: header with the status and actions, the grid, the faults, and the modals. */
export function LoadedBulkEdit({ actor }: { actor: BulkEditActor }) {
  const { t } = useTranslation();
  const grid = useSelector(actor, selectGrid)!;
  const busy = useSelector(actor, selectBusy);
  const canEdit = useSelector(actor, selectCanEdit);
  const canSave = useSelector(actor, selectCanSave);
  const saving = useSelector(actor, selectSaving);
  const saved = useSelector(actor, selectSaved);
  const unsaved = useSelector(actor, selectUnsaved);
  const error = useSelector(actor, selectError);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cell, setCell] = useState<OpenCell | null>(null);
  const editable = canEdit && !busy;

  return (
    <div className="flex flex-col gap-3">
      <BulkHeader
        grid={grid}
        busy={busy}
        editable={editable}
        canSave={canSave && !busy}
        onColumns={() => setDialog('columns')}
        onChange={() => setDialog('change')}
        onValidate={() => actor.send({ type: 'VALIDATE' })}
        onSave={() => setDialog('save')}
      />
      {error !== null && (
        <Alert tone="error" role="alert">
          {error || t('bulkEdit.errors.actionFailed')}
        </Alert>
      )}
      {saving && (
        <Alert tone="info" role="status" className="flex flex-col gap-2">
          <span>{t('bulkEdit.save.saving')}</span>
          <ProgressBar percent={grid.job?.output.percentage ?? 0} label={t('bulkEdit.save.saving')} />
        </Alert>
      )}
      {saved && (
        <Alert tone={savedTone(grid.cards)} role="status">
          {t('bulkEdit.save.saved')} {grid.job?.result?.message ?? ''}
        </Alert>
      )}
      <BulkGrid grid={grid} busy={busy} editable={editable} onOpenCell={setCell} />
      <FaultList grid={grid} />
      <CellEditorDialog
        grid={grid}
        cell={cell}
        onClose={() => setCell(null)}
        onApply={(edit) => {
          setCell(null);
          actor.send({ type: 'CELL.EDIT', edits: [edit] });
        }}
      />
      <BulkChangeDialog
        grid={grid}
        open={dialog === 'change'}
        onClose={() => setDialog(null)}
        onApply={(change) => {
          setDialog(null);
          actor.send({ type: 'BULK.CHANGE', change });
        }}
      />
      <BulkSaveDialog
        grid={grid}
        open={dialog === 'save'}
        onClose={() => setDialog(null)}
        onConfirm={(mode) => {
          setDialog(null);
          actor.send({ type: 'SAVE', mode });
        }}
      />
      <ColumnsDialog
        grid={grid}
        open={dialog === 'columns'}
        onClose={() => setDialog(null)}
        onApply={(columns) => {
          setDialog(null);
          actor.send({ type: 'COLUMNS', columns });
        }}
      />
      <LeaveGuard dirty={unsaved} words="bulkEdit.leave" />
    </div>
  );
}
