import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { bulkDialogMachine } from '@machines/bulk-dialog.machine';
import * as select from '@machines/bulk-dialog.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Skeleton } from '@kit/skeleton';
import type { ReactNode } from 'react';

export type BulkDialogActor = ActorRefFrom<typeof bulkDialogMachine>;

/** What every mass dialog of the products list gets (ui/screens/products-list/mass-dialogs.ts). */
export interface MassDialogProps {
  /** The selected cards. */
  ids: readonly number[];
  /** Closed; `changed` when cards were written, so the list loads again. */
  onClose: (changed: boolean) => void;
}

type Actors = NonNullable<Parameters<typeof bulkDialogMachine.provide>[0]['actors']>;

/** The dialog's own bulkDialog actor with the real calls of its modal. */
export function useBulkDialog(actors: Actors): BulkDialogActor {
  return useActorRef(bulkDialogMachine.provide({ actors }));
}

/** The wide dialog frame the three modals share; closing after a write reloads the list. */
export function BulkDialogFrame({
  actor,
  title,
  description,
  onClose,
  children,
}: {
  actor: BulkDialogActor;
  title: string;
  description: string;
  onClose: (changed: boolean) => void;
  children: ReactNode;
}) {
  const busy = useSelector(actor, select.selectBusy);
  const done = useSelector(actor, (snapshot) => snapshot.matches('done'));
  return (
    <Dialog
      open
      title={title}
      description={description}
      className="flex max-h-[90vh] w-[min(96vw,60rem)] flex-col"
      onOpenChange={(open) => {
        if (!open && !busy) onClose(done);
      }}
    >
      {children}
    </Dialog>
  );
}

/** Rows of grey while the dialog loads (skeletons, not spinners). */
export function LoadingRows() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('bulkProducts.common.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** A failed load with its retry. */
export function LoadFailed({ actor }: { actor: BulkDialogActor }) {
  const { t } = useTranslation();
  const message = useSelector(actor, select.selectMessage);
  return (
    <Alert tone="error" className="flex items-center justify-between gap-3">
      <span>{message || t('bulkProducts.common.loadFailed')}</span>
      <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
        {t('bulkProducts.common.retry')}
      </Button>
    </Alert>
  );
}

/** A failure that belongs to no row (offline, session ended): the user's input stays. */
export function DialogMessage({ actor }: { actor: BulkDialogActor }) {
  const { t } = useTranslation();
  const message = useSelector(actor, select.selectMessage);
  const phase = useSelector(actor, select.selectPhase);
  if (message === null || phase === 'loadFailed') return null;
  return <Alert tone="error">{message || t('bulkProducts.common.failed')}</Alert>;
}

/** The buttons row at the bottom of a dialog. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">{children}</div>
  );
}
