import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/** A form whose submit goes to `onSubmit` alone: the browser's own validation and navigation stay out. */
export function Form({
  onSubmit,
  children,
  className,
  role,
}: {
  onSubmit: () => void;
  children: ReactNode;
  className?: string;
  role?: string;
}) {
  return (
    <form
      noValidate
      role={role}
      className={cn('flex flex-col gap-4', className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The submit button of a form: disabled and marked busy while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  block = true,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  block?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      block={block}
      disabled={busy}
      aria-busy={busy || undefined}
      {...(className ? { className } : {})}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
