import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkCellEdit, BulkGrid } from '@domain/bulk-edit';
import type { AttributeData } from '@domain/product';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import type { OpenCell } from './bulk-grid';
import { savedData } from './cell-text';
import { useFieldLabels } from '@app/forms/use-field-labels';

export interface CellEditorDialogProps {
  grid: BulkGrid;
  cell: OpenCell | null;
  onClose: () => void;
  onApply: (edit: BulkCellEdit) => void;
}

/**
 * One cell's editor: the card form's own field for the attribute's type (ui/kit/attribute-fields), so a
 * value is typed in the grid as in the card. Apply keeps it as a pending edit of the session.
 */
export function CellEditorDialog({ grid, cell, onClose, onApply }: CellEditorDialogProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const card = cell === null ? undefined : grid.cards.find((entry) => entry.id === cell.cardId);
  const column = cell === null ? undefined : grid.available_columns.find((entry) => entry.key === cell.key);
  const [draft, setDraft] = useState<AttributeData[]>([]);
  useEffect(() => {
    if (card !== undefined && cell !== null) setDraft(card.values[cell.key] ?? []);
  }, [card, cell]);
  const open = card !== undefined && column !== undefined;
  const faults = (card?.faults ?? [])
    .filter((fault) => fault.field === cell?.key)
    .map((fault) => fault.message);

  return (
    <Dialog
      open={open}
      title={column ? t('bulkEdit.cell.title', { column: column.name }) : ''}
      description={card ? t('bulkEdit.cell.description', { card: card.name_to_show }) : undefined}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,36rem)]"
    >
      {open && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onApply({ product_id: card.id, field: column.key, data: savedData(draft) });
          }}
        >
          <AttributeField
            attribute={{ ...column.attribute, data: draft }}
            errors={{ value: faults[0] }}
            labels={labels}
            onChange={(_, data) => setDraft(data)}
            id={`bulk-editor-${column.key}`}
          />
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="ghost"
              onClick={() => onApply({ product_id: card.id, field: column.key, data: null })}
            >
              {t('bulkEdit.cell.clear')}
            </Button>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={onClose}>
                {t('bulkEdit.cell.cancel')}
              </Button>
              <Button type="submit">{t('bulkEdit.cell.apply')}</Button>
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}
