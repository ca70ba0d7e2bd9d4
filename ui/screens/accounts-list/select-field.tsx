import { useId } from 'react';

/** A labelled native select (keyboard and screen readers know it), with its error under it. */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  errors = [],
  onValueChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  errors?: readonly string[];
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className={`h-9 rounded-md border bg-white px-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-accent-600 ${errors.length ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors.length > 0 && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {errors[0]}
        </p>
      )}
    </div>
  );
}
