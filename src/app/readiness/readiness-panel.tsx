import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkReadinessAnswer } from '@contract/readiness';
import { READINESS_PANEL_ID, type ReadinessState } from '@domain/readiness';
import { fetchCardReadiness } from '@api/readiness';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { cn } from '@kit/cn';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { Tag } from '@kit/tag';
import { useResource } from '@app/use-resource';

const STATE_TONE: Record<ReadinessState, string> = {
  todo: 'bg-red-50 text-red-800 ring-red-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  ready: 'bg-accent-50 text-accent-800 ring-accent-200',
};
const QC_TONE: Record<NetworkReadinessAnswer['qc'], string> = {
  not_checked: 'text-slate-500',
  passed: 'text-accent-800',
  failed: 'font-medium text-red-700',
};

interface PanelProps {
  productId: number;
  /** Leads to a missing attribute's field: `attribute-<uuid>` (the form jumps, details open the form). */
  onOpenField: (targetId: string) => void;
}

/**
 * Readiness per network (docs/decisions/0042) on the card form and in details: for every network the
 * card is visible in or was offered to, the share of its required attributes filled (the missing ones lead
 * to their fields), the QC verdict with its reason, the latest offer and the open issues.
 */
export function ReadinessPanel({ productId, onOpenField }: PanelProps) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchCardReadiness(productId), [productId]);
  const readiness = useResource(load);

  return (
    <Card id={READINESS_PANEL_ID} role="region" aria-labelledby="readiness-title">
      <CardHeader>
        <CardTitle id="readiness-title">{t('readiness.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        {readiness.failed ? (
          <RetryAlert
            message={t('readiness.loadFailed')}
            retryLabel={t('readiness.retry')}
            onRetry={readiness.retry}
          />
        ) : readiness.data === null ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </div>
        ) : readiness.data.networks.length === 0 ? (
          <p className="text-sm text-slate-600">{t('readiness.none')}</p>
        ) : (
          <ReadinessTable networks={readiness.data.networks} onOpenField={onOpenField} />
        )}
      </CardBody>
    </Card>
  );
}

function ReadinessTable({
  networks,
  onOpenField,
}: {
  networks: readonly NetworkReadinessAnswer[];
  onOpenField: (targetId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('readiness.caption')}</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            {(['network', 'state', 'requirements', 'qc', 'offer', 'issues'] as const).map((column) => (
              <th key={column} scope="col" className="px-2 py-1 font-medium">
                {t(`readiness.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {networks.map((network) => (
            <tr key={network.network} data-network={network.network}>
              <th scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                {network.network_name}
              </th>
              <td className="px-2 py-1.5">
                <Tag tone={STATE_TONE[network.state]}>{t(`readiness.states.${network.state}`)}</Tag>
                {network.blockers.length > 0 && (
                  <ul className="mt-1 text-xs text-red-700">
                    {network.blockers.map((blocker) => (
                      <li key={blocker}>{t(`readiness.blockers.${blocker}`)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-2 py-1.5">
                {network.required === 0 ? (
                  <span className="text-slate-500">{t('readiness.noRequirements')}</span>
                ) : (
                  <span className="tabular-nums">
                    {t('readiness.filled', {
                      completeness: network.completeness,
                      required: network.required,
                    })}
                  </span>
                )}
                {network.missing.length > 0 && (
                  <ul
                    aria-label={t('readiness.missingIn', { network: network.network_name })}
                    className="mt-1 flex flex-col gap-0.5 text-xs"
                  >
                    {network.missing.map((attribute) => (
                      <li key={attribute.uuid}>
                        <a
                          href={`#attribute-${attribute.uuid}`}
                          onClick={(event) => {
                            event.preventDefault();
                            onOpenField(`attribute-${attribute.uuid}`);
                          }}
                          className="text-accent-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                        >
                          {attribute.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-2 py-1.5">
                <span className={cn(QC_TONE[network.qc])}>{t(`readiness.qc.${network.qc}`)}</span>
                {network.qc_comment !== '' && (
                  <p className="mt-1 text-xs text-slate-700">
                    {t('readiness.qcComment', { comment: network.qc_comment })}
                  </p>
                )}
              </td>
              <td className={cn('px-2 py-1.5', network.offer === 'rejected' && 'font-medium text-red-700')}>
                {t(`readiness.offer.${network.offer}`)}
              </td>
              <td
                className={cn(
                  'px-2 py-1.5 tabular-nums',
                  network.open_issues > 0 && 'font-medium text-red-700',
                )}
              >
                {network.open_issues}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
