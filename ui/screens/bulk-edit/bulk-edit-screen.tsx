import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Alert } from '@kit/alert';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { bulkEditMachine } from '@machines/bulk-edit.machine';
import { selectError, selectPhase } from '@machines/bulk-edit.selectors';
import { bulkEditActors, idsOfSearch } from '@app/bulk-edit-actors';
import { watchJob } from '@app/jobs-runtime';
import type { ScreenProps } from '@app/module-registry';
import { LoadedBulkEdit, type BulkEditActor } from './loaded-bulk-edit';

/**
 * §4 Bulk edit statuses, route `bulk-edit/{id}`: `bulk-edit/new?ids=…` (the products list's mass action)
 * opens a session over the selected cards and moves to its address; `bulk-edit/{id}` opens a session.
 */
export function BulkEditScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const raw = params.id ?? '';
  const sessionId = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const ids = useMemo(() => (raw === 'new' ? idsOfSearch(window.location.search) : []), [raw]);
  if (sessionId === null && ids.length === 0)
    return (
      <Alert tone="error">{raw === 'new' ? t('bulkEdit.errors.noIds') : t('bulkEdit.errors.notFound')}</Alert>
    );
  return <BulkEdit sessionId={sessionId} ids={ids} />;
}

function BulkEdit({ sessionId, ids }: { sessionId: number | null; ids: number[] }) {
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      bulkEditMachine.provide({
        actors: bulkEditActors,
        actions: {
          // A reload then opens the same session, not a new one.
          sessionCreated: (_, id: number) => navigate(`/bulk-edit/${id}`, { replace: true }),
          // After this transition: the panel's machine must not run inside this machine's action.
          watchJob: (_, started) => queueMicrotask(() => watchJob(started.job)),
        },
      }),
    [navigate],
  );
  const actor = useActorRef(machine, { input: { sessionId, ids } });
  return <BulkEditView actor={actor} />;
}

/** What the user sees of the bulkEdit machine in every state; it only reads the actor and sends to it. */
export function BulkEditView({ actor }: { actor: BulkEditActor }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, selectPhase);
  const error = useSelector(actor, selectError);

  if (phase === 'failed')
    return (
      <RetryAlert
        message={error || t('bulkEdit.errors.loadFailed')}
        retryLabel={t('bulkEdit.errors.retry')}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (phase === 'loading') return <BulkSkeleton label={t('bulkEdit.loading')} />;
  return <LoadedBulkEdit actor={actor} />;
}

function BulkSkeleton({ label }: { label: string }) {
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="bulk-edit-skeleton"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Skeleton className="h-12" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-96" />
    </div>
  );
}
