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
