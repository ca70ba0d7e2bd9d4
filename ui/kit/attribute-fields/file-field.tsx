import { useState } from 'react';
import type { AttributeData } from '@domain/product';
import { cn } from '../cn';
import type { ControlProps } from './control-props';
import { focusRing, iconButtonClass } from './styles';
import { ValueInput } from './value-input';

type Upload = 'idle' | 'uploading' | 'failed';

/**
 * §3 fileupload: value[0] is the id of an uploaded file (a number above 0), filename shown when known.
 * With an uploader a file is chosen and sent; without one the id is typed.
 */
export function FileControl(props: ControlProps) {
  const { attribute, labels, change, ids, invalid, readOnly, uploadFile } = props;
  const [upload, setUpload] = useState<Upload>('idle');
  const entry = attribute.data[0];
  const fileId = entry?.value[0] ?? '';
  if (!uploadFile) {
    return (
      <ValueInput
        id={ids.control}
        numeric="numeric"
        placeholder={labels.fileId}
        aria-describedby={ids.describedBy}
        aria-required={attribute.is_required || undefined}
        readOnly={readOnly}
        value={fileId}
        invalid={invalid}
        onValue={(value) => change(value.trim() === '' ? [] : [{ value: [value] }])}
      />
    );
  }
  const send = (file: File) => {
    setUpload('uploading');
    uploadFile(attribute, file).then(
      ({ id, filename }) => {
        setUpload('idle');
        const uploaded: AttributeData = { value: [String(id)], filename };
        change([uploaded]);
      },
      () => setUpload('failed'),
    );
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {fileId !== '' && (
        <div className="flex items-center gap-1 text-sm text-slate-800">
          <span className="truncate">{entry?.filename || `#${fileId}`}</span>
          {!readOnly && (
            <button
              type="button"
              className={iconButtonClass}
              aria-label={`${labels.remove}: ${entry?.filename || fileId}`}
              onClick={() => change([])}
            >
              ×
            </button>
          )}
        </div>
      )}
      <input
        id={ids.control}
        type="file"
        disabled={readOnly || upload === 'uploading'}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        aria-busy={upload === 'uploading' || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
        className={cn(
          'text-sm text-slate-600 file:mr-2 file:h-8 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:text-slate-800 hover:file:bg-slate-50',
          focusRing,
        )}
      />
      {upload === 'uploading' && (
        <p role="status" className="text-xs text-slate-500">
          {labels.uploading}
        </p>
      )}
      {upload === 'failed' && (
        <p role="alert" className="text-xs text-red-600">
          {labels.uploadFailed}
        </p>
      )}
    </div>
  );
}
