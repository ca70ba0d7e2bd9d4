import * as Checkbox from '@radix-ui/react-checkbox';
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

/**
 * A radio group of native radios: one name, so arrow keys move between the options as in any browser
 * form, and the group is named by the field label. Native radios rather than Radix ones: each Radix item
 * listens to every keydown and keyup of the document, and a card with hundreds of options paid for that
 * on every keystroke in any other field (§9: a keystroke within one frame).
 */
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
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-1"
    >
      {options.map((option, index) => (
        <span key={option.value} className="inline-flex min-h-8 items-center gap-2">
          <input
            type="radio"
            id={`${id}-${index}`}
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
            disabled={disabled}
            className={cn(
              'size-4 shrink-0 appearance-none rounded-full border bg-white checked:border-accent-700 checked:bg-accent-700 checked:shadow-[inset_0_0_0_3px_white] disabled:opacity-60',
              focusRing,
              invalid ? 'border-red-500' : 'border-slate-400',
            )}
          />
          <label htmlFor={`${id}-${index}`} className="text-sm text-slate-700">
            {option.label}
          </label>
        </span>
      ))}
    </div>
  );
}
