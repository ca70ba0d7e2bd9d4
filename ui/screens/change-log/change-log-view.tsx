import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AuditFilters, AuditScope } from '@domain/audit';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { changeLogMachine } from '@machines/change-log.machine';
import { exportChangeLogActor, loadChangeLogActor } from './change-log-actors';
import { ChangeLogEntries } from './change-log-entries';
import { ChangeLogFilters } from './change-log-filters';

export type ChangeLogActor = ActorRefFrom<typeof changeLogMachine>;

/** The trail of one scope on the screen's own actor (docs/decisions/0052). */
export function ChangeLogPage({
  title,
  scope,
  filters,
}: {
  title: string;
  scope: AuditScope;
  filters: AuditFilters;
}) {
  const machine = useMemo(
    () =>
      changeLogMachine.provide({
        actors: { load: loadChangeLogActor(), exportTrail: exportChangeLogActor() },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { scope, filters } });
  return <ChangeLogView actor={actor} title={title} />;
}

/** The filters, the changes page by page, the export; on a given actor (the screen's own, or a replay's). */
export function ChangeLogView({ actor, title }: { actor: ChangeLogActor; title: string }) {
  const { t } = useTranslation();
  const scope = useSelector(actor, (snapshot) => snapshot.context.scope);
  const initial = useSelector(actor, (snapshot) => snapshot.context.filters);
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.nextBefore !== null);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const empty = useSelector(actor, (snapshot) => snapshot.matches('empty'));
  const loadingMore = useSelector(actor, (snapshot) => snapshot.matches({ page: 'loadingMore' }));
  const exporting = useSelector(actor, (snapshot) => snapshot.matches({ page: 'exporting' }));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{t('auditTrail.intro')}</p>
        </div>
        {!loading && !failed && !empty && (
          <Button variant="secondary" disabled={exporting} onClick={() => actor.send({ type: 'EXPORT' })}>
            {t('auditTrail.export')}
          </Button>
        )}
      </div>
      <ChangeLogFilters
        scope={scope}
        initial={initial}
        disabled={loading}
        onApply={(filters) => actor.send({ type: 'FILTER.APPLY', filters })}
      />
      {notice === 'queued' && <Alert tone="success">{t('auditTrail.exportQueued')}</Alert>}
      {notice === 'failed' && <Alert tone="error">{t('auditTrail.exportFailed')}</Alert>}
      {failed ? (
        <RetryAlert
          message={t('auditTrail.failed')}
          retryLabel={t('auditTrail.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : loading ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('auditTrail.loading')}>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : empty ? (
        <Alert tone="info">{t('auditTrail.empty')}</Alert>
      ) : (
        <>
          <ChangeLogEntries entries={entries} />
          {hasMore && (
            <div>
              <Button variant="secondary" disabled={loadingMore} onClick={() => actor.send({ type: 'MORE' })}>
                {t('auditTrail.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
