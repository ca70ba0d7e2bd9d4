import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '../cn';
import { focusRing } from './styles';

export interface CheckProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  /** The label is left out when the field's own label names the box. */
  hideLabel?: boolean;
}

/** A Radix checkbox with its label beside it. */
export function Check({
  id,
  label,
  checked,
  onCheckedChange,
  disabled,
  invalid,
  describedBy,
  hideLabel,
}: CheckProps) {
  return (
    <span className="inline-flex min-h-8 items-center gap-2">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'flex size-4 shrink-0 items-center justify-center rounded border bg-white text-white disabled:opacity-60 data-[state=checked]:border-accent-700 data-[state=checked]:bg-accent-700',
          focusRing,
          invalid ? 'border-red-500' : 'border-slate-400',
        )}
      >
        <Checkbox.Indicator>
          <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
            <path d="M2.5 6.5 5 9l4.5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      {!hideLabel && (
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      )}
    </span>
  );
}

export interface RadioChoicesProps {
  /** Prefix of the items' ids. */
  id: string;
  labelledBy: string;
  describedBy: string | undefined;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onValueChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
}

/** A Radix radio group: arrow keys move between the options, the group is named by the field label. */
export function RadioChoices({
  id,
  labelledBy,
  describedBy,
  options,
  value,
  onValueChange,
  disabled,
  invalid,
  required,
}: RadioChoicesProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      orientation="horizontal"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-1"
    >
      {options.map((option, index) => (
        <span key={option.value} className="inline-flex min-h-8 items-center gap-2">
          <RadioGroup.Item
            id={`${id}-${index}`}
            value={option.value}
            className={cn(
              'flex size-4 items-center justify-center rounded-full border bg-white disabled:opacity-60 data-[state=checked]:border-accent-700',
              focusRing,
              invalid ? 'border-red-500' : 'border-slate-400',
            )}
          >
            <RadioGroup.Indicator className="size-2 rounded-full bg-accent-700" />
          </RadioGroup.Item>
          <label htmlFor={`${id}-${index}`} className="text-sm text-slate-700">
            {option.label}
          </label>
        </span>
      ))}
    </RadioGroup.Root>
  );
}
