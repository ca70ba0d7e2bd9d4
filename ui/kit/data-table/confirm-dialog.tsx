import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question (§8: 'Wybrana pozycja zostanie usunięta, czy jesteś pewny?'). */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question on Radix AlertDialog: focus starts on "cancel" (the safe answer), Escape cancels,
 * a click outside does nothing. The look of ui/kit/dialog.tsx.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, cancelLabel, danger = false } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && props.onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-base font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={danger ? 'danger' : 'primary'}
                onClick={(event) => {
                  // The machine closes the dialog when it leaves `confirming`; Radix must not close it first.
                  event.preventDefault();
                  props.onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
