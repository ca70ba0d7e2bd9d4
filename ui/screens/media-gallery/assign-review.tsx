import { useTranslation } from 'react-i18next';
import type { AssignPreview } from '@machines/media-assign.machine';
import { Alert } from '@kit/alert';
import { Skeleton } from '@kit/skeleton';

/** §2 Automatic assign preview: the matches (file → card by GTIN) and the files without one, with why. */
export function AssignReview({ preview }: { preview: AssignPreview | null }) {
  const { t } = useTranslation();
  if (preview === null) return <Skeleton className="h-40" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="matched-title">
        <h3 id="matched-title" className="mb-2 text-sm font-semibold text-slate-900">
          {t('mediaGallery.assign.matched', { count: preview.matched.length })}
        </h3>
        {preview.matched.length === 0 ? (
          <Alert tone="warning">{t('mediaGallery.assign.noMatches')}</Alert>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 font-medium">{t('mediaGallery.assign.file')}</th>
                <th className="py-1 font-medium">{t('mediaGallery.assign.gtin')}</th>
                <th className="py-1 font-medium">{t('mediaGallery.assign.card')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.matched.map((match) => (
                <tr key={match.asset_id} className="border-t border-slate-100">
                  <td className="max-w-48 truncate py-1" title={match.asset_name}>
                    {match.asset_name}
                  </td>
                  <td className="py-1 tabular-nums">{match.gtin}</td>
                  <td className="max-w-48 truncate py-1">{match.product_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="unmatched-title">
        <h3 id="unmatched-title" className="mb-2 text-sm font-semibold text-slate-900">
          {t('mediaGallery.assign.unmatched', { count: preview.unmatched.length })}
        </h3>
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 font-medium">{t('mediaGallery.assign.file')}</th>
              <th className="py-1 font-medium">{t('mediaGallery.assign.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.unmatched.map((miss) => (
              <tr key={miss.asset_id} className="border-t border-slate-100">
                <td className="max-w-48 truncate py-1" title={miss.asset_name}>
                  {miss.asset_name}
                </td>
                <td className="py-1 text-slate-600">{miss.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
