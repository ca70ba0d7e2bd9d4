import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface MenuItem {
  key: string;
  label: string;
  selected?: boolean;
  onSelect: () => void;
}

/** A dropdown menu on Radix: arrow keys, typeahead, Escape and focus return work by default. */
export function Menu({
  trigger,
  label,
  items,
  align = 'end',
}: {
  trigger: ReactNode;
  /** Accessible name when the trigger's own text is not enough; it must contain that text. */
  label?: string;
  items: MenuItem[];
  align?: 'start' | 'end';
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        {...(label === undefined ? {} : { 'aria-label': label })}
        className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              onSelect={item.onSelect}
              className={cn(
                'flex cursor-default items-center rounded px-2 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-accent-50 data-[highlighted]:text-accent-900',
                item.selected && 'font-semibold text-accent-800',
              )}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
