import * as Label from '@radix-ui/react-label';
import { useId, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** Messages shown under the field; the first makes the field invalid. */
  errors?: readonly string[];
  hint?: string;
  onValueChange: (value: string) => void;
}

/** A labelled text input with its hint and errors wired to aria-describedby. */
export function TextField({
  label,
  errors = [],
  hint,
  onValueChange,
  className,
  id,
  ...props
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, errors.length ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label.Root htmlFor={inputId} className="text-xs font-medium text-slate-700">
        {label}
      </Label.Root>
      <input
        id={inputId}
        className={cn(
          'h-9 rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600',
          errors.length ? 'border-red-500' : 'border-slate-300',
        )}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${inputId}-error`} className="text-xs text-red-600">
          {errors[0]}
        </p>
      )}
    </div>
  );
}
