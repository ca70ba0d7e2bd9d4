import * as Checkbox from '@radix-ui/react-checkbox';
import { cn } from '../cn';
import { CheckIcon, DashIcon } from './icons';

export interface TableCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onCheckedChange: () => void;
  disabled?: boolean;
  /** -1 inside rows: the row is the keyboard stop and Space toggles it. */
  tabIndex?: number;
  className?: string;
}

/** The selection checkbox of the table on Radix Checkbox: labelled, with the mixed state of "select all". */
export function TableCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  tabIndex,
  className,
}: TableCheckboxProps) {
  return (
    <Checkbox.Root
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      {...(tabIndex === undefined ? {} : { tabIndex })}
      // A click on the box must not also focus-move or open the row.
      onClick={(event) => event.stopPropagation()}
      className={cn(
        'flex size-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        'data-[state=checked]:border-accent-700 data-[state=checked]:bg-accent-700',
        'data-[state=indeterminate]:border-accent-700 data-[state=indeterminate]:bg-accent-700',
        'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100',
        className,
      )}
    >
      <Checkbox.Indicator>
        {checked === 'indeterminate' ? <DashIcon className="size-3" /> : <CheckIcon className="size-3" />}
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}

/**
 * The selection box of a row: a native checkbox drawn like TableCheckbox. A page mounts 50 or more of them
 * at once, and the Radix checkbox is some ten components each; the native box is one element and has the
 * same role, name, state and keyboard (docs/decisions/0014).
 */
export function RowCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled,
}: Omit<TableCheckboxProps, 'checked'> & { checked: boolean }) {
  return (
    <span className="relative flex size-4 shrink-0">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onCheckedChange}
        // The row is the keyboard stop and Space toggles it; a click must not also open the row.
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        className={cn(
          'peer size-4 appearance-none rounded border border-slate-400 bg-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
          'checked:border-accent-700 checked:bg-accent-700',
          'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100',
        )}
      />
      <CheckIcon className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-white peer-checked:block" />
    </span>
  );
}
