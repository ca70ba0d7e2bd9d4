import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_COLUMNS } from '@contract/bulk-edit';
import type { BulkGrid } from '@domain/bulk-edit';
import { Button } from '@kit/button';
import { CheckboxField } from '@kit/checkbox-field';
import { Dialog } from '@kit/dialog';

export interface ColumnsDialogProps {
  grid: BulkGrid;
  open: boolean;
  onClose: () => void;
  onApply: (columns: string[]) => void;
}

/** Which attributes the grid shows (kept with the session, so a reload shows the same columns). */
export function ColumnsDialog({ grid, open, onClose, onApply }: ColumnsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(grid.columns);
  useEffect(() => {
    if (open) setChosen(grid.columns);
  }, [open, grid.columns]);
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => (on ? [...current, key] : current.filter((entry) => entry !== key)));
  return (
    <Dialog
      open={open}
      title={t('bulkEdit.toolbar.columnsTitle')}
      description={t('bulkEdit.toolbar.columnsHint')}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,32rem)]"
    >
      <div className="flex flex-col gap-4">
        <div className="flex max-h-80 flex-col gap-1.5 overflow-auto pr-1">
          {grid.available_columns.map((column) => (
            <CheckboxField
              key={column.key}
              label={column.name}
              checked={chosen.includes(column.key)}
              onCheckedChange={(on) => toggle(column.key, on)}
            />
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('bulkEdit.change.cancel')}
          </Button>
          <Button onClick={() => onApply(chosen.slice(0, MAX_BULK_COLUMNS))} disabled={chosen.length === 0}>
            {t('bulkEdit.toolbar.columnsApply')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
