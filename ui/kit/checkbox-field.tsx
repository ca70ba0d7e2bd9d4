import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  errors?: readonly string[];
  name?: string;
  className?: string;
}

/** A native checkbox with its label and error; native keeps keyboard and form behaviour for free. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  errors = [],
  name,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? `${id}-error` : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-accent-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {errors.length > 0 && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {errors[0]}
        </p>
      )}
    </div>
  );
}
