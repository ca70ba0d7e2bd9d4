import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { MediaRemark } from '@domain/media-remark';
import type { mediaRemarkMachine } from '@machines/media-remark.machine';

export type MediaRemarkActor = ActorRefFrom<typeof mediaRemarkMachine>;

/**
 * §2 Modals: media remark — the photo's remarks (author, network, when, text; newest first) and, for a
 * reviewer, the field to write one; a 400 at the field, any other refusal as an error.
 */
export function MediaRemarkView({ actor, canWrite }: { actor: MediaRemarkActor; canWrite: boolean }) {
  const { t } = useTranslation();
  const remarks = useSelector(actor, (snapshot) => snapshot.context.remarks);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  return (
    <div className="flex flex-col gap-3">
      {failed ? (
        <RetryAlert
          message={error ?? t('mediaRemark.loadFailed')}
          retryLabel={t('mediaRemark.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : (
        error !== null && <Alert tone="error">{error}</Alert>
      )}
      {loading && (
        <div role="status" aria-label={t('mediaRemark.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {remarks !== null && <RemarkList remarks={remarks} />}
      {remarks !== null && canWrite && <RemarkForm actor={actor} />}
    </div>
  );
}

function RemarkList({ remarks }: { remarks: readonly MediaRemark[] }) {
  const { t, i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  if (remarks.length === 0) return <p className="text-sm text-slate-500">{t('mediaRemark.empty')}</p>;
  return (
    <ol aria-label={t('mediaRemark.listLabel')} className="flex max-h-72 flex-col gap-2 overflow-y-auto">
      {remarks.map((remark) => (
        <li key={remark.id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs text-slate-600">
            <span className="font-medium text-slate-900">{remark.author.name}</span>
            {' · '}
            {remark.network?.name ?? t('mediaRemark.admin')}
            {' · '}
            <time dateTime={remark.created_at}>{format.format(new Date(remark.created_at))}</time>
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{remark.message}</p>
        </li>
      ))}
    </ol>
  );
}

function RemarkForm({ actor }: { actor: MediaRemarkActor }) {
  const { t } = useTranslation();
  const id = useId();
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const fault = useSelector(actor, (snapshot) => snapshot.context.fault);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SEND' });
      }}
    >
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {t('mediaRemark.message')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={message}
        aria-invalid={fault !== null}
        {...(fault !== null ? { 'aria-describedby': `${id}-fault` } : {})}
        onChange={(event) => actor.send({ type: 'CHANGE', message: event.target.value })}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-500"
      />
      {fault !== null && (
        <p id={`${id}-fault`} className="text-xs text-red-700">
          {fault}
        </p>
      )}
      <Button type="submit" className="self-end" disabled={busy}>
        {t('mediaRemark.submit')}
      </Button>
    </form>
  );
}
