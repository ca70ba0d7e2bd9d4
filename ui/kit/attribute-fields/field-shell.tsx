import * as Label from '@radix-ui/react-label';
import type { ReactNode } from 'react';
import type { Attribute } from '@domain/product';
import type { FieldIds } from './control-props';
import type { FieldLabels } from './labels';

export interface FieldShellProps {
  attribute: Attribute;
  labels: FieldLabels;
  ids: FieldIds;
  hintId: string;
  errorId: string;
  unitErrorId: string;
  errors: { value?: string | undefined; unit?: string | undefined };
  /** `for`: the label names one input; `self`: the control points at the label; `group`: parts grouped. */
  labelling: 'for' | 'self' | 'group';
  children: ReactNode;
}

/** §3 The frame of an attribute field: its name, required and read-only marks, hint and errors. */
export function FieldShell({
  attribute,
  labels,
  ids,
  hintId,
  errorId,
  unitErrorId,
  errors,
  labelling,
  children,
}: FieldShellProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1" data-attribute-type={attribute.type}>
      <div className="flex items-baseline gap-1 text-xs font-medium text-slate-700">
        <Label.Root id={ids.label} {...(labelling === 'for' ? { htmlFor: ids.control } : {})}>
          {attribute.name}
        </Label.Root>
        {attribute.is_required && (
          <span className="text-red-600" title={labels.required}>
            <span aria-hidden="true">*</span>
            <span className="sr-only">{labels.required}</span>
          </span>
        )}
        {attribute.is_read_only && (
          <span className="rounded bg-slate-100 px-1 text-[11px] font-normal text-slate-500">
            {labels.readOnly}
          </span>
        )}
      </div>
      {labelling === 'group' ? (
        <div role="group" aria-labelledby={ids.label}>
          {children}
        </div>
      ) : (
        children
      )}
      {attribute.description && (
        <p id={hintId} className="text-xs text-slate-500">
          {attribute.description}
        </p>
      )}
      {errors.value && (
        <p id={errorId} className="text-xs text-red-600">
          {errors.value}
        </p>
      )}
      {errors.unit && (
        <p id={unitErrorId} className="text-xs text-red-600">
          {errors.unit}
        </p>
      )}
    </div>
  );
}
