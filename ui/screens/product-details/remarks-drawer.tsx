import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { selectRemarks, selectRemarksDrawer } from '@machines/product-details.selectors';
import { useDetailsActor } from './details-context';
import { useFormatDate } from './use-format-date';

/**
 * §2 Product details: the side drawer for remarks, a Radix dialog shaped as a sheet at the right edge
 * (focus trapped and returned, Escape closes). Its list loads each time it opens.
 */
export function RemarksDrawer() {
  const { t } = useTranslation();
  const actor = useDetailsActor();
  const drawer = useSelector(actor, selectRemarksDrawer);
  const remarks = useSelector(actor, selectRemarks);
  const date = useFormatDate();

  return (
    <Dialog.Root
      open={drawer !== 'closed'}
      onOpenChange={(open) => !open && actor.send({ type: 'REMARKS.CLOSE' })}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(94vw,26rem)] flex-col border-l border-slate-200 bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div>
              <Dialog.Title className="text-base font-semibold text-slate-900">
                {t('productDetails.remarks.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-xs text-slate-600">
                {t('productDetails.remarks.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                {t('productDetails.remarks.close')}
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-3" aria-busy={drawer === 'loading' || undefined}>
            {drawer === 'loading' && (
              <div
                className="flex flex-col gap-3"
                role="status"
                aria-label={t('productDetails.remarks.loading')}
              >
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            )}
            {drawer === 'failed' && (
              <RetryAlert
                message={t('productDetails.remarks.loadFailed')}
                retryLabel={t('productDetails.remarks.retry')}
                onRetry={() => actor.send({ type: 'RETRY' })}
              />
            )}
            {drawer === 'shown' && remarks !== null && remarks.length === 0 && (
              <p className="text-sm text-slate-500">{t('productDetails.remarks.none')}</p>
            )}
            {drawer === 'shown' && remarks !== null && remarks.length > 0 && (
              <ol className="flex flex-col gap-3">
                {remarks.map((remark) => (
                  <li key={remark.id} className="rounded-md border border-slate-200 px-3 py-2">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-slate-500">
                      <span className="font-semibold text-slate-800">{remark.author.name}</span>
                      <time dateTime={remark.created_at} className="tabular-nums">
                        {date(remark.created_at)}
                      </time>
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {remark.network === null
                        ? t('productDetails.remarks.toAll')
                        : t('productDetails.remarks.forNetwork', { network: remark.network.name })}
                    </p>
                    <p className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-900">
                      {remark.message}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
