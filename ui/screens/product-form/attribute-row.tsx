import { memo } from 'react';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import type { FieldLabels } from '@kit/attribute-fields/labels';
import type { UploadFile } from '@kit/attribute-fields/control-props';
import type { AttributeData } from '@domain/product';
import { useAttributeRow } from './attribute-row-store';

export interface AttributeRowProps {
  uuid: string;
  labels: FieldLabels;
  onChange: (uuid: string, data: AttributeData[]) => void;
  message: (message: string) => string;
  uploadFile: UploadFile;
  blocked: boolean;
}

/**
 * One attribute of the card. It selects only its own attribute and faults, so a keystroke re-renders the
 * field typed in and nothing else (§9 speed targets: a thousand fields per card).
 */
export const AttributeRow = memo(function AttributeRow({
  uuid,
  labels,
  onChange,
  message,
  uploadFile,
  blocked,
}: AttributeRowProps) {
  const { attribute, faults, onlyRequired } = useAttributeRow(uuid);
  if (!attribute || !attribute.is_visible || (onlyRequired && !attribute.is_required)) return null;
  const shown = blocked && !attribute.is_read_only ? { ...attribute, is_read_only: true } : attribute;
  return (
    <div data-attribute={uuid} className="min-w-0">
      <AttributeField
        attribute={shown}
        errors={{
          value: faults?.value ? message(faults.value.message) : undefined,
          unit: faults?.unit ? message(faults.unit.message) : undefined,
        }}
        labels={labels}
        onChange={onChange}
        uploadFile={uploadFile}
      />
    </div>
  );
});
