import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCardOffers } from '@api/offer-send';
import type { CardOffers } from '@contract/offer-send';
import { Dialog } from '@kit/dialog';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';

/** §2 Modals "existing offers": the card's offers to every network with status, dates, buyer, comment. */
export function ExistingOffersDialog({
  productId,
  name,
  onClose,
}: {
  /** The card whose offers are shown; null keeps the dialog closed. */
  productId: number | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={productId !== null}
      title={t('offerSend.existing.title', { name })}
      className="w-[min(96vw,52rem)]"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {productId !== null && <CardOfferTable productId={productId} />}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('offerSend.existing.close')}
        </Button>
      </div>
    </Dialog>
  );
}

function CardOfferTable({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, failed, retry } = useResource<CardOffers>(() => fetchCardOffers(productId));
  const format = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
    return {
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      moment: (iso: string | null) => (iso === null ? '—' : moment.format(new Date(iso))),
    };
  }, [i18n.language]);
  if (loading) return <Skeleton className="h-24 w-full" />;
  if (failed || data === null)
    return (
      <RetryAlert
        message={t('offerSend.existing.loadFailed')}
        retryLabel={t('offerSend.retry')}
        onRetry={retry}
      />
    );
  if (data.offers.length === 0)
    return <p className="text-sm text-slate-600">{t('offerSend.existing.empty')}</p>;
  const head = ['network', 'status', 'dateFrom', 'createdAt', 'decidedAt', 'buyer', 'comment'] as const;
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-left text-sm" aria-label={t('offerSend.existing.tableLabel')}>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            {head.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                {t(`offerSend.existing.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.offers.map((offer) => (
            <tr key={offer.id}>
              <td className="px-2 py-1.5">{offer.network_name}</td>
              <td className="px-2 py-1.5">
                {t(`offers.status.${offer.status}`, { defaultValue: String(offer.status) })}
              </td>
              <td className="px-2 py-1.5 tabular-nums">{format.day(offer.date_from)}</td>
              <td className="px-2 py-1.5 tabular-nums">{format.moment(offer.created_at)}</td>
              <td className="px-2 py-1.5 tabular-nums">{format.moment(offer.decided_at)}</td>
              <td className="px-2 py-1.5">{offer.buyer || '—'}</td>
              <td className="px-2 py-1.5">{offer.comment || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
