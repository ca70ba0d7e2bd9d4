import { memo, useCallback, useState } from 'react';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import type { FieldLabels } from '@kit/attribute-fields/labels';
import type { UploadFile } from '@kit/attribute-fields/control-props';
import type { Attribute, AttributeData } from '@domain/product';
import { useAttributeRow } from './attribute-row-store';
import { FieldIssues } from './field-issues';

export interface AttributeRowProps {
  uuid: string;
  labels: FieldLabels;
  /** Hands an edit to the form (through the edit buffer: edit-buffer.ts). */
  onChange: (uuid: string, data: AttributeData[]) => void;
  /** Sends the edits still waiting: the field lost focus. */
  onSettle: () => void;
  message: (message: string) => string;
  uploadFile: UploadFile;
  blocked: boolean;
}

/** What the user typed last, over the attribute it was typed into, until the form has it. */
interface Draft {
  base: Attribute;
  data: AttributeData[];
}

/**
 * One attribute of the card. It selects only its own attribute and faults, so a keystroke re-renders the
 * field typed in and nothing else (§9 speed targets: a thousand fields per card). It shows its draft
 * while the edit waits in the edit buffer; once the form's attribute changes (the edit arrived, or the
 * form changed it otherwise) the form's is shown again.
 */
export const AttributeRow = memo(function AttributeRow({
  uuid,
  labels,
  onChange,
  onSettle,
  message,
  uploadFile,
  blocked,
}: AttributeRowProps) {
  const { attribute, faults, issues, onlyRequired } = useAttributeRow(uuid);
  const [draft, setDraft] = useState<Draft | null>(null);
  const change = useCallback(
    (changed: string, data: AttributeData[]) => {
      if (attribute) setDraft({ base: attribute, data });
      onChange(changed, data);
    },
    [attribute, onChange],
  );
  if (!attribute || !attribute.is_visible || (onlyRequired && !attribute.is_required)) return null;
  const current = draft !== null && draft.base === attribute ? { ...attribute, data: draft.data } : attribute;
  const shown = blocked && !current.is_read_only ? { ...current, is_read_only: true } : current;
  return (
    <div data-attribute={uuid} className="min-w-0" onBlur={onSettle}>
      <AttributeField
        attribute={shown}
        errors={{
          value: faults?.value ? message(faults.value.message) : undefined,
          unit: faults?.unit ? message(faults.unit.message) : undefined,
        }}
        labels={labels}
        onChange={change}
        uploadFile={uploadFile}
      />
      {issues !== undefined && <FieldIssues issues={issues} />}
    </div>
  );
});
