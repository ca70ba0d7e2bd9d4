import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QcAnswer } from '@contract/qc-list';
import { fetchQc, type QcChangeInput } from '@api/qc';
import { qcCommentRequired, QC_COMMENT_MAX_LENGTH, type QcChain } from '@domain/qc-chains';
import { QC_STATUSES, type QcStatus } from '@domain/qc-status';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';
import { textOf } from './list-text';

export interface QcTarget {
  ids: readonly number[];
  mass: boolean;
}

interface QcStatusDialogProps {
  target: QcTarget;
  /** The chains the user may change (§6), when the card's answer does not say (mass change). */
  changeable: readonly QcChain[];
  onSubmit: (change: QcChangeInput) => void;
  onClose: () => void;
}

const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600';

/**
 * §2 Modals "QC status": a card's verdicts (its own and Selgros's and Markant's, with who gave them and
 * why), and a form to give one chain's verdict. The save runs as the list's action (dataTable machine), so
 * the list shows the new status when it has been saved.
 */
export function QcStatusDialog({ target, changeable, onSubmit, onClose }: QcStatusDialogProps) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const [first] = target.ids;
  const single = !target.mass && first !== undefined;
  const answer = useResource<QcAnswer | null>(() => (single ? fetchQc(first) : Promise.resolve(null)));
  const chains = single
    ? (answer.data?.verdicts.filter((verdict) => verdict.can_change).map((verdict) => verdict.chain) ?? [])
    : changeable;
  const [chosenChain, setChain] = useState<QcChain | null>(null);
  const chain = chosenChain ?? chains[0] ?? null;
  const current = answer.data?.verdicts.find((verdict) => verdict.chain === chain);
  const [chosenStatus, setStatus] = useState<QcStatus | null>(null);
  const status = chosenStatus ?? ((current?.status ?? 1) as QcStatus);
  const [comment, setComment] = useState('');
  const ids = { chain: useId(), comment: useId(), hint: useId() };
  const needsComment = qcCommentRequired(status) && comment.trim() === '';
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const loading = single && answer.loading;

  return (
    <Dialog
      open
      title={single ? t('qcList.modal.title') : t('qcList.modal.massTitle')}
      description={
        single
          ? [answer.data?.name_to_show, answer.data?.gtin].filter(Boolean).join(' · ') || ' '
          : text('qcList.modal.selected', { count: target.ids.length })
      }
      onOpenChange={(open) => !open && onClose()}
      className="w-[min(92vw,32rem)]"
    >
      {loading && (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('dataTable.loading')}>
          <Skeleton className="h-14" />
          <Skeleton className="h-9" />
          <Skeleton className="h-16" />
        </div>
      )}
      {single && answer.failed && (
        <RetryAlert
          message={t('qcList.modal.loadFailed')}
          retryLabel={t('dataTable.retry')}
          onRetry={answer.retry}
        />
      )}
      {!loading && !(single && answer.failed) && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chain === null || needsComment) return;
            onSubmit({ chain, status, comment: comment.trim() });
          }}
        >
          {answer.data !== null && (
            <section aria-label={t('qcList.modal.current')}>
              <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
                {answer.data.verdicts.map((verdict) => (
                  <div key={verdict.chain} className="grid grid-cols-[10.5rem_1fr] gap-2 px-3 py-2">
                    <dt className="text-slate-600">{t(`qcList.chains.${verdict.chain}`)}</dt>
                    <dd className="text-slate-900">
                      <span className="font-medium">{text(`productList.qcStatus.${verdict.status}`)}</span>
                      <span className="block text-xs text-slate-500">
                        {verdict.checked_at === null
                          ? t('qcList.modal.notChecked')
                          : t('qcList.modal.checked', {
                              who: verdict.checked_by ?? '—',
                              when: moment.format(new Date(verdict.checked_at)),
                            })}
                      </span>
                      {verdict.comment !== '' && (
                        <span className="block text-xs text-slate-700">{verdict.comment}</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {chain === null ? (
            <p className="text-sm text-slate-600">{t('qcList.modal.readOnly')}</p>
          ) : (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.chain} className="text-xs font-medium text-slate-700">
                  {t('qcList.modal.chain')}
                </label>
                <select
                  id={ids.chain}
                  className={selectClass}
                  value={chain}
                  onChange={(event) => {
                    setChain(event.target.value as QcChain);
                    setStatus(null);
                  }}
                >
                  {chains.map((option) => (
                    <option key={option} value={option}>
                      {t(`qcList.chains.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-xs font-medium text-slate-700">
                  {t('qcList.modal.status')}
                </legend>
                <div className="flex flex-wrap gap-2">
                  {QC_STATUSES.map((option) => (
                    <label
                      key={option}
                      className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
                    >
                      <input
                        type="radio"
                        name="qc-status"
                        value={option}
                        checked={status === option}
                        onChange={() => setStatus(option)}
                        className="accent-accent-700"
                      />
                      {text(`productList.qcStatus.${option}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.comment} className="text-xs font-medium text-slate-700">
                  {t('qcList.modal.comment')}
                </label>
                <textarea
                  id={ids.comment}
                  rows={3}
                  maxLength={QC_COMMENT_MAX_LENGTH}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  aria-describedby={ids.hint}
                  aria-invalid={needsComment || undefined}
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
                />
                <p id={ids.hint} className={needsComment ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
                  {needsComment ? t('qcList.errors.commentRequired') : t('qcList.modal.commentHint')}
                </p>
              </div>
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('qcList.modal.cancel')}
            </Button>
            {chain !== null && (
              <Button type="submit" disabled={needsComment}>
                {t('qcList.modal.save')}
              </Button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
