import { useId } from 'react';
import { cn } from '@kit/cn';

export interface ChoiceItem {
  value: string;
  label: string;
  /** Indent (category level) or a group heading above the item. */
  level?: number;
  group?: string;
}

/** A labelled, scrollable list of checkboxes (native: keyboard and forms for free). */
export function ChoiceList({
  label,
  items,
  chosen,
  onChange,
  error,
}: {
  label: string;
  items: readonly ChoiceItem[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((candidate) => candidate !== value));
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-xs font-medium text-slate-700">
        {label} <span className="text-slate-500 tabular-nums">({chosen.length})</span>
      </legend>
      <div
        className={cn(
          'max-h-56 overflow-y-auto rounded-md border bg-white px-2 py-1',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {items.map((item, index) => (
          <div key={item.value}>
            {item.group !== undefined && item.group !== items[index - 1]?.group && (
              <div className="mt-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
                {item.group}
              </div>
            )}
            <label
              className="flex items-center gap-2 py-0.5 text-sm text-slate-800"
              style={{ paddingLeft: `${((item.level ?? 1) - 1) * 0.9}rem` }}
            >
              <input
                type="checkbox"
                className="size-4 accent-accent-700"
                checked={chosen.includes(item.value)}
                onChange={(event) => toggle(item.value, event.target.checked)}
              />
              {item.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
