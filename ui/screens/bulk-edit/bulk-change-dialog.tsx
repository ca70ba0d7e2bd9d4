import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkChange, BulkGrid } from '@domain/bulk-edit';
import type { AttributeData } from '@domain/product';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { savedData } from './cell-text';
import { useFieldLabels } from '@app/forms/use-field-labels';

export interface BulkChangeDialogProps {
  grid: BulkGrid;
  open: boolean;
  onClose: () => void;
  onApply: (change: BulkChange) => void;
}

/**
 * §2 bulk product changes: one field (an attribute of the cards' categories or a name) set to one value
 * — typed with the card form's field for its type — or cleared, on every card of the session that has it.
 */
export function BulkChangeDialog({ grid, open, onClose, onApply }: BulkChangeDialogProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const fieldId = useId();
  const fields = grid.available_columns.filter((column) => !column.attribute.is_read_only);
  const [key, setKey] = useState('');
  const [mode, setMode] = useState<'set' | 'clear'>('set');
  const [draft, setDraft] = useState<AttributeData[]>([]);
  useEffect(() => {
    if (!open) return;
    setKey('');
    setMode('set');
    setDraft([]);
  }, [open]);
  const column = fields.find((entry) => entry.key === key);

  return (
    <Dialog
      open={open}
      title={t('bulkEdit.change.title')}
      description={t('bulkEdit.change.description')}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,36rem)]"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (column) onApply({ field: column.key, data: mode === 'clear' ? null : savedData(draft) });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
            {t('bulkEdit.change.field')}
          </label>
          <select
            id={fieldId}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              setDraft([]);
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">{t('bulkEdit.change.chooseField')}</option>
            {fields.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-slate-700">{t('bulkEdit.change.mode')}</legend>
          <div className="flex gap-4 text-sm">
            {(['set', 'clear'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="bulk-change-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="accent-accent-700"
                />
                {t(`bulkEdit.change.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {column && mode === 'set' && (
          <AttributeField
            attribute={{ ...column.attribute, data: draft }}
            errors={{}}
            labels={labels}
            onChange={(_, data) => setDraft(data)}
            id="bulk-change-value"
          />
        )}
        {column && (
          <p className="text-xs text-slate-600 tabular-nums">
            {t('bulkEdit.change.cards', { count: column.cards })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('bulkEdit.change.cancel')}
          </Button>
          <Button type="submit" disabled={column === undefined}>
            {t('bulkEdit.change.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
