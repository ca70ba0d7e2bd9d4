import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkGrid, BulkSaveMode } from '@domain/bulk-edit';
import { bulkCounts } from '@domain/bulk-edit';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';

export interface BulkSaveDialogProps {
  grid: BulkGrid;
  open: boolean;
  onClose: () => void;
  onConfirm: (mode: BulkSaveMode) => void;
}

/**
 * §2 bulk save: how many cards, how many with faults, and how to save — only the valid cards as ready
 * (the faulty ones are skipped and keep their edits), or every card as a draft (docs/decisions/0023).
 */
export function BulkSaveDialog({ grid, open, onClose, onConfirm }: BulkSaveDialogProps) {
  const { t } = useTranslation();
  const counts = bulkCounts(grid.cards);
  const valid = counts.total - counts.faulty - counts.unchecked;
  const [mode, setMode] = useState<BulkSaveMode>('ready');
  useEffect(() => {
    if (open) setMode(valid > 0 ? 'ready' : 'draft');
  }, [open, valid]);
  const options: { mode: BulkSaveMode; label: string; hint: string; disabled: boolean }[] = [
    {
      mode: 'ready',
      label: t('bulkEdit.save.ready', { count: valid }),
      hint: t('bulkEdit.save.readyHint'),
      disabled: valid === 0,
    },
    {
      mode: 'draft',
      label: t('bulkEdit.save.draft', { count: counts.total }),
      hint: t('bulkEdit.save.draftHint'),
      disabled: false,
    },
  ];
  return (
    <Dialog
      open={open}
      title={t('bulkEdit.save.title')}
      description={t('bulkEdit.save.summary', { total: counts.total, faulty: counts.faulty, valid })}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,32rem)]"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(mode);
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-slate-700">{t('bulkEdit.save.mode')}</legend>
          {options.map((option) => (
            <label
              key={option.mode}
              className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50 has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name="bulk-save-mode"
                value={option.mode}
                checked={mode === option.mode}
                disabled={option.disabled}
                onChange={() => setMode(option.mode)}
                className="mt-0.5 accent-accent-700"
              />
              <span className="flex flex-col">
                <span className="font-medium text-slate-900 tabular-nums">{option.label}</span>
                <span className="text-xs text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('bulkEdit.save.cancel')}
          </Button>
          <Button type="submit">{t('bulkEdit.save.confirm')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
