import { useRef } from 'react';
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

const TRIGGER_LOOK =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200/70 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=open]:bg-slate-200 data-[state=open]:text-slate-900';

/**
 * The per-row actions on Radix DropdownMenu (the look of ui/kit/menu.tsx, with danger items). Its trigger is
 * out of the tab order like every control in a row; Shift+F10 or the menu key on the row opens it, which is
 * why `open` is controlled by the row.
 *
 * A closed menu is a plain button: the Radix menu (its providers, popper and collection) is mounted only
 * for the one row whose menu is open, so a page of rows renders in a fraction of the time. The same ref
 * keeps the focus on the row's button when the menu closes, as Radix does for its own trigger.
 */
export function RowActions({ label, actions, onAction, open, onOpenChange, disabled }: RowActionsProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (actions.length === 0) return null;
  const icon = <MoreIcon className="size-4" />;
  if (!open)
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        tabIndex={-1}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          onOpenChange(true);
        }}
        className={TRIGGER_LOOK}
      >
        {icon}
      </button>
    );
  return (
    <DropdownMenu.Root open onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        ref={buttonRef}
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        className={TRIGGER_LOOK}
      >
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          // The trigger Radix would focus is gone by now; its plain successor takes the focus instead,
          // unless something else (a dialog the action opened) already has it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (document.activeElement === null || document.activeElement === document.body)
              buttonRef.current?.focus();
          }}
          // A long menu, or one whose row button is scrolled out of a wide grid, stays inside the window.
          collisionPadding={8}
          sticky="always"
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-44 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
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
