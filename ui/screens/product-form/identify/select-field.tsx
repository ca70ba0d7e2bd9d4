import * as Label from '@radix-ui/react-label';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '@kit/cn';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: readonly SelectOption[];
  /** Messages shown under the field; the first makes the field invalid. */
  errors?: readonly string[];
  onValueChange: (value: string) => void;
  /** Shown beside the select (an edit button). */
  action?: ReactNode;
}

/** A labelled native select styled like the kit's text field: keyboard and mobile pickers for free. */
export function SelectField({
  label,
  options,
  errors = [],
  onValueChange,
  action,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label.Root htmlFor={selectId} className="text-xs font-medium text-slate-700">
        {label}
      </Label.Root>
      <div className="flex items-center gap-2">
        <select
          id={selectId}
          className={cn(
            'h-9 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 disabled:bg-slate-50 disabled:text-slate-500',
            errors.length ? 'border-red-500' : 'border-slate-300',
          )}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? `${selectId}-error` : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        {action}
      </div>
      {errors.length > 0 && (
        <p id={`${selectId}-error`} className="text-xs text-red-600">
          {errors[0]}
        </p>
      )}
    </div>
  );
}
