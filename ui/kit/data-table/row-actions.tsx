import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../cn';
import { MoreIcon } from './icons';
import type { DataTableAction } from './types';

export interface RowActionsProps {
  label: string;
  actions: readonly DataTableAction[];
  onAction: (actionId: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
}

/**
 * The per-row actions on Radix DropdownMenu (the look of ui/kit/menu.tsx, with danger items). Its trigger is
 * out of the tab order like every control in a row; Shift+F10 or the menu key on the row opens it, which is
 * why `open` is controlled by the row.
 */
export function RowActions({ label, actions, onAction, open, onOpenChange, disabled }: RowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200/70 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=open]:bg-slate-200 data-[state=open]:text-slate-900"
      >
        <MoreIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.id}
              onSelect={() => onAction(action.id)}
              className={cn(
                'flex cursor-default items-center rounded px-2 py-1.5 text-sm outline-none select-none',
                action.danger
                  ? 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800'
                  : 'text-slate-700 data-[highlighted]:bg-accent-50 data-[highlighted]:text-accent-900',
              )}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
