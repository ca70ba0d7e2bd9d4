import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Without it the dialog cannot be dismissed by Escape or a click outside (re-login must be answered). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Where focus goes when it closes (default: back where it was before it opened). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A modal on Radix Dialog: focus trapped and returned, title and description announced. */
export function Dialog({
  open,
  title,
  description,
  children,
  onOpenChange,
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const locked = onOpenChange === undefined;
  return (
    <RadixDialog.Root open={open} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl',
            className,
          )}
          onEscapeKeyDown={locked ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={locked ? (event) => event.preventDefault() : undefined}
          onInteractOutside={locked ? (event) => event.preventDefault() : undefined}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
