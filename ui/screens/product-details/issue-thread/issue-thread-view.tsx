import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { issueThreadMachine } from '@machines/issue-thread.machine';
import { IssueCard } from './issue-card';
import { fieldKey, type IssueField } from './issue-fields';
import { ReportForm } from './report-form';

export type IssueThreadActor = ActorRefFrom<typeof issueThreadMachine>;

/**
 * §3 Fault and issue: the issue thread of a card on a given actor (the details screen's, or a replay's):
 * the reporter's form, every issue with its steps, and the refusal of the last request as an error.
 */
export function IssueThreadView({
  actor,
  fields,
}: {
  actor: IssueThreadActor;
  fields: readonly IssueField[];
}) {
  const { t } = useTranslation();
  const thread = useSelector(actor, (snapshot) => snapshot.context.thread);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const labels = useMemo(() => new Map(fields.map((field) => [fieldKey(field), field.label])), [fields]);
  return (
    <section
      aria-labelledby="issue-thread-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="issue-thread-title" className="text-base font-semibold text-slate-900">
        {t('issueThread.title')}
      </h2>
      {failed ? (
        <RetryAlert
          message={error ?? t('issueThread.errors.loadFailed')}
          retryLabel={t('issueThread.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : (
        error !== null && <Alert tone="error">{error}</Alert>
      )}
      {loading && thread === null && (
        <div role="status" aria-label={t('issueThread.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {thread !== null && (
        <>
          {thread.can_report && (
            <ReportForm
              fields={fields}
              busy={busy || loading}
              onReport={(issue) => actor.send({ type: 'REPORT', issue })}
            />
          )}
          {thread.issues.length === 0 ? (
            <p className="text-sm text-slate-500">{t('issueThread.empty')}</p>
          ) : (
            <div className="flex flex-col gap-2" aria-busy={busy || loading || undefined}>
              {thread.issues.map((issue) => (
                <IssueCard
                  key={issue.id}
                  issue={issue}
                  fieldLabel={labels.get(fieldKey(issue)) ?? null}
                  busy={busy || loading}
                  onStep={(type, message) =>
                    actor.send({ type, id: issue.id, ...(message === '' ? {} : { message }) })
                  }
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
