import { useTranslation } from 'react-i18next';
import type { AssortmentSummary } from '@contract/shop-assortment';
import { ProgressBar } from '@kit/progress-bar';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';

/**
 * §2 shop-management: the assortment's completeness — the cards on or for sale that are ready for the
 * network (docs/decisions/0042 rule), as a figure and a bar — and how many cards each status holds.
 */
export function AssortmentSummaryPanel({
  summary,
  failed,
  onRetry,
}: {
  summary: AssortmentSummary | null;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failed && summary === null)
    return (
      <RetryAlert
        message={t('shopAssortment.summary.loadFailed')}
        retryLabel={t('shopAssortment.summary.retry')}
        onRetry={onRetry}
      />
    );
  if (summary === null)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4" aria-hidden>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-3 w-72" />
      </div>
    );
  const { completeness, statuses } = summary;
  return (
    <section
      aria-label={t('shopAssortment.summary.label')}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-sm font-semibold text-slate-700">{t('shopAssortment.summary.label')}</h2>
        <span className="text-2xl font-semibold text-accent-800 tabular-nums">
          {t('shopAssortment.summary.figure', { percent: completeness.percent })}
        </span>
        <span className="text-sm text-slate-700">
          {t('shopAssortment.summary.ready', { ready: completeness.ready, total: completeness.total })}
        </span>
      </div>
      <ProgressBar percent={completeness.percent} label={t('shopAssortment.summary.label')} />
      <p className="flex flex-wrap gap-x-4 text-xs text-slate-600">
        <span>{t('shopAssortment.summary.statuses', statuses)}</span>
        <span>{t('shopAssortment.summary.waiting', { count: completeness.waiting })}</span>
        <span>{t('shopAssortment.summary.todo', { count: completeness.todo })}</span>
      </p>
    </section>
  );
}
