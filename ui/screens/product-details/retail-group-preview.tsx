import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetailGroupPreviewAnswer } from '@contract/retail-group-preview';
import { PREVIEW_STATUS, type PreviewStatus } from '@domain/retail-group-preview';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { Tag } from '@kit/tag';
import { fetchRetailGroupPreview } from '@api/retail-group-preview';
import { useResource } from '@app/use-resource';
import { usePermission } from '@app/session/use-permission';

const STATUS_TONE: Record<PreviewStatus, string> = {
  [PREVIEW_STATUS.REQUIRED]: 'bg-accent-50 text-accent-800 ring-accent-200',
  [PREVIEW_STATUS.OPTIONAL]: 'bg-slate-50 text-slate-700 ring-slate-200',
  [PREVIEW_STATUS.HIDDEN]: 'bg-slate-100 text-slate-500 ring-slate-200',
};

function LoadingRows() {
  return (
    <div className="flex flex-col gap-2" data-testid="preview-skeleton">
      <Skeleton className="h-5" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** The card as one group's requirements see it: completeness, then each attribute's status. */
function GroupView({ productId, network }: { productId: number; network: string }) {
  const { t } = useTranslation();
  const view = useResource(() => fetchRetailGroupPreview(productId, network));
  const summaryId = useId();
  if (view.failed)
    return (
      <RetryAlert
        message={t('cardRules.preview.loadFailed')}
        retryLabel={t('cardRules.preview.retry')}
        onRetry={view.retry}
      />
    );
  const preview = view.data?.preview;
  if (view.loading || !preview) return <LoadingRows />;
  return (
    <div className="flex flex-col gap-3">
      <p id={summaryId} className="text-sm font-medium text-slate-800" data-testid="preview-completeness">
        {preview.total === 0
          ? t('cardRules.preview.noneRequired', { network: preview.network.name })
          : t('cardRules.preview.completeness', {
              network: preview.network.name,
              filled: preview.filled,
              total: preview.total,
              percent: preview.percent,
            })}
      </p>
      {/* A long list scrolls inside the dialog: focusable, so the keyboard scrolls it too. */}
      <div
        role="region"
        aria-labelledby={summaryId}
        tabIndex={0}
        className="max-h-[55vh] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th className="px-2 py-1.5 font-medium">{t('cardRules.preview.attribute')}</th>
              <th className="px-2 py-1.5 font-medium">{t('cardRules.preview.section')}</th>
              <th className="px-2 py-1.5 font-medium">{t('cardRules.preview.status')}</th>
              <th className="px-2 py-1.5 font-medium">{t('cardRules.preview.filled')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.uuid} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-normal text-slate-900">
                  {row.name}
                </th>
                <td className="px-2 py-1 text-slate-600">{row.section}</td>
                <td className="px-2 py-1">
                  <Tag tone={STATUS_TONE[row.status]}>{t(`cardRules.preview.${row.status}`)}</Tag>
                </td>
                <td className="px-2 py-1 text-slate-600">
                  {row.filled ? t('cardRules.preview.yes') : t('cardRules.preview.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The dialog's body: the groups to choose from, then the chosen group's view. */
function PreviewBody({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const groups = useResource<RetailGroupPreviewAnswer>(() => fetchRetailGroupPreview(productId));
  const [network, setNetwork] = useState('');
  if (groups.failed)
    return (
      <RetryAlert
        message={t('cardRules.preview.loadFailed')}
        retryLabel={t('cardRules.preview.retry')}
        onRetry={groups.retry}
      />
    );
  if (groups.loading || groups.data === null) return <LoadingRows />;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('cardRules.preview.network')}
        <select
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
          value={network}
          onChange={(event) => setNetwork(event.target.value)}
        >
          <option value="">{t('cardRules.preview.choose')}</option>
          {groups.data.networks.map((group) => (
            <option key={group.code} value={group.code}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      {/* A new group is a new load: the keyed view starts its own resource machine. */}
      {network !== '' && <GroupView key={network} productId={productId} network={network} />}
    </div>
  );
}

/**
 * §6 "Preview attributes for one retail group: the user's own flag or admin" (docs/decisions/0043): a
 * button on the card that opens the card as one chosen group's requirements see it.
 */
export function RetailGroupPreview({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const allowed = usePermission('attributes.preview_retail_group');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('cardRules.preview.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('cardRules.preview.title')}
        description={t('cardRules.preview.description')}
        className="w-[min(96vw,48rem)]"
      >
        {open && <PreviewBody productId={productId} />}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('cardRules.preview.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
