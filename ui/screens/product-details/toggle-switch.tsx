import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

/** A labelled Radix switch of the left tab (the two §2 toggles), with an optional hint below the label. */
export function ToggleSwitch({
  label,
  hint,
  checked,
  onToggle,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-2 rounded-md px-2 py-1.5">
      {/* The hint describes the switch (aria-describedby); it is not part of its name. */}
      <div className="text-xs text-slate-700">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className="block text-[11px] leading-4 text-slate-500">
            {hint}
          </span>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onToggle}
        {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
        className="relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 data-[state=checked]:bg-accent-600"
      >
        <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}
