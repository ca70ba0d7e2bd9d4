import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';

export interface CompletenessRow {
  id: number;
  name: string;
  detail: string;
  isComplete: boolean;
}

/** A list of producers or addresses with their completeness and an edit action each (§2 gating dialog). */
export function CompletenessList({
  label,
  rows,
  failed,
  onRetry,
  onEdit,
  footer,
}: {
  label: string;
  rows: CompletenessRow[] | null;
  failed: boolean;
  onRetry: () => void;
  onEdit: (id: number) => void;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {failed && (
        <RetryAlert
          message={t('errors.fetch')}
          retryLabel={t('productIdentify.modal.retry')}
          onRetry={onRetry}
        />
      )}
      {rows === null && !failed && (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10" />
          ))}
        </div>
      )}
      {rows !== null && rows.length === 0 && (
        <p className="text-sm text-slate-600">{t('productIdentify.list.empty')}</p>
      )}
      {rows !== null && rows.length > 0 && (
        <ul aria-label={label} className="max-h-[50vh] divide-y divide-slate-100 overflow-auto">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{row.name}</p>
                <p className="truncate text-xs text-slate-500">{row.detail}</p>
              </div>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                  row.isComplete ? 'bg-accent-50 text-accent-900' : 'bg-amber-50 text-amber-900',
                )}
              >
                {row.isComplete ? t('productIdentify.list.complete') : t('productIdentify.list.incomplete')}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('productIdentify.list.edit', { name: row.name })}
                onClick={() => onEdit(row.id)}
              >
                {t('productIdentify.list.editShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-between gap-2">{footer}</div>
    </div>
  );
}

/** "street, postcode city, country" with the parts that exist. */
export function addressLine(address: {
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
}): string {
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return [address.street, place, address.country].filter(Boolean).join(', ');
}
