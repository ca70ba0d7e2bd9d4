import type { InputHTMLAttributes } from 'react';
import { inputClass, numberClass } from './styles';

export interface ValueInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> {
  value: string;
  onValue: (value: string) => void;
  invalid: boolean;
  /** Numbers: inputMode for the phone keyboard, right-aligned tabular digits; typing is never refused. */
  numeric?: 'numeric' | 'decimal';
  className?: string;
}

/** One controlled input of an attribute field; it writes what is typed (a comma stays a comma). */
export function ValueInput({ value, onValue, invalid, numeric, className, ...props }: ValueInputProps) {
  return (
    <input
      type="text"
      autoComplete="off"
      {...(numeric ? { inputMode: numeric } : {})}
      {...props}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(event) => onValue(event.target.value)}
      className={inputClass(invalid, numeric ? `${numberClass} ${className ?? ''}` : className)}
    />
  );
}
